import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { createAndRelease } from '../../../test/helpers/online-dev';
import { newId } from '../../lib/ids';

const ONLINE = '/api/visualdev/OnlineDev';
const en = { 'accept-language': 'en' };
const zh = { 'accept-language': 'zh' };

const widget = (jnpfKey: string, vModel: string, label: string, config = {}) => ({
  __config__: { jnpfKey, label, ...config },
  __vModel__: vModel,
});

const FORM = JSON.stringify({
  fields: [
    widget('input', 'title', 'Title', { required: true }),
    widget('uploadFile', 'papers', 'Papers'),
    {
      __config__: {
        jnpfKey: 'table',
        label: 'Items',
        children: [widget('input', 'name', 'Item name'), widget('uploadImg', 'photo', 'Photo')],
      },
      __vModel__: 'items',
    },
  ],
});

const COLUMNS = JSON.stringify({
  columnList: [{ prop: 'title', label: 'Title' }],
  btnsList: [{ value: 'add' }],
  columnBtnsList: [{ value: 'edit' }, { value: 'detail' }, { value: 'remove' }],
  useDataPermission: true,
});

/** An upload widget's value naming one stored file. */
const named = (id: string) => [{ name: `${id}.pdf`, fileId: id, url: `/api/file/Download/file/${id}` }];

/**
 * The files of online form records (issues 16 and 18): files a record names are attached to it, so
 * whoever holds the menu with the record in their data scope previews and downloads them; nobody
 * attaches another user's file by naming it; files left out by an update and the files of a deleted
 * record are their owners' own again.
 */
