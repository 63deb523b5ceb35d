import { DICTIONARY_IMPORT_MAX_BYTES, type DictionaryAllEntry, type DictionaryFile } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import type { KyselyPlugin, RootOperationNode } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { multipartBody } from '../files/test-files';
import { DictionaryIoService } from './dictionary-io.service';

const TYPES = '/api/system/DictionaryType';

const treeFile = (enCode: string): DictionaryFile => ({
  version: 1,
  type: { fullName: '导入字典', enCode, isTree: 1, sortCode: 0, enabledMark: 1, description: null },
  data: [
    { id: 'a', parentId: '0', fullName: '甲', enCode: 'a', isDefault: 0, sortCode: 1, enabledMark: 1 },
    { id: 'b', parentId: 'a', fullName: '乙', enCode: 'b', isDefault: 0, sortCode: 2, enabledMark: 1 },
    { id: 'c', parentId: 'b', fullName: '丙', enCode: 'c', isDefault: 0, sortCode: 3, enabledMark: 0 },
  ],
});

/** Fails the n-th insert into the item table, as a broken disk or a lost connection would. */
const failNthItemInsert = (n: number): KyselyPlugin => {
  let seen = 0;
  return {
    transformQuery({ node }) {
      const table = node.kind === 'InsertQueryNode' ? node.into?.table.identifier.name : undefined;
      if (table === 'base_dictionary_data' && ++seen === n) throw new Error('disk full');
      return node as RootOperationNode;
    },
    transformResult: async ({ result }) => result,
  };
};

describeEachDialect('dictionary export and import', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const upload = (name: string, bytes: Buffer, lang = 'en') => {
    const { payload, headers } = multipartBody(name, 'application/json', bytes);
    return callAs<{ id: string; count: number }>(app, admin, {
      method: 'POST',
      url: `${TYPES}/Action/Import`,
      payload,
      headers: { ...headers, 'accept-language': lang },
    });
  };
  const json = (value: unknown) => Buffer.from(JSON.stringify(value));
  const typeCount = async (enCode: string) =>
    (await ctx.db.selectFrom('base_dictionary_type').select('id').where('en_code', '=', enCode).execute())
      .length;

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
  });

  it('exports a type as a JSON file and imports it back under a new code', async () => {
    const sex = await ctx.db
      .selectFrom('base_dictionary_type')
      .select('id')
      .where('en_code', '=', 'sex')
      .executeTakeFirstOrThrow();
    const res = await app.inject({
      url: `${TYPES}/${sex.id}/Action/Export`,
      headers: { authorization: admin },
    });
    expect(res.headers['content-disposition']).toContain('sex.json');
    const file = res.json<DictionaryFile>();
    expect(file.type.enCode).toBe('sex');
    expect(file.data.map((d) => d.fullName)).toEqual(['男', '女', '保密']);

    const again = await upload('sex.json', json(file), 'zh');
    expect(again).toMatchObject({ code: 400, msg: '字典编码已存在：sex，未导入任何数据' });
    const copy = await upload('sex2.json', json({ ...file, type: { ...file.type, enCode: 'sexCopy' } }));
    expect(copy.code, copy.msg).toBe(200);
    expect(copy.data.count).toBe(3);
    expect(copy.msg).toBe('Imported, 3 items');
  });

  it('imports a tree with fresh ids and keeps the nesting', async () => {
    const res = await upload('tree.json', json(treeFile('importedTree')));
    expect(res.code, res.msg).toBe(200);
    const rows = await ctx.db
      .selectFrom('base_dictionary_data')
      .select(['id', 'parent_id', 'en_code', 'enabled_mark'])
      .where('dictionary_type_id', '=', res.data.id)
      .execute();
    const byCode = new Map(rows.map((r) => [r.en_code, r]));
    expect(byCode.get('a')?.id).not.toBe('a');
    expect(byCode.get('b')?.parent_id).toBe(byCode.get('a')?.id);
    expect(byCode.get('c')?.parent_id).toBe(byCode.get('b')?.id);
    const all = await callAs<{ list: DictionaryAllEntry[] }>(app, admin, {
      url: '/api/system/DictionaryData/All',
    });
    const entry = all.data.list.find((d) => d.enCode === 'importedTree')!;
    expect(entry.dictionaryList.map((d) => d.enCode)).toEqual(['a', 'b']);
  });

  it('refuses hostile files and imports nothing of them', async () => {
    const proto = Buffer.from(
      '{"version":1,"type":{"fullName":"坏","enCode":"protoDict","__proto__":{"isAdmin":true}},"data":[]}',
    );
    expect(await upload('p.json', proto)).toMatchObject({
      code: 400,
      msg: expect.stringContaining('__proto__'),
    });
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    const extra = json({ ...treeFile('extraDict'), owner: 'x' });
    expect((await upload('e.json', extra)).code).toBe(400);
    const duplicate = treeFile('dupDict');
    duplicate.data[2] = { ...duplicate.data[2]!, enCode: 'a' };
    expect(await upload('d.json', json(duplicate))).toMatchObject({
      code: 400,
      msg: 'The file repeats an item code: a',
    });
    const loop = treeFile('loopDict');
    loop.data[0] = { ...loop.data[0]!, parentId: 'c' };
    expect((await upload('l.json', json(loop))).code).toBe(400);
    const flat = { ...treeFile('flatDict'), type: { ...treeFile('flatDict').type, isTree: 0 as const } };
    expect((await upload('f.json', json(flat))).code).toBe(400);
    expect(await upload('x.txt', json(treeFile('txtDict')))).toMatchObject({ code: 400 });
    expect((await upload('bad.json', Buffer.from('{not json'))).code).toBe(400);
    const huge = Buffer.alloc(DICTIONARY_IMPORT_MAX_BYTES + 10, 0x20);
    expect(await upload('huge.json', huge)).toMatchObject({ code: 400, msg: 'The file must not exceed 1MB' });
    for (const code of ['protoDict', 'extraDict', 'dupDict', 'loopDict', 'flatDict', 'txtDict'])
      expect(await typeCount(code)).toBe(0);
  });

  it('leaves nothing behind when an insert fails half way', async () => {
    const broken = new DictionaryIoService(ctx.db.withPlugin(failNthItemInsert(2)), ctx.dialect);
    await expect(broken.import(json(treeFile('halfDict')), 'tester')).rejects.toThrow('disk full');
    expect(await typeCount('halfDict')).toBe(0);
    expect(
      await ctx.db.selectFrom('base_dictionary_data').select('id').where('en_code', '=', 'a').execute(),
    ).toHaveLength(1); // only the earlier import's item
  });
});
