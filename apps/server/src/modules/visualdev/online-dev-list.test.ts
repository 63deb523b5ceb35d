import type { OnlineDevListAnswer, OnlineDevRecordAnswer } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { createAndRelease } from '../../../test/helpers/online-dev';
import { readSheet } from '../../lib/excel';
import { newId } from '../../lib/ids';

const ONLINE = '/api/visualdev/OnlineDev';
const en = { 'accept-language': 'en' };
const zh = { 'accept-language': 'zh-CN' };
const tw = { 'accept-language': 'zh-TW' };

const widget = (jnpfKey: string, vModel: string, label: string, extra = {}, config = {}) => ({
  __config__: { jnpfKey, label, ...config },
  __vModel__: vModel,
  ...extra,
});

const FORM = JSON.stringify({
  fields: [
    widget('input', 'title', 'Title', {}, { required: true, unique: true }),
    widget('numInput', 'amount', 'Amount', { precision: 2 }),
    widget(
      'select',
      'status',
      'Status',
      {
        options: [
          { id: 'o', fullName: 'Open' },
          { id: 'c', fullName: 'Closed' },
        ],
        props: { label: 'fullName', value: 'id' },
      },
      { dataType: 'static' },
    ),
    widget('switch', 'done', 'Done', { activeTxt: 'Yes', inactiveTxt: 'No' }),
    widget('createUser', 'creator', 'Creator'),
    {
      __config__: {
        jnpfKey: 'table',
        label: 'Items',
        children: [
          widget('input', 'name', 'Item name', {}, { unique: true, required: true }),
          widget('numInput', 'cost', 'Cost', { precision: 2 }),
        ],
      },
      __vModel__: 'items',
    },
  ],
});

const COLUMNS = JSON.stringify({
  type: 1,
  pageSize: 20,
  columnList: ['title', 'amount', 'status', 'done', 'creator', 'items-name'].map((prop) => ({
    prop,
    label: prop,
  })),
  searchList: [
    { prop: 'title', searchType: 2, isKeyword: true },
    { prop: 'amount', searchType: 3 },
    { prop: 'status', searchType: 1 },
  ],
  btnsList: [{ value: 'add' }, { value: 'batchRemove' }, { value: 'download' }],
  columnBtnsList: [{ value: 'edit' }, { value: 'remove' }, { value: 'detail' }],
  useBtnPermission: true,
  useColumnPermission: true,
  useFormPermission: true,
  useDataPermission: true,
});