describeEachDialect('online development record files', (ctx) => {
  let app: FastifyInstance;
  let designId = '';
  // zhouba saves (created-by-me scope), sunqi sees every record, zhengshi only their own, lisi lacks the menu
  const token: Record<'zhouba' | 'sunqi' | 'zhengshi' | 'lisi', string> = {
    zhouba: '',
    sunqi: '',
    zhengshi: '',
    lisi: '',
  };

  const storedFile = async (owner: string) => {
    const id = newId();
    await ctx.db
      .insertInto('base_file')
      .values({
        id,
        owner_user_id: (await ctx.userRow(owner)).id,
        name: `${id}.pdf`,
        extension: 'pdf',
        size: 10,
        md5: 'b'.repeat(32),
        mime: 'application/pdf',
        storage_key: `files/${id}.pdf`,
        belongs_kind: null,
        belongs_id: null,
        created_at: Date.now(),
      })
      .execute();
    return id;
  };
  const belongs = (id: string) =>
    ctx.db
      .selectFrom('base_file')
      .select(['belongs_kind', 'belongs_id'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const save = (who: string, data: unknown, recordId?: string, headers = en) =>
    callAs<{ id: string } | null>(app, who, {
      method: recordId ? 'PUT' : 'POST',
      url: recordId ? `${ONLINE}/${designId}/${recordId}` : `${ONLINE}/${designId}`,
      payload: { data: JSON.stringify(data) },
      headers,
    });
  const records = () =>
    (ctx.db as unknown as Kysely<Record<string, { id: string }>>)
      .selectFrom('dyn_od_files')
      .select('id')
      .execute();
  /** The preview and download answers' codes for a caller. */
  const reach = async (who: string, fileId: string) => [
    (await callAs<string>(app, who, { url: `/api/file/Uploader/Preview?fileId=${fileId}` })).code,
    (await callAs(app, who, { url: `/api/file/Download/file/${fileId}` })).code,
  ];

  beforeAll(async () => {
    app = ctx.app;
    const admin = await ctx.signIn('admin');
    const released = await createAndRelease(ctx, admin, {
      fullName: 'Papers',
      enCode: 'od_files',
      formData: FORM,
      columnData: COLUMNS,
    });
    designId = released.designId;
    const menuCode = released.menuCode;
    const menuId = await ctx.idByCode('base_module', menuCode);
    const schemes = await ctx.db
      .selectFrom('base_module_scheme')
      .select(['id', 'en_code'])
      .where('module_id', '=', menuId)
      .execute();
    for (const [role, scheme] of [
      ['hrStaff', 'jnpf_own'],
      ['finance', 'jnpf_alldata'],
      ['employee', 'jnpf_own'],
    ] as const) {
      await ctx.grantMenu(role, menuCode);
      await ctx.db
        .insertInto('base_authorize')
        .values({
          id: newId(),
          item_type: 'resource',
          item_id: schemes.find((s) => s.en_code === scheme)!.id,
          object_type: 'Role',
          object_id: await ctx.idByCode('base_role', role),
          created_at: Date.now(),
        })
        .execute();
    }
    app.services.access.invalidate();
    for (const account of Object.keys(token) as (keyof typeof token)[])
      token[account] = await ctx.signIn(account);
  });

  it('lets whoever may read the record reach its files, and nobody else', async () => {
    const paper = await storedFile('zhouba');
    const photo = await storedFile('zhouba');
    const saved = await save(token.zhouba, {
      title: 'Trip',
      papers: named(paper),
      items: [{ name: 'Taxi', photo: named(photo) }],
    });
    expect(saved.code, saved.msg).toBe(200);
    const owner = { belongs_kind: 'onlineDev', belongs_id: `${designId}:${saved.data!.id}` };
    expect(await belongs(paper)).toEqual(owner);
    expect(await belongs(photo)).toEqual(owner);
    for (const id of [paper, photo]) {
      expect(await reach(token.zhouba, id)).toEqual([200, 200]);
      // the menu with every record in scope
      expect(await reach(token.sunqi, id)).toEqual([200, 200]);
      // the menu, but only their own records; no menu at all
      expect(await reach(token.zhengshi, id)).toEqual([404, 404]);
      expect(await reach(token.lisi, id)).toEqual([404, 404]);
    }
  });

  it("refuses a record naming another user's file, in the user's language, and saves nothing", async () => {
    const theirs = await storedFile('sunqi');
    const before = await records();
    const main = await save(token.zhouba, { title: 'Borrowed', papers: named(theirs) });
    expect([main.code, main.msg]).toEqual([
      400,
      'Invalid attachment: only files you uploaded that nothing else uses can be attached',
    ]);
    const sub = await save(
      token.zhouba,
      { title: 'Borrowed', items: [{ photo: named(theirs) }] },
      undefined,
      zh,
    );
    expect([sub.code, sub.msg]).toEqual([400, '附件无效：只能添加自己上传且未被其他内容使用的文件']);
    // a made-up id and a file already attached to another record are refused the same way
    const own = await storedFile('zhouba');
    const first = await save(token.zhouba, { title: 'First', papers: named(own) });
    expect(first.code, first.msg).toBe(200);
    const again = await save(token.zhouba, { title: 'Second', papers: named(own) });
    expect(again.code).toBe(400);
    expect((await save(token.zhouba, { title: 'Ghost', papers: named('999999999') })).code).toBe(400);
    expect(await records()).toHaveLength(before.length + 1);
    expect(await belongs(theirs)).toEqual({ belongs_kind: null, belongs_id: null });
    expect(await reach(token.zhouba, theirs)).toEqual([404, 404]);
    // an update naming it is refused too
    const upd = await save(token.zhouba, { title: 'First', papers: named(theirs) }, first.data!.id);
    expect(upd.code).toBe(400);
    expect(await belongs(theirs)).toEqual({ belongs_kind: null, belongs_id: null });
  });

  it('detaches the files an update leaves out and those of a deleted record', async () => {
    const kept = await storedFile('zhouba');
    const dropped = await storedFile('zhouba');
    const added = await storedFile('zhouba');
    const saved = await save(token.zhouba, { title: 'Edit me', papers: [...named(kept), ...named(dropped)] });
    expect(saved.code, saved.msg).toBe(200);
    const recordId = saved.data!.id;
    const owner = { belongs_kind: 'onlineDev', belongs_id: `${designId}:${recordId}` };
    const updated = await save(
      token.zhouba,
      { title: 'Edited', papers: [...named(kept), ...named(added)] },
      recordId,
    );
    expect(updated.code, updated.msg).toBe(200);
    // the attachments follow the written update (a domain event)
    await expect.poll(() => belongs(dropped)).toEqual({ belongs_kind: null, belongs_id: null });
    await expect.poll(() => belongs(added)).toEqual(owner);
    expect(await belongs(kept)).toEqual(owner);
    expect(await reach(token.sunqi, dropped)).toEqual([404, 404]);
    expect(await reach(token.zhouba, dropped)).toEqual([200, 200]);
    expect(await reach(token.sunqi, added)).toEqual([200, 200]);
    const removed = await callAs(app, token.zhouba, {
      method: 'DELETE',
      url: `${ONLINE}/${designId}/${recordId}`,
    });
    expect(removed.code, removed.msg).toBe(200);
    await expect.poll(() => belongs(kept)).toEqual({ belongs_kind: null, belongs_id: null });
    expect(await belongs(added)).toEqual({ belongs_kind: null, belongs_id: null });
    expect(await reach(token.sunqi, kept)).toEqual([404, 404]);
    expect(await reach(token.zhouba, kept)).toEqual([200, 200]);
  });
});
