import type { ResourceItem, SchemeItem, SystemItem } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';

const SYSTEM = '/api/system/System';
const record = { sortCode: 0, enabledMark: 1 };

describeEachDialect('systems and menu resources', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let mainId = '';
  let menuId = '';
  let otherMenuId = '';
  const call = <T = unknown>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    callAs<T>(app, admin, {
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { 'accept-language': 'en' },
    });

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    const id = async (table: 'base_system' | 'base_module', enCode: string) =>
      (await ctx.db.selectFrom(table).select('id').where('en_code', '=', enCode).executeTakeFirstOrThrow())
        .id;
    mainId = await id('base_system', 'mainSystem');
    menuId = await id('base_module', 'system.notice');
    otherMenuId = await id('base_module', 'system.log');
  });

  it('creates, lists, edits, toggles and deletes a system; the code is free again afterwards', async () => {
    const res = await call<{ id: string }>('POST', SYSTEM, {
      fullName: '业务系统',
      enCode: 'bizSys',
      icon: 'icon-ym icon-ym-x',
      ...record,
    });
    expect(res.code, res.msg).toBe(200);
    const url = `${SYSTEM}/${res.data.id}`;
    const list = await call<{ list: SystemItem[] }>('GET', SYSTEM);
    expect(list.data.list.map((s) => s.enCode)).toEqual(expect.arrayContaining(['mainSystem', 'bizSys']));
    expect(
      (await call<{ list: SystemItem[] }>('GET', `${SYSTEM}?keyword=BIZ`)).data.list.map((s) => s.enCode),
    ).toEqual(['bizSys']);
    expect((await call('PUT', url, { fullName: '业务系统二', enCode: 'bizSys2', ...record })).code).toBe(200);
    expect((await call<SystemItem>('GET', url)).data).toMatchObject({
      fullName: '业务系统二',
      enCode: 'bizSys2',
      isMain: 0,
    });
    expect((await call('PUT', `${url}/Actions/State`)).code).toBe(200);
    expect((await call<SystemItem>('GET', url)).data.enabledMark).toBe(0);
    expect((await call('POST', SYSTEM, { fullName: '重复', enCode: 'bizSys2', ...record })).msg).toBe(
      'The code is already in use: bizSys2',
    );
    expect((await call('POST', SYSTEM, { fullName: '坏', enCode: 'a..b', ...record })).code).toBe(400);
    expect((await call('DELETE', url)).code).toBe(200);
    expect((await call('GET', url)).code).toBe(404);
    const again = await call<{ id: string }>('POST', SYSTEM, {
      fullName: '业务系统',
      enCode: 'bizSys2',
      ...record,
    });
    expect(again.code, again.msg).toBe(200);
    expect((await call('DELETE', `${SYSTEM}/${again.data.id}`)).code).toBe(200);
  });

  it('never deletes, disables or recodes the main system', async () => {
    const url = `${SYSTEM}/${mainId}`;
    const protectedMsg = 'The main system cannot be deleted, disabled or recoded';
    expect((await call('DELETE', url)).msg).toBe(protectedMsg);
    expect((await call('PUT', `${url}/Actions/State`)).msg).toBe(protectedMsg);
    expect(
      (await call('PUT', url, { fullName: '主系统', enCode: 'mainSystem', sortCode: 0, enabledMark: 0 })).msg,
    ).toBe(protectedMsg);
    expect((await call('PUT', url, { fullName: '主系统', enCode: 'main2', ...record })).msg).toBe(
      protectedMsg,
    );
    const renamed = await call('PUT', url, { fullName: '平台主系统', enCode: 'mainSystem', ...record });
    expect(renamed.code).toBe(200);
    expect((await call<SystemItem>('GET', url)).data).toMatchObject({
      fullName: '平台主系统',
      enabledMark: 1,
      isMain: 1,
    });
  });

  it('adds, lists, edits and deletes buttons, columns and form fields with per-kind codes', async () => {
    const kinds = [
      {
        base: '/api/system/ModuleButton',
        good: 'btn_export',
        bad: ['export', 'btn-x', 'btn_', 'btn_a b'],
        badMsg: /starts with btn_/,
      },
      {
        base: '/api/system/ModuleColumn',
        good: 'createTime',
        bad: ['1a', '_a', 'a.b', 'a b'],
        badMsg: /starting with a letter/,
      },
      {
        base: '/api/system/ModuleForm',
        good: 'table1-field_a',
        bad: ['1a', 'a-', 'a--b', 'a;drop'],
        badMsg: /starting with a letter/,
      },
    ];
    for (const kind of kinds) {
      const res = await call<{ id: string }>('POST', kind.base, {
        moduleId: menuId,
        fullName: '资源',
        enCode: kind.good,
        ...record,
      });
      expect(res.code, `${kind.base} ${res.msg}`).toBe(200);
      const listed = await call<{ list: ResourceItem[] }>('GET', `${kind.base}/${menuId}/List`);
      expect(listed.data.list.map((r) => r.enCode)).toContain(kind.good);
      const filtered = await call<{ list: ResourceItem[] }>(
        'GET',
        `${kind.base}/${menuId}/List?keyword=${kind.good.toUpperCase()}`,
      );
      expect(filtered.data.list.map((r) => r.enCode)).toEqual([kind.good]);
      for (const enCode of kind.bad)
        expect(
          (await call('POST', kind.base, { moduleId: menuId, fullName: '资源', enCode, ...record })).msg,
          enCode,
        ).toMatch(kind.badMsg);
      expect(
        (await call('POST', kind.base, { moduleId: menuId, fullName: '资源', enCode: kind.good, ...record }))
          .msg,
      ).toBe(`The code is already in use: ${kind.good}`);
      // The same code on another menu is fine: codes are unique within a menu.
      const other = await call<{ id: string }>('POST', kind.base, {
        moduleId: otherMenuId,
        fullName: '资源',
        enCode: kind.good,
        ...record,
      });
      expect(other.code, other.msg).toBe(200);
      expect(
        (
          await call('POST', kind.base, {
            moduleId: 'missing',
            fullName: '资源',
            enCode: kind.good,
            ...record,
          })
        ).code,
      ).toBe(404);
      const url = `${kind.base}/${res.data.id}`;
      const put = await call('PUT', url, {
        moduleId: otherMenuId,
        fullName: '改名',
        enCode: kind.good,
        ...record,
        enabledMark: 0,
      });
      expect(put.code, put.msg).toBe(200);
      expect((await call<ResourceItem>('GET', url)).data).toMatchObject({
        fullName: '改名',
        moduleId: menuId,
        enabledMark: 0,
      });
      expect((await call('DELETE', url)).code).toBe(200);
      expect((await call('GET', url)).code).toBe(404);
      expect((await call('DELETE', `${kind.base}/${other.data.id}`)).code).toBe(200);
    }
  });

  it('validates data schemes: all data, match logic and the condition', async () => {
    const base = '/api/system/ModuleDataAuthorizeScheme';
    const scheme = { moduleId: menuId, fullName: '本人数据', enCode: 'ownData', ...record };
    const condition = JSON.stringify({
      logic: 'and',
      rules: [{ field: 'creatorUserId', op: '==', value: '@userId' }],
    });
    const res = await call<{ id: string }>('POST', base, {
      ...scheme,
      allData: 0,
      matchLogic: 'or',
      conditionJson: condition,
    });
    expect(res.code, res.msg).toBe(200);
    expect((await call<SchemeItem>('GET', `${base}/${res.data.id}`)).data).toMatchObject({
      allData: 0,
      matchLogic: 'or',
      conditionJson: condition,
    });
    const invalid = 'The data permission condition is malformed';
    for (const conditionJson of [
      undefined,
      'not json',
      '{"logic":"and","rules":[]}',
      '{"rules":[{"field":"a;drop","op":"==","value":"x"}]}',
      '{"rules":[{"field":"a","op":"exec","value":"x"}]}',
      '{"rules":[{"field":"a","op":"==","value":"@password"}]}',
    ])
      expect(
        (await call('POST', base, { ...scheme, enCode: 'bad', allData: 0, conditionJson })).msg,
        conditionJson,
      ).toBe(invalid);
    expect(
      (await call('POST', base, { ...scheme, enCode: 'bad', matchLogic: 'xor', conditionJson: condition }))
        .code,
    ).toBe(401);
    const all = await call<{ id: string }>('POST', base, {
      ...scheme,
      enCode: 'everything',
      allData: 1,
      conditionJson: condition,
    });
    expect((await call<SchemeItem>('GET', `${base}/${all.data.id}`)).data).toMatchObject({
      allData: 1,
      conditionJson: null,
    });
    expect((await call('POST', base, { ...scheme, allData: 1 })).msg).toBe(
      'The code is already in use: ownData',
    );
    const list = await call<{ list: SchemeItem[] }>('GET', `${base}/${menuId}/List`);
    expect(list.data.list.map((s) => s.enCode)).toEqual(['ownData', 'everything']);
    expect((await call('PUT', `${base}/${res.data.id}`, { ...scheme, allData: 1 })).code).toBe(200);
    for (const id of [res.data.id, all.data.id])
      expect((await call('DELETE', `${base}/${id}`)).code).toBe(200);
  });

  it('refuses every route to zhangsan with 403', async () => {
    const zhangsan = await ctx.signIn('zhangsan');
    const menu = { parentId: '-1', systemId: mainId, type: 1, fullName: '目录', enCode: 'zsDir', ...record };
    const system = { fullName: '系统', enCode: 'zsSys', ...record };
    const resource = { moduleId: menuId, fullName: '按钮', enCode: 'btn_zs', ...record };
    const calls: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object }[] = [
      { method: 'GET', url: '/api/system/Menu' },
      { method: 'GET', url: `/api/system/Menu/ModuleBySystem/${mainId}` },
      { method: 'GET', url: `/api/system/Menu/Selector/0/${mainId}` },
      { method: 'POST', url: '/api/system/Menu', payload: menu },
      { method: 'GET', url: `/api/system/Menu/${menuId}` },
      { method: 'PUT', url: `/api/system/Menu/${menuId}`, payload: menu },
      { method: 'PUT', url: `/api/system/Menu/${menuId}/Actions/State` },
      { method: 'DELETE', url: `/api/system/Menu/${menuId}` },
      { method: 'GET', url: SYSTEM },
      { method: 'POST', url: SYSTEM, payload: system },
      { method: 'GET', url: `${SYSTEM}/${mainId}` },
      { method: 'PUT', url: `${SYSTEM}/${mainId}`, payload: system },
      { method: 'PUT', url: `${SYSTEM}/${mainId}/Actions/State` },
      { method: 'DELETE', url: `${SYSTEM}/${mainId}` },
    ];
    for (const base of ['ModuleButton', 'ModuleColumn', 'ModuleForm', 'ModuleDataAuthorizeScheme'].map(
      (k) => `/api/system/${k}`,
    ))
      calls.push(
        { method: 'GET', url: `${base}/${menuId}/List` },
        { method: 'POST', url: base, payload: { ...resource, allData: 1 } },
        { method: 'GET', url: `${base}/x1` },
        { method: 'PUT', url: `${base}/x1`, payload: { ...resource, allData: 1 } },
        { method: 'DELETE', url: `${base}/x1` },
      );
    for (const c of calls) expect((await callAs(app, zhangsan, c)).code, `${c.method} ${c.url}`).toBe(403);
    expect(
      await ctx.db.selectFrom('base_module').select('id').where('en_code', '=', 'zsDir').execute(),
    ).toEqual([]);
  });
});
