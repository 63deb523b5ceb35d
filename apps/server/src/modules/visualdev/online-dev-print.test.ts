import type { PrintDevDataResult } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { printDevBody } from '../../../test/helpers/fixtures';
import { callAs } from '../../../test/helpers/http';
import { createAndRelease } from '../../../test/helpers/online-dev';
import { newId } from '../../lib/ids';

const ONLINE = '/api/visualdev/OnlineDev';
const PRINT = '/api/system/printDev';
const en = { 'accept-language': 'en' };

const widget = (jnpfKey: string, vModel: string, label: string, config = {}) => ({
  __config__: { jnpfKey, label, ...config },
  __vModel__: vModel,
});

const FORM = JSON.stringify({
  fields: [
    widget('input', 'title', 'Title', { required: true }),
    widget('numInput', 'amount', 'Amount'),
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

const COLUMNS = JSON.stringify({
  columnList: ['title', 'amount', 'items-name'].map((prop) => ({ prop, label: prop })),
  btnsList: [{ value: 'add' }, { value: 'download' }, { value: 'batchPrint' }],
  columnBtnsList: [{ value: 'detail' }],
  useBtnPermission: true,
  useColumnPermission: true,
  useFormPermission: true,
  useDataPermission: true,
});

/**
 * Print data and export of a generated page's records (rulings 3, issue 18): a print template
 * naming the page's menu prints only records in the caller's data scope of that menu, without the
 * fields the caller's form permissions hide; the export refuses the same rows and columns.
 */
describeEachDialect('online development print and export permissions', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let lisi = '';
  let designId = '';
  let menuCode = '';
  let templateId = '';
  let adminRow = '';
  let lisiRow = '';

  const save = async (token: string, data: unknown) => {
    const res = await callAs<{ id: string }>(app, token, {
      method: 'POST',
      url: `${ONLINE}/${designId}`,
      payload: { data: JSON.stringify(data) },
      headers: en,
    });
    expect(res.code, res.msg).toBe(200);
    return res.data.id;
  };
  const print = (token: string, formId: string) =>
    callAs<PrintDevDataResult | null>(app, token, {
      url: `${PRINT}/Data`,
      query: { id: templateId, formId },
      headers: en,
    });

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    ({ designId, menuCode } = await createAndRelease(ctx, admin, {
      fullName: 'Printed',
      enCode: 'od_print',
      formData: FORM,
      columnData: COLUMNS,
    }));

    // lisi holds the menu, the "created by me" scheme, and every form field and column but the
    // amount and the items' cost
    lisi = await ctx.signIn('lisi');
    const lisiId = (await ctx.userRow('lisi')).id;
    const role = await ctx.db
      .selectFrom('base_user_relation')
      .innerJoin('base_role', 'base_role.id', 'base_user_relation.object_id')
      .select(['base_role.id', 'base_role.en_code'])
      .where('base_user_relation.user_id', '=', lisiId)
      .where('base_user_relation.object_type', '=', 'Role')
      .executeTakeFirstOrThrow();
    await ctx.grantMenu(role.en_code, menuCode);
    const menuId = await ctx.idByCode('base_module', menuCode);
    const granted = async (
      table: 'base_module_column' | 'base_module_form' | 'base_module_scheme',
      type: string,
      keep: (code: string) => boolean,
    ) => {
      const rows = await ctx.db
        .selectFrom(table)
        .select(['id', 'en_code'])
        .where('module_id', '=', menuId)
        .execute();
      const ids = rows.filter((r) => keep(r.en_code)).map((r) => r.id);
      await ctx.db
        .insertInto('base_authorize')
        .values(
          ids.map((id) => ({
            id: newId(),
            item_type: type,
            item_id: id,
            object_type: 'Role',
            object_id: role.id,
            created_at: Date.now(),
          })),
        )
        .execute();
    };
    const shown = (code: string) => code !== 'amount' && code !== 'items-cost';
    await granted('base_module_column', 'column', shown);
    await granted('base_module_form', 'form', shown);
    await granted('base_module_scheme', 'resource', (code) => code === 'jnpf_own');
    app.services.access.invalidate();

    adminRow = await save(admin, { title: 'Admin trip', amount: 30, items: [{ name: 'Taxi', cost: 3 }] });
    lisiRow = await save(lisi, { title: 'Lisi lunch', items: [{ name: 'Soup' }] });
    const template = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: PRINT,
      payload: printDevBody({
        fullName: 'Claim card',
        enCode: 'od_print_card',
        resourceCode: menuCode,
        printTemplate: '<p>{title} {amount}</p>',
        sqlTemplate: [
          { sql: 'select title, amount from dyn_od_print where id = @formId' },
          { sql: 'select name, cost from dyn_od_print_items where parent_id = @formId', table: 'items' },
        ],
      }),
      headers: en,
    });
    expect(template.code, template.msg).toBe(200);
    templateId = template.data.id;
  });

  it('offers the released menu as a print resource', async () => {
    const res = await callAs<{ list: { code: string; fullName: string }[] }>(app, admin, {
      url: `${PRINT}/Resources`,
    });
    expect(res.data.list.map((r) => r.code)).toContain(menuCode);
  });

  it('prints a record in the caller’s scope without the fields their form permissions hide', async () => {
    const own = await print(lisi, lisiRow);
    expect(own.code, own.msg).toBe(200);
    expect(own.data!.printData).toEqual({ title: 'Lisi lunch', items: [{ name: 'Soup' }] });
    // the administrator sees every field (numbers come back as the database gives them)
    const all = (await print(admin, adminRow)).data!.printData as Record<string, unknown>;
    expect([all.title, Number(all.amount)]).toEqual(['Admin trip', 30]);
    const items = all.items as Record<string, unknown>[];
    expect(items.map((r) => [r.name, Number(r.cost)])).toEqual([['Taxi', 3]]);
  });

  it('refuses to print a record outside the caller’s data scope, as a missing one', async () => {
    expect(await print(lisi, adminRow)).toMatchObject({ code: 404, data: null });
    expect(await print(lisi, 'no-such-record')).toMatchObject({ code: 404, data: null });
    // a user without the menu may not print its records at all
    const zhangsan = await ctx.signIn('zhangsan');
    expect((await print(zhangsan, adminRow)).code).toBe(403);
  });

  it('refuses to export a row outside the caller’s scope or a column they may not see', async () => {
    const exportAs = (body: Record<string, unknown>) =>
      callAs<{ url: string; exported: number }>(app, lisi, {
        method: 'POST',
        url: `${ONLINE}/${designId}/Actions/ExportData`,
        payload: body,
        headers: en,
      });
    const outside = await exportAs({ dataType: 2, selectIds: [lisiRow, adminRow], selectKey: ['title'] });
    expect([outside.code, outside.data]).toEqual([404, null]);
    const hidden = await exportAs({ dataType: 2, selectIds: [lisiRow], selectKey: ['title', 'amount'] });
    expect([hidden.code, hidden.msg]).toEqual([
      400,
      'Your column permissions do not include amount: it cannot be searched, sorted or exported',
    ]);
    const ok = await exportAs({ dataType: 1, selectKey: ['title', 'items-name'] });
    expect(ok.code, ok.msg).toBe(200);
    expect(ok.data.exported).toBe(1);
  });
});
