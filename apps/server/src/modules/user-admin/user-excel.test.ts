import {
  type Envelope,
  type ExcelFileLink,
  type ExcelUploadResult,
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
const HEADER = [
  '账户',
  '姓名',
  '性别',
  '手机',
  '电子邮箱',
  '所属组织',
  '岗位',
  '角色',
  '状态',
  '排序',
  '说明',
];
const row = (account: string, over: Partial<Record<number, string>> = {}) => {
  const r = [
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
    '',
  ];
  for (const [i, v] of Object.entries(over)) r[Number(i)] = v ?? '';
  return r;
};

describeEachDialect('user excel', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let lisi = '';
  let zhangsan = '';
  const send = async <T>(token: string, method: 'GET' | 'POST', url: string, extra: object = {}) => {
    const res = await app.inject({
      method,
      url,
      headers: { authorization: token, 'accept-language': 'zh' },
      ...extra,
    });
    expect(res.statusCode).toBe(200);
    return res.json<Envelope<T>>();
  };
  const upload = (token: string, name: string, bytes: Buffer) =>
    postFile<ExcelUploadResult>(app, { url: `${BASE}/Uploader`, token, name, bytes });
  const download = async (token: string, url: string) => {
    const res = await app.inject({ method: 'GET', url, headers: { authorization: token } });
    return res.headers['content-type']?.toString().includes('spreadsheet') ? res.rawPayload : null;
  };
  const importRows = (rows: UserImportRow[]) =>
    send<ImportResult<UserImportRow>>(admin, 'POST', `${BASE}/ImportData`, { payload: { list: rows } });

  beforeAll(async () => {
    app = await ctx.buildApp({ DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'tessera-excel-data-')) });
    admin = await ctx.signIn('admin', undefined, app);
    lisi = await ctx.signIn('lisi', undefined, app);
    zhangsan = await ctx.signIn('zhangsan', undefined, app);
  });

  it('imports a good file: upload, preview, import, and the users exist with their relations', async () => {
    const file = await writeSheet('s', HEADER, [row('excelA'), row('excelB', { 6: '', 7: '', 2: '女' })]);
    const up = await upload(admin, 'users.xlsx', file);
    expect(up.code).toBe(200);
    expect(up.data.fileName).toMatch(/^[0-9a-f]{32}\.xlsx$/);
    const preview = await send<ImportPreview<UserImportRow>>(admin, 'GET', `${BASE}/ImportPreview`, {
      query: { fileName: up.data.fileName },
    });
    expect(preview.data.headerRow[0]).toEqual({ id: 'account', fullName: '账户' });
    expect(preview.data.dataRow.map((r) => r.account)).toEqual(['excelA', 'excelB']);
    const result = await importRows(preview.data.dataRow);
    expect(result.data).toMatchObject({ snum: 2, fnum: 0, resultType: 0, failResult: [] });
    const a = await ctx.userRow('excelA');
    expect(a).toMatchObject({
      real_name: '用户excelA',
      gender: 1,
      mobile_phone: '13900000001',
      sort_code: 5,
    });
    expect(Number((await ctx.userRow('excelB')).gender)).toBe(2);
    const rels = await ctx.db
      .selectFrom('base_user_relation')
      .select('object_type')
      .where('user_id', '=', a.id)
      .execute();
    expect(rels.map((r) => r.object_type).sort()).toEqual(['Organize', 'Position', 'Role']);
    expect(a.password_hash).toMatch(/\S{20,}/);
  });

  it('reports bad rows with the reasons and still imports the good ones', async () => {
    const rows = [
      row('excelC'),
      row('excelC'),
      row('excelD', { 3: '123' }),
      row('excelE', { 5: '不存在的部门' }),
      row('excel_F'),
      row('admin'),
      row('excelG', { 2: '未知' }),
    ];
    const preview = rows.map((r) =>
      Object.fromEntries(
        [
          'account',
          'realName',
          'gender',
          'mobilePhone',
          'email',
          'organize',
          'position',
          'role',
          'enabledMark',
          'sortCode',
          'description',
        ].map((k, i) => [k, r[i] ?? '']),
      ),
    ) as UserImportRow[];
    const { data } = await importRows(preview);
    expect(data.snum).toBe(1);
    expect(data.fnum).toBe(6);
    expect(data.resultType).toBe(1);
    expect(data.failResult.map((r) => [r.account, r.errorsInfo])).toEqual([
      ['excelC', '文件中账户重复：excelC'],
      ['excelD', '请正确输入您的手机号'],
      ['excelE', '组织不存在：不存在的部门；所属组织中不存在岗位：软件工程师'],
      ['excel_F', '账户只能输入数字英文'],
      ['admin', '账户已存在：admin'],
      ['excelG', '性别只能填写 男、女 或 保密'],
    ]);
    await expect(ctx.userRow('excelC')).resolves.toBeTruthy();
    expect(
      await ctx.db.selectFrom('base_user').select('id').where('account', '=', 'excelD').execute(),
    ).toEqual([]);
  });

  it('refuses broken files with the spec messages', async () => {
    const good = await writeSheet('s', HEADER, [row('x1')]);
    expect((await upload(admin, 'users.csv', good)).msg).toBe('只能上传 .xls 或 .xlsx 格式的文件');
    expect((await upload(admin, 'users.xlsx', Buffer.from('account,name\nx,y'))).msg).toBe(
      '只能上传 .xls 或 .xlsx 格式的文件',
    );
    expect((await upload(admin, 'users.xlsx', Buffer.from('PK\u0003\u0004garbage'))).msg).toBe(
      '文件已损坏或无法读取，请检查文件',
    );
    const ole = Buffer.concat([
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
      Buffer.alloc(512),
    ]);
    expect((await upload(admin, 'old.xls', ole)).msg).toContain('.xlsx');
    const big = Buffer.concat([good, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(admin, 'big.xlsx', big);
    expect([tooBig.code, tooBig.msg]).toEqual([400, '文件大小不能超过2MB']);
    const many = await writeSheet(
      's',
      HEADER,
      Array.from({ length: 1501 }, (_, i) => row(`m${i}`)),
    );
    expect((await upload(admin, 'many.xlsx', many)).msg).toBe('每次最多导入1500条数据');
    const noHeader = await writeSheet('s', ['foo', 'bar'], [['a', 'b']]);
    expect((await upload(admin, 'x.xlsx', noHeader)).msg).toBe('模板格式不正确，请下载模板后填写');
    const empty = await send(admin, 'POST', `${BASE}/ImportData`, { payload: { list: [] } });
    expect([empty.code, empty.msg]).toEqual([400, '导入数据为空']);
    const tooMany = await send(admin, 'POST', `${BASE}/ImportData`, {
      payload: { list: Array.from({ length: 1501 }, () => ({ account: 'a' })) },
    });
    expect(tooMany.code).toBe(401);
  });

  it('exports users, the template and failed rows as xlsx with formula-like text quoted', async () => {
    await importRows([
      {
        ...(Object.fromEntries(HEADER.map((_, i) => [i, ''])) as object),
        account: 'excelH',
        realName: '=1+2',
        organize: '研发部',
      } as UserImportRow,
    ]);
    const link = await send<ExcelFileLink>(admin, 'GET', `${BASE}/ExportExcel`, {
      query: { keyword: 'excelH', dataType: '1', selectKey: 'account,realName,organize' },
    });
    expect(link.data.name).toBe('用户信息.xlsx');
    const bytes = await download(admin, link.data.url);
    expect(bytes).not.toBeNull();
    const rows = await readSheet(bytes!);
    expect(rows[0]?.slice(0, 4)).toEqual(['账户', '姓名', '所属组织', '']);
    expect(rows[1]?.slice(0, 3)).toEqual(['excelH', "'=1+2", '星河示例科技有限公司/研发部']);

    const template = await send<ExcelFileLink>(admin, 'GET', `${BASE}/TemplateDownload`);
    const tRows = await readSheet((await download(admin, template.data.url))!);
    expect(tRows[0]?.slice(0, 11)).toEqual(HEADER);
    expect(tRows).toHaveLength(2);

    const failed = await send<ExcelFileLink>(admin, 'POST', `${BASE}/ExportExceptionData`, {
      payload: { list: [{ account: '@bad', realName: '+x', errorsInfo: '账户只能输入数字英文' }] },
    });
    const fRows = await readSheet((await download(admin, failed.data.url))!);
    expect(fRows[0]?.[11]).toBe('错误信息');
    expect(fRows[1]?.slice(0, 2)).toEqual(["'@bad", "'+x"]);
    expect(fRows[1]?.[11]).toBe('账户只能输入数字英文');
  });

  it('refuses callers without the buttons and keeps each file to its maker', async () => {
    for (const token of [lisi, zhangsan]) {
      expect((await send(token, 'GET', `${BASE}/ExportExcel`)).code).toBe(403);
      expect((await send(token, 'GET', `${BASE}/TemplateDownload`)).code).toBe(403);
      expect((await upload(token, 'u.xlsx', await writeSheet('s', HEADER, [row('zz')]))).code).toBe(403);
      expect(
        (await send(token, 'GET', `${BASE}/ImportPreview`, { query: { fileName: 'a'.repeat(32) + '.xlsx' } }))
          .code,
      ).toBe(403);
      expect(
        (await send(token, 'POST', `${BASE}/ImportData`, { payload: { list: [{ account: 'zz' }] } })).code,
      ).toBe(403);
      expect(
        (await send(token, 'POST', `${BASE}/ExportExceptionData`, { payload: { list: [{ account: 'z' }] } }))
          .code,
      ).toBe(403);
    }
    const link = await send<ExcelFileLink>(admin, 'GET', `${BASE}/TemplateDownload`);
    expect(await download(admin, link.data.url)).not.toBeNull();
    // lisi may open the users menu, but the file is admin's
    expect(await download(lisi, link.data.url)).toBeNull();
    expect((await send(zhangsan, 'GET', link.data.url)).code).toBe(403);
    const up = await upload(admin, 'users.xlsx', await writeSheet('s', HEADER, [row('zz')]));
    expect(await download(admin, `${BASE}/ExcelDownload/${up.data.fileName}`)).toBeNull();
    const traversal = await send(admin, 'GET', `${BASE}/ExcelDownload/..%2F..%2Fetc%2Fpasswd`);
    expect(traversal.code).not.toBe(200);
  });
});
