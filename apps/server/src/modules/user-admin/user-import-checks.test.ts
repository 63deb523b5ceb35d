import {
  USER_EXCEL_COLUMNS,
  USER_EXCEL_LABELS,
  type Envelope,
  type ExcelFileLink,
  type ExcelUploadResult,
  type ImportCheckResult,
  type ImportPreview,
  type ImportResult,
  type UserImportRow,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { readSheet, writeSheet } from '../../lib/excel';
import { postFile } from '../files/test-files';

const BASE = '/api/permission/Users';
const HEADER = USER_EXCEL_COLUMNS.map((c) => USER_EXCEL_LABELS.zh[c]);
const asRow = (cells: string[]): UserImportRow =>
  Object.fromEntries(USER_EXCEL_COLUMNS.map((k, i) => [k, cells[i] ?? ''])) as UserImportRow;
const good = (account: string, over: Partial<Record<number, string>> = {}) => {
  const cells = [account, `用户${account}`, '男', '13900000001', '', '研发部', '', '', '启用', '1', ''];
  for (const [i, v] of Object.entries(over)) cells[Number(i)] = v ?? '';
  return cells;
};

describeEachDialect('user import template and preview checks', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const send = async <T>(method: 'GET' | 'POST', url: string, extra: object = {}, lang = 'en') => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: admin, 'accept-language': lang },
      ...extra,
    });
    return res.json<Envelope<T>>();
  };
  const template = async (lang = 'en') => {
    const link = await send<ExcelFileLink>('GET', `${BASE}/TemplateDownload`, {}, lang);
    const res = await app.inject({ url: link.data.url, headers: { authorization: admin } });
    return res.rawPayload;
  };
  const upload = async (bytes: Buffer) => {
    const up = await postFile<ExcelUploadResult>(app, {
      url: `${BASE}/Uploader`,
      token: admin,
      name: 'users.xlsx',
      bytes,
    });
    return up.data.fileName;
  };
  const preview = async (bytes: Buffer, lang = 'en') =>
    send<ImportPreview<UserImportRow>>(
      'GET',
      `${BASE}/ImportPreview`,
      { query: { fileName: await upload(bytes) } },
      lang,
    );
  const users = (prefix: string) =>
    ctx.db.selectFrom('base_user').select('account').where('account', 'like', `${prefix}%`).execute();

  beforeAll(async () => {
    app = await ctx.buildApp({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tessera-import-checks-')) });
    admin = await ctx.signIn('admin', undefined, app);
  });

  it('gives a template with an instruction row in the caller language and no data row', async () => {
    for (const lang of ['zh', 'zhtw', 'en'] as const) {
      const rows = await readSheet(await template(lang));
      expect(rows).toHaveLength(2);
      expect(rows[0]!.slice(0, 11)).toEqual(USER_EXCEL_COLUMNS.map((c) => USER_EXCEL_LABELS[lang][c]));
      expect(rows[1]!.slice(0, 11).every((cell) => cell.startsWith('※'))).toBe(true);
      expect(rows.flat().join()).not.toContain('example01');
    }
  });

  it('imports nobody from the unchanged template, and only the added rows below its instruction row', async () => {
    const before = (await ctx.db.selectFrom('base_user').select('id').execute()).length;
    const unchanged = await preview(await template('zh'));
    expect(unchanged.code, unchanged.msg).toBe(200);
    expect(unchanged.data.dataRow).toEqual([]);
    // the instruction row sent anyway (an old or hand-made client) is refused, never created
    const [header, hint] = await readSheet(await template('en'));
    const sent = await send<ImportResult<UserImportRow>>('POST', `${BASE}/ImportData`, {
      payload: { list: [asRow(hint!)] },
    });
    expect(sent.data).toMatchObject({ snum: 0, fnum: 1 });
    expect(sent.data.failResult[0]!.errorsInfo).toBe(
      'This is the template’s instruction row; it is never imported',
    );
    expect((await ctx.db.selectFrom('base_user').select('id').execute()).length).toBe(before);

    const added = await preview(await writeSheet('users', header!, [hint!, good('tplAdded1')]));
    expect(added.data.dataRow.map((r) => r.account)).toEqual(['tplAdded1']);
    expect(added.data.checks).toEqual([{ valid: true, errorsInfo: '' }]);
    const imported = await send<ImportResult<UserImportRow>>('POST', `${BASE}/ImportData`, {
      payload: { list: added.data.dataRow },
    });
    expect(imported.data).toMatchObject({ snum: 1, fnum: 0 });
    expect((await users('tplAdded')).map((u) => u.account)).toEqual(['tplAdded1']);
  });

  it('marks each preview row valid or invalid with its translated reason before writing anything', async () => {
    const rows = [
      good('chkOk1'),
      good('zhangsan'),
      good('chkTwin1'),
      good('chkTwin1'),
      good('chkNoName1', { 1: '' }),
      good('chkPhone1', { 3: '12345' }),
    ];
    const res = await preview(await writeSheet('users', HEADER, rows));
    expect(res.data.checks).toEqual([
      { valid: true, errorsInfo: '' },
      { valid: false, errorsInfo: 'The account is already in use: zhangsan' },
      { valid: true, errorsInfo: '' },
      { valid: false, errorsInfo: 'The account appears more than once in the file: chkTwin1' },
      { valid: false, errorsInfo: 'Name is required' },
      { valid: false, errorsInfo: 'Enter a valid mobile number' },
    ]);
    expect(await users('chk')).toEqual([]);
    const zh = await preview(await writeSheet('users', HEADER, [good('chkNoName2', { 1: '' })]), 'zh');
    expect(zh.data.checks![0]).toEqual({ valid: false, errorsInfo: '姓名不能为空' });
    // edited rows are checked again on demand, still without writing
    const edited = await send<ImportCheckResult>('POST', `${BASE}/ImportCheck`, {
      payload: { list: [asRow(good('chkNoName1')), asRow(good('chkPhone1', { 3: '13900000002' }))] },
    });
    expect(edited.data.checks).toEqual([
      { valid: true, errorsInfo: '' },
      { valid: true, errorsInfo: '' },
    ]);
    expect(await users('chk')).toEqual([]);
  });

  it('refuses the check to a caller without the import button', async () => {
    const zhangsan = await ctx.signIn('zhangsan', undefined, app);
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/ImportCheck`,
      headers: { authorization: zhangsan },
      payload: { list: [asRow(good('chkX'))] },
    });
    expect(res.json<Envelope<null>>().code).toBe(403);
  });
});
