import type { OnlineDevListAnswer, VisualDevReleaseResult } from '@tessera/shared';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';

// A released menu restricts rows to granted data schemes only when its design turns data
// permissions on (form-model.md §4): without them, whoever may open the menu sees every row.

const BASE = '/api/visualdev/Base';
const ONLINE = '/api/visualdev/OnlineDev';
const FORM = JSON.stringify({
  fields: [{ __config__: { jnpfKey: 'input', label: 'Title' }, __vModel__: 'title' }],
});
const columns = (useDataPermission: boolean) =>
  JSON.stringify({
    columnList: [{ prop: 'title', label: 'Title' }],
    btnsList: [{ value: 'add' }],
    useDataPermission,
  });

describeEachDialect('the data permission switch of a released list', (ctx) => {
  let admin = '';
  let lisi = '';
  let design = '';
  let parentId = '';

  const call = <T>(token: string, method: 'POST' | 'PUT', url: string, payload: object) =>
    callAs<T>(ctx.app, token, { method, url, payload });
  const titlesFor = async (token: string) => {
    const answer = await call<OnlineDevListAnswer>(token, 'POST', `${ONLINE}/${design}/List`, {
      currentPage: 1,
      pageSize: 20,
    });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data.list.map((r) => r.title);
  };
  const release = async () => {
    const released = await call<VisualDevReleaseResult>(admin, 'POST', `${BASE}/${design}/Actions/Release`, {
      pc: 1,
      app: 0,
      pcModuleParentId: [parentId],
      appModuleParentId: [],
    });
    expect(released.code, released.msg).toBe(200);
    return released.data.menus[0]!.enCode;
  };

  beforeAll(async () => {
    admin = await ctx.signIn('admin');
    lisi = await ctx.signIn('lisi');
    parentId = await ctx.idByCode('base_module', 'onlineDev');
    const created = await call<{ id: string }>(admin, 'POST', BASE, {
      fullName: 'od_data_switch',
      enCode: 'od_data_switch',
      webType: 2,
      formData: FORM,
      columnData: columns(false),
    });
    expect(created.code, created.msg).toBe(200);
    design = created.data.id;
    const menu = await release();
    const role = await ctx.db
      .selectFrom('base_user_relation')
      .innerJoin('base_role', 'base_role.id', 'base_user_relation.object_id')
      .select('base_role.en_code')
      .where('base_user_relation.user_id', '=', (await ctx.userRow('lisi')).id)
      .where('base_user_relation.object_type', '=', 'Role')
      .executeTakeFirstOrThrow();
    await ctx.grantMenu(role.en_code, menu);
    const saved = await call(admin, 'POST', `${ONLINE}/${design}`, {
      data: JSON.stringify({ title: 'by admin' }),
    });
    expect(saved.code, saved.msg).toBe(200);
  });

  it('shows every row to a user of the menu when the design has no data permissions', async () => {
    expect(await titlesFor(lisi)).toEqual(['by admin']);
  });

  it('restricts the rows to granted schemes once a new version turns data permissions on', async () => {
    const updated = await call(admin, 'PUT', `${BASE}/${design}`, {
      fullName: 'od_data_switch',
      enCode: 'od_data_switch',
      webType: 2,
      formData: FORM,
      columnData: columns(true),
    });
    expect(updated.code, updated.msg).toBe(200);
    await release();
    // no scheme of the menu is granted to lisi's role: no rows
    expect(await titlesFor(lisi)).toEqual([]);
    expect(await titlesFor(admin)).toEqual(['by admin']);
  });
});
