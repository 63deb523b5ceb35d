import type {
  Envelope,
  ExcelUploadResult,
  ImportPreview,
  ImportResult,
  UserImportRow,
} from '@tessera/shared';
import { USER_EXCEL_COLUMNS, USER_EXCEL_LABELS } from '@tessera/shared';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { createHash } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect, type DialectContext } from '../../../test/helpers/dialects';
import { sheetParsing, writeSheet } from '../../lib/excel';
import { verifyPassword } from '../../lib/password';
import { postFile } from '../files/test-files';

const BASE = '/api/permission/Users';
/** The template's own header (the labels are pinned by user-excel.test.ts). */
const HEADER = USER_EXCEL_COLUMNS.map((column) => USER_EXCEL_LABELS.zh[column]);
const INITIAL_MD5 = createHash('md5').update('123456').digest('hex');
const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const full = (account: string) => [
  account,
  `用户${account}`,
  '男',
  '13900000001',
  `${account}@example.com`,
  '研发部',
  '软件工程师',
  '普通员工',
  '启用',
  '5',
  `导入的用户 ${account}`,
];
const asRow = (cells: string[]): UserImportRow =>
  Object.fromEntries(USER_EXCEL_COLUMNS.map((k, i) => [k, cells[i] ?? ''])) as UserImportRow;

/** Calls and reads of one app, for the import tests. */
function client(ctx: DialectContext, app: () => FastifyInstance, token: () => string) {
  const send = async <T>(method: 'GET' | 'POST', url: string, extra: object = {}) => {
    const res = await app().inject({
      method,
      url,
      headers: { authorization: token(), 'accept-language': 'zh' },
      ...extra,
    });
    return res.json<Envelope<T>>();
  };
  const importRows = (rows: UserImportRow[]) =>
    send<ImportResult<UserImportRow>>('POST', `${BASE}/ImportData`, { payload: { list: rows } });
  const marked = async (prefix: string) =>
    ctx.db
      .selectFrom('base_user')
      .select(['account', 'password_hash', 'password_rehash'])
      .where('account', 'like', `${prefix}%`)
      .orderBy('account')
      .execute();
  return { send, importRows, marked };
}

describeEachDialect('user import of 1,500 rows', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const { send, importRows, marked } = client(
    ctx,
    () => app,
    () => admin,
  );

  beforeAll(async () => {
    app = await ctx.buildApp({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tessera-import-')) });
    admin = await ctx.signIn('admin', undefined, app);
    // keep the background rehash out of this block: it is tested below
    await app.services.userAdmin.rehash.stop();
  });

  it('imports 1,500 full rows with every check, and each user can sign in at once', async () => {
    const accounts = Array.from({ length: 1500 }, (_, i) => `bulk${String(i).padStart(4, '0')}`);
    const file = await writeSheet('users', HEADER, accounts.map(full));
    const up = await postFile<ExcelUploadResult>(app, {
      url: `${BASE}/Uploader`,
      token: admin,
      name: 'users.xlsx',
      bytes: file,
    });
    expect(up.code, up.msg).toBe(200);
    const preview = await send<ImportPreview<UserImportRow>>('GET', `${BASE}/ImportPreview`, {
      query: { fileName: up.data.fileName },
    });
    expect(preview.data.dataRow).toHaveLength(1500);
    const result = await importRows(preview.data.dataRow);
    expect(result.data).toMatchObject({ snum: 1500, fnum: 0, resultType: 0 });

    const rows = await marked('bulk');
    expect(rows.map((r) => r.account)).toEqual(accounts);
    expect(rows.every((r) => Number(r.password_rehash) === 1)).toBe(true);
    const relations = await ctx.db
      .selectFrom('base_user_relation')
      .innerJoin('base_user', 'base_user.id', 'base_user_relation.user_id')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('base_user.account', 'like', 'bulk%')
      .executeTakeFirstOrThrow();
    expect(Number(relations.n)).toBe(1500 * 3);

    // signs in right after the import, and that sign-in gives the user their own salt
    expect(await ctx.signIn('bulk0700', INITIAL_MD5, app)).toMatch(/^Bearer /);
    const after = await marked('bulk070');
    const signedIn = after.find((r) => r.account === 'bulk0700')!;
    const other = after.find((r) => r.account === 'bulk0701')!;
    expect(Number(signedIn.password_rehash)).toBe(0);
    expect(Number(other.password_rehash)).toBe(1);
    expect(signedIn.password_hash).not.toBe(other.password_hash);
    expect(await verifyPassword(INITIAL_MD5, signedIn.password_hash)).toBe(true);
    expect(await ctx.signIn('bulk0700', INITIAL_MD5, app)).toMatch(/^Bearer /);
  });

  it('keeps every rule of the import when the sheet is checked as a batch', async () => {
    const { data } = await importRows([
      asRow(full('bulk0001')),
      asRow(full('BULK0002')),
      asRow(full('batchA')),
      asRow(full('batchA')),
      asRow([...full('batchB')].map((v, i) => (i === 4 ? 'not-an-email' : v))),
      asRow(full('batchC')),
    ]);
    expect(data.failResult.map((r) => [r.account, r.errorsInfo])).toEqual([
      ['bulk0001', '账户已存在：bulk0001'],
      ['BULK0002', '账户已存在：BULK0002'],
      ['batchA', '文件中账户重复：batchA'],
      ['batchB', '请正确输入您的邮箱地址'],
    ]);
    expect(data.snum).toBe(2);
    const made = await marked('batch');
    expect(made.map((r) => r.account)).toEqual(['batchA', 'batchC']);
  });
});

describeEachDialect('import file caps', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const upload = (bytes: Buffer) =>
    postFile<ExcelUploadResult>(app, {
      url: `${BASE}/Uploader`,
      token: admin,
      name: 'users.xlsx',
      bytes,
      lang: 'en',
    });

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin', undefined, app);
  });

  it('refuses a sheet over the cell cap with a message naming the cap', async () => {
    // one value per row, far to the right: 1,001 rows of 100 cells each for the parser to build
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('s');
    for (let r = 1; r <= 1001; r += 1) sheet.getCell(r, 100).value = 'x';
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await upload(bytes);
    expect([res.code, res.msg]).toEqual([
      400,
      'The file has too many cells; at most 100000 cells can be read at once',
    ]);
  });

  it('answers "busy, try again" while two files are being parsed, and reads once a slot is free', async () => {
    const file = await writeSheet('s', HEADER, [full('capA')]);
    const releases = [sheetParsing.take(), sheetParsing.take()];
    try {
      const res = await upload(file);
      expect([res.code, res.msg]).toEqual([
        400,
        'The server is reading other import files right now; please try again in a moment',
      ]);
    } finally {
      for (const release of releases) release();
    }
    expect((await upload(file)).code).toBe(200);
  });
});