describeEachDialect('online development list runtime', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let lisi = '';
  let designId = '';
  let menuCode = '';
  let adminRow = '';
  let lisiRow = '';

  const list = (token: string, body: Record<string, unknown>, headers = en) =>
    callAs<OnlineDevListAnswer>(app, token, {
      method: 'POST',
      url: `${ONLINE}/${designId}/List`,
      payload: body,
      headers,
    });
  const save = (token: string, data: unknown) =>
    callAs<{ id: string }>(app, token, {
      method: 'POST',
      url: `${ONLINE}/${designId}`,
      payload: { data: JSON.stringify(data) },
      headers: en,
    });
  const update = (token: string, id: string, data: unknown, headers = en) =>
    callAs(app, token, {
      method: 'PUT',
      url: `${ONLINE}/${designId}/${id}`,
      payload: { data: JSON.stringify(data) },
      headers,
    });
  const read = (token: string, id: string, suffix = '') =>
    callAs<OnlineDevRecordAnswer>(app, token, { url: `${ONLINE}/${designId}/${id}${suffix}`, headers: en });
  const mainRow = async (id: string) =>
    (
      await sql<Record<string, unknown>>`select * from ${sql.table('dyn_od_claim')} where id = ${id}`.execute(
        ctx.db,
      )
    ).rows[0];
  const grant = async (roleId: string, type: string, ids: string[]) => {
    await ctx.db
      .insertInto('base_authorize')
      .values(
        ids.map((id) => ({
          id: newId(),
          item_type: type,
          item_id: id,
          object_type: 'Role',
          object_id: roleId,
          created_at: Date.now(),
        })),
      )
      .execute();
    app.services.access.invalidate();
  };

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    ({ designId, menuCode } = await createAndRelease(ctx, admin, {
      fullName: 'Claims',
      enCode: 'od_claim',
      formData: FORM,
      columnData: COLUMNS,
    }));

    // lisi holds the menu and its buttons, the "created by me" scheme, and every column and form
    // field but the amount
    lisi = await ctx.signIn('lisi');
    const lisiId = (await ctx.userRow('lisi')).id;
    const role = await ctx.db
      .selectFrom('base_user_relation')
      .select('object_id')
      .where('user_id', '=', lisiId)
      .where('object_type', '=', 'Role')
      .executeTakeFirstOrThrow();
    const roleCode = (
      await ctx.db
        .selectFrom('base_role')
        .select('en_code')
        .where('id', '=', role.object_id)
        .executeTakeFirstOrThrow()
    ).en_code;
    await ctx.grantMenu(roleCode, menuCode);
    const menuId = await ctx.idByCode('base_module', menuCode);
    const ofMenu = async (table: 'base_module_column' | 'base_module_form' | 'base_module_scheme') =>
      ctx.db.selectFrom(table).select(['id', 'en_code']).where('module_id', '=', menuId).execute();
    await grant(
      role.object_id,
      'column',
      (await ofMenu('base_module_column')).filter((r) => r.en_code !== 'amount').map((r) => r.id),
    );
    await grant(
      role.object_id,
      'form',
      (await ofMenu('base_module_form')).filter((r) => r.en_code !== 'amount').map((r) => r.id),
    );
    await grant(
      role.object_id,
      'resource',
      (await ofMenu('base_module_scheme')).filter((r) => r.en_code === 'jnpf_own').map((r) => r.id),
    );

    for (const [i, title] of ['Alpha trip', 'Beta trip', 'Gamma dinner'].entries()) {
      const res = await save(admin, {
        title,
        amount: (i + 1) * 10,
        status: i % 2 ? 'c' : 'o',
        done: i === 0 ? 1 : 0,
        items: [{ name: `${title} taxi`, cost: 1 }],
      });
      expect(res.code, res.msg).toBe(200);
      if (i === 0) adminRow = res.data.id;
    }
    const mine = await save(lisi, { title: 'Lisi lunch', amount: 7, status: 'o', items: [{ name: 'Soup' }] });
    expect(mine.code, mine.msg).toBe(200);
    lisiRow = mine.data.id;
  });

  describe('list', () => {
    it('answers a page of display values with sub-table rows, searched and sorted', async () => {
      const res = await list(admin, {
        currentPage: 1,
        pageSize: 20,
        sidx: '-amount',
        queryJson: JSON.stringify({ status: 'o', amount: [5, 40] }),
      });
      expect(res.code, res.msg).toBe(200);
      expect(res.data.pagination).toEqual({ currentPage: 1, pageSize: 20, total: 3 });
      expect(res.data.list.map((r) => r.title)).toEqual(['Gamma dinner', 'Alpha trip', 'Lisi lunch']);
      const alpha = res.data.list[1]!;
      expect(alpha).toMatchObject({ id: adminRow, status: 'Open', done: 'Yes' });
      expect(String(alpha.creator)).toMatch(/\/admin$/);
      expect((alpha.items as { name: string }[]).map((r) => r.name)).toEqual(['Alpha trip taxi']);
      const keyword = await list(admin, { keyword: 'trip', sidx: 'title' });
      expect(keyword.data.list.map((r) => r.title)).toEqual(['Alpha trip', 'Beta trip']);
      const advanced = await list(admin, {
        superQueryJson: JSON.stringify({
          matchLogic: 'or',
          conditionList: [
            { logic: 'and', groups: [{ field: 'title', symbol: 'notLike', fieldValue: 'trip' }] },
            { logic: 'and', groups: [{ field: 'items-name', symbol: '==', fieldValue: 'Beta trip taxi' }] },
          ],
        }),
        sidx: 'title',
      });
      expect(advanced.code, advanced.msg).toBe(200);
      expect(advanced.data.list.map((r) => r.title)).toEqual(['Beta trip', 'Gamma dinner', 'Lisi lunch']);
    });

    it('answers a scoped user only their rows, without the columns they may not see', async () => {
      const res = await list(lisi, { currentPage: 1, pageSize: 20 });
      expect(res.code, res.msg).toBe(200);
      expect(res.data.list.map((r) => r.id)).toEqual([lisiRow]);
      expect(res.data.list[0]).not.toHaveProperty('amount');
      expect(res.data.list[0]).toHaveProperty('title', 'Lisi lunch');
    });

    it('refuses fields, symbols, values and page sizes the model does not allow, in every language', async () => {
      const cases: [Record<string, unknown>, RegExp][] = [
        [{ queryJson: JSON.stringify({ ghost: 1 }) }, /ghost/],
        [{ queryJson: '{not json' }, /queryJson/],
        [{ sidx: '-ghost' }, /ghost/],
        [{ sidx: 'items-name' }, /cannot be sorted/],
        [
          {
            superQueryJson: JSON.stringify({
              conditionList: [{ groups: [{ field: 'ghost', symbol: '==', fieldValue: 1 }] }],
            }),
          },
          /ghost/,
        ],
        [
          {
            superQueryJson: JSON.stringify({
              conditionList: [{ groups: [{ field: 'title', symbol: 'regexp', fieldValue: '.*' }] }],
            }),
          },
          /symbol: regexp/,
        ],
        [
          {
            superQueryJson: JSON.stringify({
              conditionList: [{ groups: [{ field: 'amount', symbol: '>', fieldValue: 'lots' }] }],
            }),
          },
          /amount has the wrong type/,
        ],
        [{ queryJson: JSON.stringify({ title: { $ne: 1 } }) }, /title has the wrong type/],
        [{ queryJson: JSON.stringify({ amount: 'abc' }) }, /amount has the wrong type/],
        [
          {
            superQueryJson: JSON.stringify({
              conditionList: [{ groups: [{ field: 'amount', symbol: 'between', fieldValue: [1, 2, 3] }] }],
            }),
          },
          /amount has the wrong type/,
        ],
        [{ superQueryJson: JSON.stringify({ matchLogic: 'xor', conditionList: [] }) }, /superQueryJson/],
        [{ pageSize: 0 }, /page size must be between 1 and 10000/],
        [{ pageSize: -1 }, /page size/],
        [{ pageSize: 1e9 }, /page size/],
        [{ pageSize: 'ten' }, /page size/],
        [{ currentPage: 0 }, /page number/],
      ];
      for (const [body, message] of cases) {
        const res = await list(admin, body);
        expect(res.code, JSON.stringify(body)).toBe(400);
        expect(res.msg, JSON.stringify(body)).toMatch(message);
      }
      expect((await list(admin, { pageSize: 0 }, zh)).msg).toBe('每页条数必须在1到10000之间');
      expect((await list(admin, { pageSize: 0 }, tw)).msg).toBe('每頁筆數必須在1到10000之間');
      expect((await list(admin, { sidx: 'ghost' }, zh)).msg).toBe('字段ghost不在该功能的表单中');
      expect((await list(admin, { sidx: 'ghost' }, tw)).msg).toBe('欄位ghost不在該功能的表單中');
    });
  });

  describe('records', () => {
    it('reads stored values and the detail display, hidden form fields left out', async () => {
      const raw = await read(admin, adminRow);
      expect(raw.code, raw.msg).toBe(200);
      expect(JSON.parse(raw.data.data)).toMatchObject({ title: 'Alpha trip', amount: 10, status: 'o' });
      const detail = await read(admin, adminRow, '/DataChange');
      expect(detail.code, detail.msg).toBe(200);
      expect(JSON.parse(detail.data.data)).toMatchObject({
        title: 'Alpha trip',
        status: 'Open',
        done: 'Yes',
      });
      const own = JSON.parse((await read(lisi, lisiRow)).data.data) as Record<string, unknown>;
      expect(own).toMatchObject({ title: 'Lisi lunch' });
      expect(own).not.toHaveProperty('amount');
    });

    it('updates with the create checks, keeps hidden fields and replaces the sub-table rows', async () => {
      const res = await update(lisi, lisiRow, {
        title: 'Lisi dinner',
        amount: 999,
        status: 'c',
        creator: 'forged',
        items: [{ name: 'Wine' }, { name: 'Bread', cost: 2 }],
      });
      expect(res.code, res.msg).toBe(200);
      const row = await mainRow(lisiRow);
      expect(row).toMatchObject({
        title: 'Lisi dinner',
        status: 'c',
        creator: (await ctx.userRow('lisi')).id,
      });
      expect(Number(row!.amount)).toBe(7);
      const detail = JSON.parse((await read(admin, lisiRow, '/DataChange')).data.data) as {
        items: { name: string }[];
      };
      expect(detail.items.map((r) => r.name)).toEqual(['Wine', 'Bread']);

      const required = await update(admin, adminRow, { title: '', items: [] });
      expect([required.code, required.msg]).toEqual([400, 'Title is required']);
      const taken = await update(admin, adminRow, { title: 'Beta trip', items: [] });
      expect([taken.code, taken.msg]).toEqual([400, 'Title must not repeat']);
      const twice = await update(admin, adminRow, {
        title: 'Alpha trip',
        items: [{ name: 'x' }, { name: 'x' }],
      });
      expect([twice.code, twice.msg]).toEqual([400, 'Item name must not repeat']);
      // its own value is no repeat
      const same = await update(admin, adminRow, { title: 'Alpha trip', amount: 11, items: [{ name: 'y' }] });
      expect(same.code, same.msg).toBe(200);
    });

    it('refuses a row outside the caller’s scope to read, detail, update, delete and batch delete', async () => {
      const before = await mainRow(adminRow);
      expect((await read(lisi, adminRow)).code).toBe(404);
      expect((await read(lisi, adminRow, '/DataChange')).code).toBe(404);
      const changed = await update(lisi, adminRow, { title: 'Hijacked', items: [] }, zh);
      expect([changed.code, changed.msg]).toEqual([404, '数据不存在或无权访问']);
      const removed = await callAs(app, lisi, {
        method: 'DELETE',
        url: `${ONLINE}/${designId}/${adminRow}`,
        headers: tw,
      });
      expect([removed.code, removed.msg]).toEqual([404, '資料不存在或無權存取']);
      const batch = await callAs(app, lisi, {
        method: 'POST',
        url: `${ONLINE}/batchDelete/${designId}`,
        payload: { ids: [lisiRow, adminRow] },
        headers: en,
      });
      expect([batch.code, batch.msg]).toEqual([404, 'The record does not exist or is not yours to see']);
      expect(await mainRow(adminRow)).toEqual(before);
      expect((await mainRow(lisiRow))!.deleted_at).toBeNull();
    });

    it('exports chosen columns of the page, everything or the selection, in scope and injection-safe', async () => {
      const injected = await save(admin, { title: '=1+2', amount: 5, items: [{ name: '@SUM(A1)' }] });
      expect(injected.code, injected.msg).toBe(200);
      const exportAs = (token: string, body: Record<string, unknown>, headers = en) =>
        callAs<{ name: string; url: string; exported: number }>(app, token, {
          method: 'POST',
          url: `${ONLINE}/${designId}/Actions/ExportData`,
          payload: body,
          headers,
        });
      const sheetOf = async (token: string, url: string) => {
        const res = await app.inject({ method: 'GET', url, headers: { authorization: token } });
        expect(res.statusCode).toBe(200);
        const rows = await readSheet(res.rawPayload);
        // the reader pads rows to its column cap
        return rows.map((r) => {
          const cells = [...r];
          while (cells.length && cells[cells.length - 1] === '') cells.pop();
          return cells;
        });
      };
      const all = await exportAs(admin, {
        dataType: 1,
        selectKey: ['title', 'amount', 'status', 'items-name'],
        sidx: 'title',
      });
      expect(all.code, all.msg).toBe(200);
      const sheet = await sheetOf(admin, all.data.url);
      expect(sheet[0]).toEqual([
        'Title(title)',
        'Amount(amount)',
        'Status(status)',
        'Items-Item name(items-name)',
      ]);
      expect(sheet.length - 1).toBe(all.data.exported);
      const titles = sheet.slice(1).map((r) => r[0]);
      expect(titles).toContain("'=1+2");
      expect(titles).not.toContain('=1+2');
      expect(sheet.slice(1).map((r) => r[3])).toContain("'@SUM(A1)");
      expect(sheet.find((r) => r[0] === 'Beta trip')).toEqual([
        'Beta trip',
        '20',
        'Closed',
        'Beta trip taxi',
      ]);
      // the current page, and the selected rows
      const page = await exportAs(admin, { dataType: 0, pageSize: 2, selectKey: ['title'], sidx: 'title' });
      expect((await sheetOf(admin, page.data.url)).slice(1)).toEqual([["'=1+2"], ['Alpha trip']]);
      const picked = await exportAs(admin, { dataType: 2, selectIds: [adminRow], selectKey: ['title'] });
      expect((await sheetOf(admin, picked.data.url)).slice(1)).toEqual([['Alpha trip']]);
      // a scoped user exports their own rows, never a hidden column nor a row out of scope
      const own = await exportAs(lisi, { dataType: 1, selectKey: ['title'] });
      expect(own.code, own.msg).toBe(200);
      expect((await sheetOf(lisi, own.data.url)).slice(1)).toEqual([['Lisi dinner']]);
      const hidden = await exportAs(lisi, { dataType: 1, selectKey: ['title', 'amount'] });
      expect([hidden.code, hidden.msg]).toEqual([
        400,
        'Your column permissions do not include amount: it cannot be searched, sorted or exported',
      ]);
      const outside = await exportAs(lisi, { dataType: 2, selectIds: [adminRow], selectKey: ['title'] }, zh);
      expect([outside.code, outside.msg]).toEqual([404, '数据不存在或无权访问']);
      // someone else's file is not theirs to download
      const stolen = await app.inject({ method: 'GET', url: all.data.url, headers: { authorization: lisi } });
      expect(stolen.json<{ code: number }>().code).toBe(400);
      const ghost = await exportAs(admin, { dataType: 1, selectKey: ['ghost'] }, tw);
      expect([ghost.code, ghost.msg]).toEqual([400, '欄位ghost不在該功能的表單中']);
      const none = await exportAs(admin, { dataType: 1, selectKey: [] });
      expect([none.code, none.msg]).toEqual([400, 'Choose the fields to export']);
      const size = await exportAs(admin, { dataType: 0, pageSize: 1e9, selectKey: ['title'] });
      expect(size.code).toBe(400);
    });

    it('deletes and batch deletes rows in scope with their sub-table rows', async () => {
      const empty = await callAs(app, admin, {
        method: 'POST',
        url: `${ONLINE}/batchDelete/${designId}`,
        payload: { ids: [] },
        headers: en,
      });
      expect([empty.code, empty.msg]).toEqual([400, 'Choose between 1 and 1000 records to delete']);
      const many = await callAs(app, admin, {
        method: 'POST',
        url: `${ONLINE}/batchDelete/${designId}`,
        payload: { ids: Array.from({ length: 1001 }, (_, i) => `id${i}`) },
        headers: zh,
      });
      expect([many.code, many.msg]).toEqual([400, '请选择1到1000条要删除的数据']);
      const one = await callAs(app, lisi, { method: 'DELETE', url: `${ONLINE}/${designId}/${lisiRow}` });
      expect(one.code, one.msg).toBe(200);
      expect((await mainRow(lisiRow))!.deleted_at).not.toBeNull();
      const kids = await sql<{ deleted_at: unknown }>`select deleted_at from ${sql.table(
        'dyn_od_claim_items',
      )} where parent_id = ${lisiRow}`.execute(ctx.db);
      expect(kids.rows.every((k) => k.deleted_at !== null)).toBe(true);
      const all = await list(admin, {});
      const batch = await callAs(app, admin, {
        method: 'POST',
        url: `${ONLINE}/batchDelete/${designId}`,
        payload: { ids: all.data.list.map((r) => r.id) },
      });
      expect(batch.code, batch.msg).toBe(200);
      expect((await list(admin, {})).data.pagination.total).toBe(0);
    });
  });
});
