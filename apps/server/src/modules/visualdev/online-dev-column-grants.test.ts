import type { AdvancedQueryItem, OnlineDevListAnswer, VisualDevReleaseResult } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { newId } from '../../lib/ids';

// Column permissions bind what a user may search, filter, sort and export by (rulings 3, issue 18):
// a filter on a column they may not see would disclose its values.

const BASE = '/api/visualdev/Base';
const ONLINE = '/api/visualdev/OnlineDev';
const en = { 'accept-language': 'en' };

const widget = (jnpfKey: string, vModel: string, label: string, extra = {}) => ({
  __config__: { jnpfKey, label },
  __vModel__: vModel,
  ...extra,
});

const FORM = JSON.stringify({
  fields: [
    widget('input', 'title', 'Title'),
    widget('input', 'note', 'Note'),
    widget('numInput', 'amount', 'Amount', { precision: 2 }),
    widget('numInput', 'rank', 'Rank'),
    widget('switch', 'done', 'Done', { activeTxt: 'Yes', inactiveTxt: 'No' }),
    {
      __config__: {
        jnpfKey: 'table',
        label: 'Items',
        children: [widget('input', 'name', 'Item name'), widget('numInput', 'cost', 'Cost')],
      },
      __vModel__: 'items',
    },
  ],
});

/** Granted to lisi: title, rank, items-name; not granted: note, amount, done, items-cost. */
const GRANTED = new Set(['title', 'rank', 'items-name']);

const columns = (useColumnPermission: boolean) =>
  JSON.stringify({
    type: 2,
    treeDataSource: 'formField',
    treeRelation: 'done',
    pageSize: 20,
    columnList: ['title', 'note', 'amount', 'rank', 'done', 'items-name', 'items-cost'].map((prop) => ({
      prop,
      label: prop,
    })),
    searchList: [
      { prop: 'title', searchType: 2, isKeyword: true },
      { prop: 'note', searchType: 2, isKeyword: true },
      { prop: 'amount', searchType: 3 },
    ],
    defaultSortConfig: [{ field: 'amount', sort: 'desc' }],
    // the designer's fixed filter names a column lisi may not see
    ruleList: {
      matchLogic: 'and',
      conditionList: [{ logic: 'and', groups: [{ field: 'amount', symbol: '>', fieldValue: 0 }] }],
    },
    btnsList: [{ value: 'add' }, { value: 'download' }],
    useColumnPermission,
    // released menus authorise data: lisi is granted the all-data scheme
    useDataPermission: true,
  });

const superQuery = (field: string, symbol: string, fieldValue: unknown) =>
  JSON.stringify({
    matchLogic: 'and',
    conditionList: [{ logic: 'and', groups: [{ field, symbol, fieldValue }] }],
  });