describeEachDialect('password rehash of imported users', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const { send, importRows, marked } = client(
    ctx,
    () => app,
    () => admin,
  );

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin', undefined, app);
  });

  const expectOwnHashes = async (prefix: string, count: number, password = INITIAL_MD5) => {
    const rows = await marked(prefix);
    expect(rows).toHaveLength(count);
    expect(rows.every((r) => Number(r.password_rehash) === 0)).toBe(true);
    expect(new Set(rows.map((r) => r.password_hash)).size).toBe(count);
    for (const r of rows) expect(await verifyPassword(password, r.password_hash)).toBe(true);
  };

  it('gives every imported user their own salt in the background', async () => {
    const { data } = await importRows(['jobA', 'jobB', 'jobC', 'jobD', 'jobE'].map((a) => asRow(full(a))));
    expect(data.snum).toBe(5);
    await app.services.userAdmin.rehash.idle();
    await expectOwnHashes('job', 5);
    expect(await ctx.signIn('jobC', INITIAL_MD5, app)).toMatch(/^Bearer /);
  });

  it('resumes after a restart: a new instance rehashes users still marked', async () => {
    await app.services.userAdmin.rehash.stop();
    await importRows(['restA', 'restB', 'restC'].map((a) => asRow(full(a))));
    expect((await marked('rest')).every((r) => Number(r.password_rehash) === 1)).toBe(true);
    const next = await ctx.buildApp();
    await next.services.userAdmin.rehash.idle();
    await expectOwnHashes('rest', 3);
  });

  it('a password change clears the mark and the job never overwrites the new password', async () => {
    await importRows(['chgA', 'chgB'].map((a) => asRow(full(a))));
    const [a] = await marked('chgA');
    const id = (await ctx.userRow('chgA')).id;
    expect(Number(a!.password_rehash)).toBe(1);
    const reset = await send('POST', `${BASE}/${id}/Actions/ResetPassword`, {
      payload: { userPassword: md5('Changed123') },
    });
    expect(reset.code, reset.msg).toBe(200);
    expect(Number((await marked('chgA'))[0]!.password_rehash)).toBe(0);
    app.services.userAdmin.rehash.start();
    await app.services.userAdmin.rehash.idle();
    expect(await ctx.signIn('chgA', md5('Changed123'), app)).toMatch(/^Bearer /);
    await expectOwnHashes('chgB', 1);
  });
});
