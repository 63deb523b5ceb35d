import type {
  ExcelFileLink,
  ExcelUploadResult,
  ImportPreview,
  ImportResult,
  OnlineImportRow,
} from '@tessera/shared';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { createAndRelease } from '../../../test/helpers/online-dev';
import { readSheet, writeSheet } from '../../lib/excel';
import { newId } from '../../lib/ids';
import { postFile } from '../files/test-files';

const ONLINE = '/api/visualdev/OnlineDev';
const en = { 'accept-language': 'en' };
const zh = { 'accept-language': 'zh-CN' };

const widget = (jnpfKey: string, vModel: string, label: string, extra = {}, config = {}) => ({
  __config__: { jnpfKey, label, ...config },
  __vModel__: vModel,
  ...extra,
});

const FORM = JSON.stringify({
  fields: [
    widget('billRule', 'code', 'Code', {}, { rule: 'PurchaseOrder' }),
    widget('input', 'title', 'Title', {}, { required: true, unique: true }),
    widget('numInput', 'amount', 'Amount', { precision: 2, min: 0 }),
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
    widget('datePicker', 'day', 'Day', { format: 'yyyy-MM-dd' }),
    widget('userSelect', 'owner', 'Owner', {}, { defaultCurrent: true }),
    widget('createUser', 'creator', 'Creator'),
    {
      __config__: {
        jnpfKey: 'table',
        label: 'Items',
        children: [
          widget('input', 'name', 'Item name', {}, { required: true }),
          widget('numInput', 'cost', 'Cost', { precision: 2 }),
        ],
      },
      __vModel__: 'items',
    },
  ],
});

const COLUMNS = JSON.stringify({
  type: 1,
  columnList: ['title', 'amount', 'status'].map((prop) => ({ prop, label: prop })),
  btnsList: [{ value: 'add' }, { value: 'upload' }],
  columnBtnsList: [{ value: 'edit' }],
  useBtnPermission: true,
  useFormPermission: true,
});

