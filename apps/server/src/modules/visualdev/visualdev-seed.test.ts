import { checkColumnData, type OnlineDevConfig, type OnlineDevListAnswer } from '@tessera/shared';
import { importedExpenseClaim } from '@tessera/shared/form-model/fixtures/expense-claim';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { seedDatabase, seedWithServices } from '../../db/seed';
import { DEMO_DESIGN_ID } from '../../db/seed-data/menus';
import { EXAMPLE_COLUMN_DATA } from './visualdev.seed';

const ONLINE = '/api/visualdev/OnlineDev';

describeEachDialect('the seeded example design', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let reportBefore: unknown;

  const menu = (code: string) =>
    ctx.db
      .selectFrom('base_module')
      .selectAll()
      .where('en_code', '=', code)
      .where('deleted_at', 'is', null)
      .executeTakeFirstOrThrow();
  const list = () =>
    callAs<OnlineDevListAnswer>(app, admin, {
      method: 'POST',
      url: `${ONLINE}/${DEMO_DESIGN_ID}/List`,
      payload: { currentPage: 1, pageSize: 20 },
      headers: { 'accept-language': 'zh-CN' },
    });
  /** Every row count the example touches. */
  const counts = async () => {
    const count = async (table: 'base_visual_dev' | 'base_visual_release' | 'base_module') =>
      Number(
        (
          await ctx.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const demo = (await menu('extend.demoForm')).id;
    const resources = await Promise.all(
      (['base_module_button', 'base_module_column', 'base_module_form', 'base_module_scheme'] as const).map(
        async (t) =>
          (
            await ctx.db
              .selectFrom(t)
              .select(['en_code', 'enabled_mark'])
              .where('module_id', '=', demo)
              .orderBy('en_code')
              .execute()
          ).map((r) => `${r.en_code}:${r.enabled_mark}`),
      ),
    );
    return {
      designs: await count('base_visual_dev'),
      versions: await count('base_visual_release'),
      menus: await count('base_module'),
      rows: (await list()).data.pagination.total,
      resources,
    };
  };

  beforeAll(async () => {
    app = ctx.app;
    reportBefore = await menu('extend.demoReport');
    await seedWithServices(app.services);
    admin = await ctx.signIn('admin');
  });

  it('the list design is a valid one of the §8 claim', () => {
    expect(checkColumnData(EXAMPLE_COLUMN_DATA, importedExpenseClaim())).toEqual([]);
  });

  it('answers the released configuration: form and list, with the list design', async () => {
    const res = await callAs<OnlineDevConfig>(app, admin, { url: `${ONLINE}/${DEMO_DESIGN_ID}/Config` });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.webType).toBe(2);
    const columns = JSON.parse(res.data.columnData!) as {
      columnList: { prop: string }[];
      btnsList: unknown[];
    };
    expect(columns.columnList.map((c) => c.prop)).toEqual([
      'claim_no',
      'title',
      'applicant',
      'claim_date',
      'dept_id',
      'total_amount',
      'tableField109-reason',
      'tableField109-amount',
    ]);
    expect(JSON.parse(res.data.formData!)).toMatchObject({ fields: expect.any(Array) });
    expect(res.data.formData).not.toContain('exp_claim');
    const version = await ctx.db
      .selectFrom('base_visual_release')
      .select('table_json')
      .where('visual_dev_id', '=', DEMO_DESIGN_ID)
      .executeTakeFirstOrThrow();
    const tables = JSON.parse(version.table_json) as {
      main: { name: string };
      subTables: { table: { name: string } }[];
    };
    expect([tables.main.name, ...tables.subTables.map((t) => t.table.name)]).toEqual([
      'dyn_demoexpenseclaim',
      expect.stringMatching(/^dyn_demoexpenseclaim_/),
    ]);
  });

  it('was released onto the seeded menu, which keeps its id and gets the design resources', async () => {
    const demo = await menu('extend.demoForm');
    expect(demo.type).toBe(3);
    expect(JSON.parse(String(demo.property_json))).toMatchObject({ moduleId: DEMO_DESIGN_ID, webType: 2 });
    const buttons = await ctx.db
      .selectFrom('base_module_button')
      .select(['en_code', 'enabled_mark'])
      .where('module_id', '=', demo.id)
      .execute();
    const on = buttons.filter((b) => Number(b.enabled_mark) === 1).map((b) => b.en_code);
    expect(on).toEqual(
      expect.arrayContaining([
        'btn_add',
        'btn_edit',
        'btn_remove',
        'btn_detail',
        'btn_download',
        'btn_upload',
        'btn_batchRemove',
      ]),
    );
    const columns = await ctx.db
      .selectFrom('base_module_column')
      .select('en_code')
      .where('module_id', '=', demo.id)
      .where('enabled_mark', '=', 1)
      .execute();
    expect(columns.map((c) => c.en_code).sort()).toEqual(
      [
        'applicant',
        'claim_date',
        'claim_no',
        'dept_id',
        'title',
        'total_amount',
        'tableField109-reason',
        'tableField109-amount',
      ].sort(),
    );
    const forms = await ctx.db
      .selectFrom('base_module_form')
      .select('en_code')
      .where('module_id', '=', demo.id)
      .where('enabled_mark', '=', 1)
      .execute();
    expect(forms.map((f) => f.en_code)).toEqual(expect.arrayContaining(['claim_no', 'tableField109-amount']));
  });

  it('lists the seeded claims to the administrator with display values and sub-rows', async () => {
    const res = await list();
    expect(res.code, res.msg).toBe(200);
    expect(res.data.pagination.total).toBe(4);
    const rows = res.data.list;
    const trip = rows.find((r) => r.title === '上海客户拜访差旅费')!;
    expect(trip).toBeDefined();
    expect(String(trip.claim_no)).toMatch(/^BX\d{8}\d{3}$/);
    expect(trip.applicant).toBe('张三');
    // the department's name, not its id
    expect(String(trip.dept_id)).toMatch(/\p{Script=Han}/u);
    expect(Number(trip.total_amount)).toBe(2153.5);
    const items = trip.tableField109 as Record<string, unknown>[];
    expect(items).toHaveLength(3);
    expect(items.map((i) => i.reason)).toEqual(expect.arrayContaining(['高铁往返', '酒店两晚', '市内交通']));
    // newest claim first (the default sort)
    expect(rows[0]!.title).toBe('新员工欢迎晚餐');
  });

  it('leaves the report example menu as it was', async () => {
    expect(await menu('extend.demoReport')).toEqual(reportBefore);
  });

  it('changes nothing when the seed runs again', async () => {
    const before = await counts();
    await seedDatabase(ctx.db);
    await seedWithServices(app.services);
    expect(await counts()).toEqual(before);
    expect(before.rows).toBe(4);
  });
});