describeEachDialect('column permissions bind search, filter, sort and export', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let lisi = '';
  const designs = { guarded: '', open: '' };
  let guardedMenu = '';

  const call = <T>(token: string, url: string, payload: object, headers = en) =>
    callAs<T>(app, token, { method: 'POST', url, payload, headers });
  const list = (token: string, design: string, body: object, headers = en) =>
    call<OnlineDevListAnswer>(
      token,
      `${ONLINE}/${design}/List`,
      { currentPage: 1, pageSize: 20, ...body },
      headers,
    );
  const exportAs = (token: string, design: string, body: object) =>
    call<{ exported: number }>(token, `${ONLINE}/${design}/Actions/ExportData`, { dataType: 1, ...body });

  /** Creates and releases a design; answers its id and its menu's code. */
  const release = async (enCode: string, useColumnPermission: boolean) => {
    const parentId = await ctx.idByCode('base_module', 'onlineDev');
    const created = await call<{ id: string }>(admin, BASE, {
      fullName: enCode,
      enCode,
      webType: 2,
      formData: FORM,
      columnData: columns(useColumnPermission),
    });
    expect(created.code, created.msg).toBe(200);
    const released = await call<VisualDevReleaseResult>(admin, `${BASE}/${created.data.id}/Actions/Release`, {
      pc: 1,
      app: 0,
      pcModuleParentId: [parentId],
      appModuleParentId: [],
    });
    expect(released.code, released.msg).toBe(200);
    return { id: created.data.id, menu: released.data.menus[0]!.enCode };
  };

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    lisi = await ctx.signIn('lisi');
    const lisiId = (await ctx.userRow('lisi')).id;
    const role = await ctx.db
      .selectFrom('base_user_relation')
      .innerJoin('base_role', 'base_role.id', 'base_user_relation.object_id')
      .select(['base_role.id', 'base_role.en_code'])
      .where('base_user_relation.user_id', '=', lisiId)
      .where('base_user_relation.object_type', '=', 'Role')
      .executeTakeFirstOrThrow();
    const guarded = await release('od_grants', true);
    const open = await release('od_grants_open', false);
    designs.guarded = guarded.id;
    designs.open = open.id;
    guardedMenu = await ctx.idByCode('base_module', guarded.menu);
    for (const m of [guarded.menu, open.menu]) await ctx.grantMenu(role.en_code, m);
    const granted = (
      await ctx.db
        .selectFrom('base_module_column')
        .select(['id', 'en_code'])
        .where('module_id', '=', guardedMenu)
        .execute()
    ).filter((r) => GRANTED.has(r.en_code));
    expect(granted).toHaveLength(GRANTED.size);
    const allData = await ctx.db
      .selectFrom('base_module_scheme')
      .innerJoin('base_module', 'base_module.id', 'base_module_scheme.module_id')
      .select('base_module_scheme.id')
      .where('base_module.en_code', 'in', [guarded.menu, open.menu])
      .where('base_module_scheme.en_code', '=', 'jnpf_alldata')
      .execute();
    expect(allData).toHaveLength(2);
    const items = [
      ...granted.map((r) => ({ type: 'column', id: r.id })),
      ...allData.map((r) => ({ type: 'resource', id: r.id })),
    ];
    await ctx.db
      .insertInto('base_authorize')
      .values(
        items.map((r) => ({
          id: newId(),
          item_type: r.type,
          item_id: r.id,
          object_type: 'Role',
          object_id: role.id,
          created_at: Date.now(),
        })),
      )
      .execute();
    app.services.access.invalidate();

    for (const design of [designs.guarded, designs.open])
      for (const [i, title] of ['Alpha', 'Beta', 'Gamma'].entries()) {
        const res = await call(admin, `${ONLINE}/${design}`, {
          data: JSON.stringify({
            title,
            note: `secret-${title}`,
            amount: (i + 1) * 10,
            rank: 3 - i,
            done: i === 0 ? 1 : 0,
            items: [{ name: `${title} taxi`, cost: i + 1 }],
          }),
        });
        expect(res.code, res.msg).toBe(200);
      }
  });

  it('refuses queryJson, superQueryJson and sidx on a column the user is not granted, in every language', async () => {
    const refused: [object, string][] = [
      [{ queryJson: JSON.stringify({ amount: [15, 100] }) }, 'amount'],
      [{ queryJson: JSON.stringify({ note: 'secret-Beta' }) }, 'note'],
      [{ superQueryJson: superQuery('amount', '>', 15) }, 'amount'],
      [{ superQueryJson: superQuery('items-cost', '==', 2) }, 'items-cost'],
      [{ superQueryJson: superQuery('done', 'notNull', null) }, 'done'],
      [{ sidx: '-note' }, 'note'],
      [{ sidx: 'title,done' }, 'done'],
    ];
    for (const [body, field] of refused) {
      const res = await list(lisi, designs.guarded, body);
      expect([res.code, res.msg], JSON.stringify(body)).toEqual([
        400,
        `Your column permissions do not include ${field}: it cannot be searched, sorted or exported`,
      ]);
    }
    const zh = await list(lisi, designs.guarded, { sidx: 'note' }, { 'accept-language': 'zh-CN' });
    expect(zh.msg).toBe('您没有字段note的列权限，不能按它查询、排序或导出');
    const tw = await list(lisi, designs.guarded, { sidx: 'note' }, { 'accept-language': 'zh-TW' });
    expect(tw.msg).toBe('您沒有欄位note的欄權限，不能依它查詢、排序或匯出');
    // a field the model does not have keeps its own message
    const ghost = await list(lisi, designs.guarded, { sidx: 'ghost' });
    expect(ghost.msg).toBe('The field ghost is not part of this form');
  });

  it('allows granted columns, the left tree, the fixed filter and the default sort', async () => {
    const titles = async (body: object) => {
      const res = await list(lisi, designs.guarded, body);
      expect(res.code, `${JSON.stringify(body)} ${res.msg}`).toBe(200);
      return res.data.list.map((r) => r.title);
    };
    // the designer's default sort (amount desc) and fixed filter (amount > 0) keep working
    expect(await titles({})).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await titles({ sidx: '-amount' })).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await titles({ sidx: 'rank' })).toEqual(['Gamma', 'Beta', 'Alpha']);
    expect(await titles({ sidx: '-title', queryJson: JSON.stringify({ title: 'a' }) })).toEqual([
      'Gamma',
      'Beta',
      'Alpha',
    ]);
    expect(await titles({ superQueryJson: superQuery('items-name', '==', 'Beta taxi') })).toEqual(['Beta']);
    expect(await titles({ superQueryJson: superQuery('rank', '>=', 2) })).toEqual(['Beta', 'Alpha']);
    // the left tree's node names its relation field (done), the designer's choice
    expect(await titles({ queryJson: JSON.stringify({ done: '1' }) })).toEqual(['Alpha']);
    // an empty value filters nothing, so it discloses nothing
    expect(await titles({ queryJson: JSON.stringify({ amount: [] }) })).toHaveLength(3);
    // the keyword box leaves out the keyword field lisi may not see (note)
    expect(await titles({ keyword: 'secret-Beta' })).toEqual([]);
    expect(await titles({ keyword: 'Beta' })).toEqual(['Beta']);
  });

  it('refuses a saved advanced-query plan on a column the user is not granted when applied', async () => {
    const saved = await call<{ id: string }>(lisi, '/api/system/AdvancedQuery', {
      fullName: 'big ones',
      moduleId: guardedMenu,
      matchLogic: 'and',
      conditionJson: JSON.stringify([
        { logic: 'and', groups: [{ field: 'amount', symbol: '>', fieldValue: 15 }] },
      ]),
    });
    expect(saved.code, saved.msg).toBe(200);
    const plan = (
      await callAs<AdvancedQueryItem>(app, lisi, { url: `/api/system/AdvancedQuery/${saved.data.id}` })
    ).data;
    const applied = JSON.stringify({
      matchLogic: plan.matchLogic,
      conditionList: JSON.parse(plan.conditionJson),
    });
    expect((await list(lisi, designs.guarded, { superQueryJson: applied })).code).toBe(400);
    expect((await list(admin, designs.guarded, { superQueryJson: applied })).data.list).toHaveLength(2);
  });

  it('refuses export columns and export filters the user is not granted', async () => {
    const hidden = await exportAs(lisi, designs.guarded, { selectKey: ['title', 'items-cost'] });
    expect([hidden.code, hidden.msg]).toEqual([
      400,
      'Your column permissions do not include items-cost: it cannot be searched, sorted or exported',
    ]);
    for (const body of [
      { selectKey: ['title'], queryJson: JSON.stringify({ amount: [15, 100] }) },
      { selectKey: ['title'], superQueryJson: superQuery('note', 'like', 'secret') },
      { selectKey: ['title'], dataType: 0, sidx: 'note' },
    ])
      expect((await exportAs(lisi, designs.guarded, body)).code, JSON.stringify(body)).toBe(400);
    const ok = await exportAs(lisi, designs.guarded, {
      selectKey: ['title', 'items-name'],
      superQueryJson: superQuery('rank', '>', 1),
      sidx: 'title',
    });
    expect([ok.code, ok.data?.exported], ok.msg).toEqual([200, 2]);
  });

  it('lets the administrator, and every user of a design without column permissions, use every field', async () => {
    const body = {
      sidx: '-note',
      queryJson: JSON.stringify({ amount: [15, 100] }),
      superQueryJson: superQuery('items-cost', '>=', 2),
    };
    for (const [token, design] of [
      [admin, designs.guarded],
      [admin, designs.open],
      [lisi, designs.open],
    ] as const) {
      const res = await list(token, design, body);
      expect(res.code, res.msg).toBe(200);
      expect(res.data.list.map((r) => r.title)).toEqual(['Gamma', 'Beta']);
      const file = await exportAs(token, design, { ...body, selectKey: ['title', 'note', 'items-cost'] });
      expect([file.code, file.data?.exported], file.msg).toEqual([200, 2]);
    }
  });
});