/** An xlsx as a user's spreadsheet program writes it: the texts as typed, never escaped. */
async function sheetFile(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('s');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The template's header (checked by the template test). */
const HEADER = [
  'Title(title)',
  'Amount(amount)',
  'Status(status)',
  'Done(done)',
  'Day(day)',
  'Owner(owner)',
  'Items-Item name(items-name)',
  'Items-Cost(items-cost)',
];

describeEachDialect('online development import', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let lisi = '';
  let designId = '';
  let menuId = '';
  let roleId = '';

  const upload = (token: string, bytes: Buffer, name = 'claims.xlsx', lang = 'en') =>
    postFile<ExcelUploadResult>(app, { url: `${ONLINE}/${designId}/Uploader`, token, name, bytes, lang });
  const preview = (token: string, fileName: string) =>
    callAs<ImportPreview<OnlineImportRow>>(app, token, {
      url: `${ONLINE}/${designId}/ImportPreview?fileName=${fileName}`,
      headers: en,
    });
  const importRows = (token: string, list: OnlineImportRow[], headers = en) =>
    callAs<ImportResult<OnlineImportRow>>(app, token, {
      method: 'POST',
      url: `${ONLINE}/${designId}/ImportData`,
      payload: { list },
      headers,
    });
  const fetchSheet = async (token: string, link: ExcelFileLink) => {
    const res = await app.inject({ url: link.url, headers: { authorization: token } });
    expect(res.statusCode).toBe(200);
    const rows = await readSheet(res.rawPayload);
    // trailing empty cells left out
    return rows.map((r) => r.slice(0, r.findLastIndex((c) => c !== '') + 1));
  };
  const stored = async (title: string) => {
    const main = (
      await sql<Record<string, unknown>>`select * from ${sql.table('dyn_od_import')}
        where title = ${title} and deleted_at is null`.execute(ctx.db)
    ).rows;
    const kids = main[0]
      ? (
          await sql<Record<string, unknown>>`select * from ${sql.table('dyn_od_import_items')}
            where parent_id = ${main[0].id} order by name`.execute(ctx.db)
        ).rows
      : [];
    return { main, kids };
  };
  const fullFlow = async (token: string, header: string[], rows: (string | number)[][]) => {
    const up = await upload(token, await sheetFile(header, rows));
    expect(up.code, up.msg).toBe(200);
    const seen = await preview(token, up.data.fileName);
    expect(seen.code, seen.msg).toBe(200);
    return seen.data;
  };

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    const released = await createAndRelease(ctx, admin, {
      fullName: 'Imports',
      enCode: 'od_import',
      formData: FORM,
      columnData: COLUMNS,
    });
    designId = released.designId;
    const menuCode = released.menuCode;
    menuId = await ctx.idByCode('base_module', menuCode);
    // lisi's role holds the menu with every button and every form field but the amount
    const lisiId = (await ctx.userRow('lisi')).id;
    roleId = (
      await ctx.db
        .selectFrom('base_user_relation')
        .select('object_id')
        .where('user_id', '=', lisiId)
        .where('object_type', '=', 'Role')
        .executeTakeFirstOrThrow()
    ).object_id;
    const roleCode = (
      await ctx.db
        .selectFrom('base_role')
        .select('en_code')
        .where('id', '=', roleId)
        .executeTakeFirstOrThrow()
    ).en_code;
    await ctx.grantMenu(roleCode, menuCode);
    const forms = await ctx.db
      .selectFrom('base_module_form')
      .select(['id', 'en_code'])
      .where('module_id', '=', menuId)
      .execute();
    await ctx.db
      .insertInto('base_authorize')
      .values(
        forms
          .filter((f) => f.en_code !== 'amount')
          .map((f) => ({
            id: newId(),
            item_type: 'form',
            item_id: f.id,
            object_type: 'Role',
            object_id: roleId,
            created_at: Date.now(),
          })),
      )
      .execute();
    app.services.access.invalidate();
    lisi = await ctx.signIn('lisi');
  });

  it('answers a template of the fields the caller may write, sub-table columns included', async () => {
    const res = await callAs<ExcelFileLink>(app, admin, {
      url: `${ONLINE}/${designId}/Template`,
      headers: en,
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.name).toBe('Imports-import-template.xlsx');
    expect(await fetchSheet(admin, res.data)).toEqual([HEADER]);
    // lisi may not write the amount: her template has no such column
    const hers = await callAs<ExcelFileLink>(app, lisi, {
      url: `${ONLINE}/${designId}/Template`,
      headers: zh,
    });
    expect(hers.data.name).toBe('Imports导入模板.xlsx');
    const [head] = await fetchSheet(lisi, hers.data);
    expect(head).toEqual(HEADER.filter((h) => h !== 'Amount(amount)'));
    // only its maker fetches a generated file
    const stolen = await app.inject({ url: res.data.url, headers: { authorization: lisi } });
    expect(stolen.json()).toMatchObject({ code: 400 });
  });

  it('previews records with sub-rows on continuation lines, each checked, nothing written', async () => {
    const data = await fullFlow(admin, HEADER, [
      ['Trip', '1,250.5', 'Open', 'Yes', '2026-03-01', 'lisi', 'Train', 100],
      ['', '', '', '', '', '', 'Hotel', 150.5],
      ['Dinner', 'abc', 'Pending', 'Maybe', '2026-02-30', 'nobody', 'Soup', 5],
    ]);
    expect(data.headerRow.map((h) => h.id)).toEqual([
      'title',
      'amount',
      'status',
      'done',
      'day',
      'owner',
      'items',
    ]);
    expect(data.headerRow[6]).toMatchObject({ jnpfKey: 'table', children: [{ id: 'name' }, { id: 'cost' }] });
    expect(data.dataRow).toHaveLength(2);
    expect(data.dataRow[0]).toMatchObject({
      title: 'Trip',
      items: [
        { name: 'Train', cost: '100' },
        { name: 'Hotel', cost: '150.5' },
      ],
    });
    expect(data.checks?.[0]).toEqual({ valid: true, errorsInfo: '' });
    expect(data.checks?.[1]?.valid).toBe(false);
    expect(data.checks?.[1]?.errorsInfo.split('; ')).toEqual([
      'Amount: "abc" is not a number',
      'Status: "Pending" is not one of the options',
      'Done: "Maybe" is not one of the options',
      'Day: "2026-02-30" is not a valid date',
      'Owner: "nobody" was not found',
    ]);
    expect((await stored('Trip')).main).toHaveLength(0);
  });

  it('imports the good records with sub-rows, option texts mapped, and reports every bad one', async () => {
    const lisiId = (await ctx.userRow('lisi')).id;
    const adminId = (await ctx.userRow('admin')).id;
    const data = await fullFlow(admin, HEADER, [
      ['Trip', '1,250.5', 'Open', 'Yes', '2026-03-01', '李四/lisi', 'Train', 100],
      ['', '', '', '', '', '', 'Hotel', 150.5],
      ['=1+1', '-0', 'Closed', 'No', '2026/3/2', '', '@SUM(A1)', '+7'],
      ['Bad option', '1', 'Pending', '', '', '', 'x', ''],
      ['', '2', '', '', '', '', 'y', ''],
      ['Trip', '3', '', '', '', '', 'z', ''],
      ['Negative', '-5', '', '', '', '', 'w', ''],
      ['No items name', '1', '', '', '', '', '', '9'],
    ]);
    const res = await importRows(admin, data.dataRow);
    expect(res.code, res.msg).toBe(200);
    expect([res.data.snum, res.data.fnum, res.data.resultType]).toEqual([2, 5, 1]);
    expect(res.data.failResult.map((r) => [r.title, r.errorsInfo])).toEqual([
      ['Bad option', 'Status: "Pending" is not one of the options'],
      ['', 'Title is required'],
      ['Trip', 'Title: "Trip" appears more than once in the file'],
      ['Negative', 'Amount: "-5" is out of the allowed range'],
      ['No items name', 'Item name is required'],
    ]);
    const trip = await stored('Trip');
    expect(trip.main).toHaveLength(1);
    expect(trip.main[0]).toMatchObject({ status: 'o', owner: lisiId, created_by: adminId });
    expect(Number(trip.main[0]!.amount)).toBe(1250.5);
    expect(Number(trip.main[0]!.done)).toBe(1);
    expect(Number(trip.main[0]!.day)).toBe(new Date(2026, 2, 1).getTime());
    expect(String(trip.main[0]!.code)).toMatch(/^PO\d{6}\d{5}$/);
    expect(trip.kids.map((k) => [k.name, Number(k.cost)])).toEqual([
      ['Hotel', 150.5],
      ['Train', 100],
    ]);
    // a cell that looks like a formula is text, stored as written; the owner defaults to the importer
    const formula = await stored('=1+1');
    expect(formula.main[0]).toMatchObject({ status: 'c', owner: adminId });
    expect(formula.kids.map((k) => k.name)).toEqual(['@SUM(A1)']);
    // the same title again: refused by the table's uniqueness, in the caller's language
    const again = await importRows(admin, [data.dataRow[0]!], zh);
    expect(again.data.failResult[0]?.errorsInfo).toMatch(/Title/);
    expect(again.data.snum).toBe(0);
  });

  it('writes the failed rows to a file, formula-like text never live', async () => {
    const res = await callAs<ExcelFileLink>(app, admin, {
      method: 'POST',
      url: `${ONLINE}/${designId}/ImportExceptionData`,
      payload: {
        list: [
          {
            title: '=HYPERLINK("http://x")',
            status: 'Pending',
            items: [{ name: 'a' }, { name: 'b' }],
            errorsInfo: 'bad',
          },
        ],
      },
      headers: en,
    });
    expect(res.code, res.msg).toBe(200);
    const rows = await fetchSheet(admin, res.data);
    expect(rows[0]).toEqual([...HEADER, 'Errors']);
    expect(rows[1]!.slice(0, 3)).toEqual(['\'=HYPERLINK("http://x")', '', 'Pending']);
    expect(rows[1]![6]).toBe('a');
    expect(rows[1]![8]).toBe('bad');
    expect(rows[2]![6]).toBe('b');
  });

  it('never evaluates a formula cell: only its stored value is read', async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('s');
    sheet.addRow(HEADER);
    sheet.addRow(['Formula row', { formula: '1+1' }, 'Open', '', '', '', { formula: 'CONCAT("a","b")' }, '']);
    sheet.addRow(['Cached row', { formula: '1+1', result: 2 }, 'Open', '', '', '', 'x', '']);
    const up = await upload(admin, Buffer.from(await book.xlsx.writeBuffer()));
    expect(up.code, up.msg).toBe(200);
    const seen = await preview(admin, up.data.fileName);
    expect(seen.data.dataRow.map((r) => [r.title, r.amount, r.items])).toEqual([
      ['Formula row', '', []],
      ['Cached row', '2', [{ name: 'x' }]],
    ]);
  });

  it('takes only the fields a user may write: a hidden field is neither read nor stored', async () => {
    const res = await importRows(lisi, [{ title: 'Lisi import', amount: '99', items: [{ name: 'Pen' }] }]);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.snum).toBe(1);
    const row = await stored('Lisi import');
    expect(row.main[0]!.amount).toBeNull();
  });

  describe('bad files and bodies', () => {
    it('refuses what is not an .xls/.xlsx, 2 MB and more, an old .xls, unknown columns', async () => {
      const good = await writeSheet('s', HEADER, [['A']]);
      expect((await upload(admin, good, 'claims.csv')).msg).toBe('Only .xls or .xlsx files can be imported');
      const big = Buffer.concat([good, Buffer.alloc(2 * 1024 * 1024)]);
      expect((await upload(admin, big)).msg).toBe('The file must be smaller than 2MB');
      const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0]);
      expect((await upload(admin, ole, 'old.xls')).msg).toMatch(/Old \.xls files are not supported/);
      expect((await upload(admin, Buffer.from('not a sheet'))).msg).toBe(
        'Only .xls or .xlsx files can be imported',
      );
      const unknown = await writeSheet('s', ['Foo', 'Bar'], [['1', '2']]);
      expect((await upload(admin, unknown)).msg).toBe(
        'The columns do not match the template; download the template and fill it in',
      );
      expect((await preview(admin, '0123456789abcdef0123456789abcdef.xlsx')).msg).toBe(
        'The file does not exist or has expired; upload it again',
      );
    });

    it('refuses 1,501 rows by file and by body, naming the limit', async () => {
      const rows = Array.from({ length: 1501 }, (_, i) => [`Many ${i}`]);
      const res = await upload(admin, await sheetFile(HEADER, rows));
      expect([res.code, res.msg]).toEqual([400, 'At most 1500 rows can be imported at once']);
      const body = await importRows(
        admin,
        rows.map(([title]) => ({ title })),
      );
      expect([body.code, body.msg]).toEqual([400, 'At most 1500 rows can be imported at once']);
      expect((await importRows(admin, [])).msg).toBe('There is no data to import');
    });

    it('checks the import button on the server', async () => {
      const upload = await ctx.db
        .selectFrom('base_module_button')
        .select('id')
        .where('module_id', '=', menuId)
        .where('en_code', '=', 'btn_upload')
        .executeTakeFirstOrThrow();
      await ctx.db
        .deleteFrom('base_authorize')
        .where('object_id', '=', roleId)
        .where('item_id', '=', upload.id)
        .execute();
      app.services.access.invalidate();
      try {
        const res = await importRows(lisi, [{ title: 'Refused' }]);
        expect(res.code).toBe(403);
        const template = await callAs(app, lisi, { url: `${ONLINE}/${designId}/Template`, headers: en });
        expect(template.code).toBe(403);
        expect((await stored('Refused')).main).toHaveLength(0);
      } finally {
        await ctx.db
          .insertInto('base_authorize')
          .values({
            id: newId(),
            item_type: 'button',
            item_id: upload.id,
            object_type: 'Role',
            object_id: roleId,
            created_at: Date.now(),
          })
          .execute();
        app.services.access.invalidate();
      }
    });
  });

  it('imports 1,500 records with sub-rows from one file', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => [
      `Bulk ${i}`,
      String(i),
      i % 2 ? 'Closed' : 'Open',
      'Yes',
      '2026-01-15',
      '',
      `Part ${i}`,
      '1.5',
    ]);
    const data = await fullFlow(admin, HEADER, rows);
    expect(data.dataRow).toHaveLength(1500);
    const res = await importRows(admin, data.dataRow);
    expect(res.code, res.msg).toBe(200);
    expect([res.data.snum, res.data.fnum]).toEqual([1500, 0]);
    const counted = await sql<{
      n: number | string;
    }>`select count(*) as n from ${sql.table('dyn_od_import_items')}
      where name like ${'Part %'} and deleted_at is null`.execute(ctx.db);
    expect(Number(counted.rows[0]!.n)).toBe(1500);
    // every record took its own bill number
    const numbers = await sql<{
      n: number | string;
    }>`select count(distinct code) as n from ${sql.table('dyn_od_import')}
      where title like ${'Bulk %'}`.execute(ctx.db);
    expect(Number(numbers.rows[0]!.n)).toBe(1500);
  }, 180_000);
});
