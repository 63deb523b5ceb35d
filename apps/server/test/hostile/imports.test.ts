import type { Envelope, UserImportRow } from '@tessera/shared';
import { expect, it } from 'vitest';
import { TempSheets } from '../../src/lib/excel';
import { UserExcelService } from '../../src/modules/user-admin/user-excel.service';
import { describeEachDialect, type DialectContext } from '../helpers/dialects';
import { callAs } from '../helpers/http';

/** A multipart body with one JSON file. */
function jsonFile(name: string, content: unknown) {
  const boundary = 'hostileBoundary';
  const payload = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      `Content-Type: application/json\r\n\r\n${JSON.stringify(content)}\r\n--${boundary}--\r\n`,
  );
  return { headers: { 'content-type': `multipart/form-data; boundary=${boundary}` }, payload };
}

const REFUSED =
  'contains a character that is not allowed (NUL, a control character or an invalid Unicode surrogate)';
/** A NUL byte and a lone surrogate, each inside otherwise ordinary text. */
const BAD_TEXTS = ['before\u0000after', 'before\uD800after'];

/** The number of rows of a table, deleted ones included. */
async function rowCount(
  ctx: DialectContext,
  table: 'base_bill_rule' | 'base_print_dev' | 'base_data_interface',
) {
  const row = await ctx.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The id of a seeded row, by its code. */
async function seededId(
  ctx: DialectContext,
  table: 'base_bill_rule' | 'base_print_dev' | 'base_data_interface',
  code: string,
) {
  const row = await ctx.db
    .selectFrom(table)
    .select('id')
    .where('en_code', '=', code)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Uploads a JSON file to an import address (in English) and answers the envelope. */
async function upload(ctx: DialectContext, token: string, url: string, content: unknown) {
  const { headers, payload } = jsonFile('import.json', content);
  return callAs(ctx.app, token, {
    method: 'POST',
    url,
    payload,
    headers: { ...headers, 'accept-language': 'en' },
  });
}

describeEachDialect('text that cannot be stored, arriving inside an uploaded file', (ctx) => {
  it('refuses a dictionary file whose description holds a NUL byte with code 400, not 500', async () => {
    const token = await ctx.signIn('admin');
    const file = {
      version: 1,
      type: {
        fullName: 'nul name',
        enCode: 'hostileNul',
        isTree: 0,
        sortCode: 0,
        enabledMark: 1,
        description: 'x\u0000',
      },
      data: [],
    };
    const res = await callAs(ctx.app, token, {
      method: 'POST',
      url: '/api/system/DictionaryType/Action/Import',
      ...jsonFile('nul.json', file),
      headers: { ...jsonFile('nul.json', file).headers, 'accept-language': 'en' },
    });
    expect(res).toEqual({
      code: 400,
      msg: 'type.description: contains a character that is not allowed (NUL, a control character or an invalid Unicode surrogate)',
      data: null,
    });
  });

  it('answers a value PostgreSQL refuses to store (NUL, too long) with code 400', async () => {
    const { databaseInputRefusal } = await import('../../src/plugins/input-guard');
    if (ctx.dialect !== 'postgres') return expect(databaseInputRefusal(new Error('x'))).toBeNull();
    const refusal = async (value: string) =>
      ctx.db
        .insertInto('base_user')
        .values({ id: 'x', account: value } as never)
        .execute()
        .then(() => null, databaseInputRefusal);
    expect(await refusal('a\u0000b')).toBe('inputUnstorableText');
    expect(await refusal('a'.repeat(5000))).toBe('inputTooLong');
  });

  it('refuses a bill rule file holding a NUL or a lone surrogate with code 400, storing nothing', async () => {
    const token = await ctx.signIn('admin');
    const id = await seededId(ctx, 'base_bill_rule', 'SalesOrder');
    const file = (
      await callAs<Record<string, unknown>>(ctx.app, token, {
        url: `/api/system/BillRule/${id}/Action/Export`,
      })
    ).data;
    const before = await rowCount(ctx, 'base_bill_rule');
    for (const bad of BAD_TEXTS) {
      const res = await upload(ctx, token, '/api/system/BillRule/Action/Import', [
        { ...file, enCode: 'HostileOk' },
        { ...file, enCode: 'HostileBad', fullName: bad },
      ]);
      expect(res).toEqual({ code: 400, msg: `1.fullName: ${REFUSED}`, data: null });
    }
    expect(await rowCount(ctx, 'base_bill_rule')).toBe(before);
  });

  it('refuses a print template file holding a NUL or a lone surrogate with code 400, storing nothing', async () => {
    const token = await ctx.signIn('admin');
    const id = await seededId(ctx, 'base_print_dev', 'demo_user_card');
    const file = (
      await callAs<Record<string, unknown>>(ctx.app, token, {
        url: `/api/system/printDev/${id}/Actions/Export`,
      })
    ).data;
    const before = await rowCount(ctx, 'base_print_dev');
    for (const bad of BAD_TEXTS) {
      const res = await upload(ctx, token, '/api/system/printDev/Actions/Import', {
        ...file,
        printTemplate: `<p>${bad}</p>`,
      });
      expect(res).toEqual({ code: 400, msg: `printTemplate: ${REFUSED}`, data: null });
    }
    expect(await rowCount(ctx, 'base_print_dev')).toBe(before);
  });

  it('refuses a data interface file holding a NUL or a lone surrogate with code 400, storing nothing', async () => {
    const token = await ctx.signIn('admin');
    const id = await seededId(ctx, 'base_data_interface', 'demo_static_options');
    const exported = await ctx.app.inject({
      url: `/api/system/DataInterface/${id}/Action/Export`,
      headers: { authorization: token },
    });
    const file = exported.json<{ list: Record<string, unknown>[] }>();
    const before = await rowCount(ctx, 'base_data_interface');
    for (const bad of BAD_TEXTS) {
      const res = await upload(ctx, token, '/api/system/DataInterface/Action/Import', {
        ...file,
        list: [
          { ...file.list[0], enCode: 'hostile_ok' },
          { ...file.list[0], enCode: 'hostile_bad', fullName: bad },
        ],
      });
      expect(res).toEqual({ code: 400, msg: `list.1.fullName: ${REFUSED}`, data: null });
    }
    expect(await rowCount(ctx, 'base_data_interface')).toBe(before);
  });

  it('reports a user import row holding a NUL or a lone surrogate as failed, naming the column, and stores only the clean rows', async () => {
    const admin = await ctx.userRow('admin');
    const service = new UserExcelService({
      db: ctx.db,
      dialect: ctx.dialect,
      users: ctx.app.services.userAdmin,
      organize: ctx.app.services.organize,
      positions: ctx.app.services.positions,
      roles: ctx.app.services.roles,
      sheets: new TempSheets(ctx.config.DATA_DIR),
      exportRowLimit: 0,
      log: { error: () => undefined },
    });
    const row = (account: string, realName: string): UserImportRow => ({
      account,
      realName,
      gender: '',
      mobilePhone: '',
      email: '',
      organize: '研发部',
      position: '',
      role: '',
      enabledMark: '',
      sortCode: '',
      description: '',
    });
    const result = await service.import(
      [row('hostileok', 'Clean'), row('hostilenul', BAD_TEXTS[0]!), row('hostilesur', BAD_TEXTS[1]!)],
      { userId: admin.id, isAdministrator: true },
      'en',
    );
    expect(result).toMatchObject({ snum: 1, fnum: 2, resultType: 1 });
    expect(result.failResult.map((r) => [r.account, r.errorsInfo])).toEqual([
      ['hostilenul', `Name: ${REFUSED}`],
      ['hostilesur', `Name: ${REFUSED}`],
    ]);
    const stored = await ctx.db
      .selectFrom('base_user')
      .select('account')
      .where('account', 'like', 'hostile%')
      .execute();
    expect(stored.map((r) => r.account)).toEqual(['hostileok']);
  });

  it('refuses user import rows sent back with a NUL at the edge, naming the row and column, storing nothing', async () => {
    const token = await ctx.signIn('admin');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/permission/Users/ImportData',
      headers: { authorization: token, 'accept-language': 'en' },
      payload: { list: [{ account: 'edgenul', realName: BAD_TEXTS[0], organize: '研发部' }] },
    });
    expect(res.json<Envelope<null>>()).toEqual({ code: 400, msg: `list.0.realName: ${REFUSED}`, data: null });
    expect(
      await ctx.db.selectFrom('base_user').select('id').where('account', '=', 'edgenul').execute(),
    ).toEqual([]);
  });
});
