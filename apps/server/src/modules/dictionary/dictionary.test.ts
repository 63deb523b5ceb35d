import type {
  DictionaryAllEntry,
  DictionaryDataBody,
  DictionaryDataItem,
  DictionaryDataList,
  DictionaryOption,
  DictionaryTypeBody,
  DictionaryTypeItem,
  DictionaryTypeNode,
} from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { seedDatabase } from '../../db/seed';

const TYPES = '/api/system/DictionaryType';
const DATA = '/api/system/DictionaryData';

describeEachDialect('dictionaries', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let user = '';
  const typeBody = (over: Partial<DictionaryTypeBody> = {}): DictionaryTypeBody => ({
    parentId: '-1',
    fullName: '测试字典',
    enCode: 'testDict',
    isTree: 0,
    sortCode: 0,
    enabledMark: 1,
    ...over,
  });
  const dataBody = (typeId: string, over: Partial<DictionaryDataBody> = {}): DictionaryDataBody => ({
    dictionaryTypeId: typeId,
    parentId: '0',
    fullName: '项目',
    enCode: 'item',
    isDefault: 0,
    sortCode: 0,
    enabledMark: 1,
    ...over,
  });
  const post = async <T = { id: string }>(url: string, payload: object, lang = 'en') =>
    callAs<T>(app, admin, { method: 'POST', url, payload, headers: { 'accept-language': lang } });
  const createType = async (over: Partial<DictionaryTypeBody> = {}) => {
    const res = await post(TYPES, typeBody(over));
    expect(res.code, res.msg).toBe(200);
    return res.data.id;
  };
  const createData = async (typeId: string, over: Partial<DictionaryDataBody> = {}) => {
    const res = await post(DATA, dataBody(typeId, over));
    expect(res.code, res.msg).toBe(200);
    return res.data.id;
  };
  const all = async (token = admin) =>
    (await callAs<{ list: DictionaryAllEntry[] }>(app, token, { url: `${DATA}/All` })).data.list;

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    user = await ctx.signIn('lisi');
  });

  it('seeds every dictionary the client needs, once', async () => {
    await seedDatabase(ctx.db);
    const list = await all();
    const codes = list.map((d) => d.enCode);
    for (const code of ['sex', 'Nation', 'IndustryType', 'msgSendType', 'DataInterfaceType', 'scheduleType'])
      expect(codes.filter((c) => c === code)).toHaveLength(1);
    const sex = list.find((d) => d.enCode === 'sex')!;
    expect(sex.dictionaryList.map((d) => [d.enCode, d.fullName])).toEqual([
      ['1', '男'],
      ['2', '女'],
      ['3', '保密'],
    ]);
    const industry = list.find((d) => d.enCode === 'IndustryType')!;
    expect(industry.isTree).toBe(1);
    const farming = industry.dictionaryList.find((d) => d.enCode === 'A')!;
    expect(industry.dictionaryList.find((d) => d.enCode === 'A01')?.parentId).toBe(farming.id);
    expect(Object.keys(sex.dictionaryList[0]!).sort()).toEqual(['enCode', 'fullName', 'id', 'parentId']);
  });

  it('creates, reads, edits and deletes a type; the tree nests and filters by keyword', async () => {
    const parent = await createType({ fullName: '父分类', enCode: 'parentDict' });
    const child = await createType({ parentId: parent, fullName: '子分类', enCode: 'childDict' });
    const tree = (
      await callAs<{ list: DictionaryTypeNode[] }>(app, admin, {
        url: TYPES,
        query: { keyword: 'CHILDdict' },
      })
    ).data.list;
    expect(tree.map((n) => n.enCode)).toEqual(['parentDict']);
    expect(tree[0]!.children.map((n) => n.enCode)).toEqual(['childDict']);
    const selector = await callAs<{ list: DictionaryTypeNode[] }>(app, user, {
      url: `${TYPES}/Selector/${parent}`,
    });
    expect(JSON.stringify(selector.data.list)).not.toContain('childDict');
    const put = await callAs(app, admin, {
      method: 'PUT',
      url: `${TYPES}/${child}`,
      payload: typeBody({ parentId: '-1', fullName: '改名分类', enCode: 'childDict', isTree: 1 }),
    });
    expect(put.code, put.msg).toBe(200);
    const info = await callAs<DictionaryTypeItem>(app, admin, { url: `${TYPES}/${child}` });
    expect(info.data).toMatchObject({ fullName: '改名分类', parentId: '-1', isTree: 1 });
    expect((await callAs(app, admin, { method: 'DELETE', url: `${TYPES}/${child}` })).code).toBe(200);
    expect((await callAs(app, admin, { url: `${TYPES}/${child}` })).code).toBe(404);
    await createType({ fullName: '再建', enCode: 'childDict' });
  });

  it('refuses a taken code, a loop of parents and a delete with children or items', async () => {
    const top = await createType({ fullName: '顶层', enCode: 'topDict' });
    const below = await createType({ parentId: top, fullName: '下层', enCode: 'belowDict' });
    const taken = await post(TYPES, typeBody({ enCode: 'topDict' }), 'zh');
    expect(taken).toMatchObject({ code: 400, msg: '编码已存在：topDict' });
    const loop = await callAs(app, admin, {
      method: 'PUT',
      url: `${TYPES}/${top}`,
      payload: typeBody({ parentId: below, fullName: '顶层', enCode: 'topDict' }),
      headers: { 'accept-language': 'en' },
    });
    expect(loop).toMatchObject({ code: 400, msg: expect.stringContaining('descendants') });
    const withChild = await callAs(app, admin, {
      method: 'DELETE',
      url: `${TYPES}/${top}`,
      headers: { 'accept-language': 'en' },
    });
    expect(withChild).toMatchObject({ code: 400, msg: expect.stringContaining('child types') });
    await createData(below);
    const withData = await callAs(app, admin, {
      method: 'DELETE',
      url: `${TYPES}/${below}`,
      headers: { 'accept-language': 'zh' },
    });
    expect(withData).toMatchObject({ code: 400, msg: '该字典分类下还有1条数据，不能删除' });
    const badCode = await post(TYPES, typeBody({ enCode: 'bad code' }), 'en');
    expect(badCode.code).toBe(400);
  });

  it('pages a flat dictionary, nests a tree one and filters both by keyword', async () => {
    const flat = await createType({ fullName: '平面', enCode: 'flatDict' });
    for (let i = 1; i <= 3; i += 1)
      await createData(flat, { fullName: `选项${i}`, enCode: `opt${i}`, sortCode: i });
    const page = await callAs<DictionaryDataList>(app, admin, {
      url: `${DATA}/${flat}`,
      query: { pageSize: '2' },
    });
    expect(page.data.pagination).toEqual({ currentPage: 1, pageSize: 2, total: 3 });
    expect(page.data.list.map((d) => d.enCode)).toEqual(['opt1', 'opt2']);
    const found = await callAs<DictionaryDataList>(app, admin, {
      url: `${DATA}/${flat}`,
      query: { keyword: 'OPT3' },
    });
    expect(found.data.list.map((d) => d.enCode)).toEqual(['opt3']);
    const wildcard = await callAs<DictionaryDataList>(app, admin, {
      url: `${DATA}/${flat}`,
      query: { keyword: '%' },
    });
    expect(wildcard.data.list).toEqual([]);

    const tree = await createType({ fullName: '树形', enCode: 'treeDict', isTree: 1 });
    const root = await createData(tree, { fullName: '根', enCode: 'root' });
    const leaf = await createData(tree, { fullName: '叶', enCode: 'leaf', parentId: root });
    const nested = await callAs<DictionaryDataList>(app, admin, {
      url: `${DATA}/${tree}`,
      query: { keyword: 'leaf' },
    });
    expect(nested.data.pagination).toBeUndefined();
    expect(nested.data.list).toEqual([
      expect.objectContaining({ id: root, children: [expect.objectContaining({ id: leaf, children: [] })] }),
    ]);
    const flatParent = await post(
      DATA,
      dataBody(flat, { enCode: 'child', parentId: page.data.list[0]!.id }),
      'en',
    );
    expect(flatParent).toMatchObject({ code: 400, msg: expect.stringContaining('not a tree') });
    const loop = await callAs(app, admin, {
      method: 'PUT',
      url: `${DATA}/${root}`,
      payload: dataBody(tree, { fullName: '根', enCode: 'root', parentId: leaf }),
    });
    expect(loop.code).toBe(400);
    const selector = await callAs<{ list: DictionaryOption[] }>(app, user, {
      url: `${DATA}/${tree}/Selector/${leaf}`,
      query: { isTree: '1' },
    });
    expect(selector.data.list).toEqual([expect.objectContaining({ id: root, children: [] })]);
    const flatten = await callAs(app, admin, {
      method: 'PUT',
      url: `${TYPES}/${tree}`,
      payload: typeBody({ fullName: '树形', enCode: 'treeDict', isTree: 0 }),
    });
    expect(flatten.code).toBe(400);
    const parentDelete = await callAs(app, admin, { method: 'DELETE', url: `${DATA}/${root}` });
    expect(parentDelete.code).toBe(400);
  });

  it('edits, toggles and deletes an item; All and Data/Selector show only enabled items', async () => {
    const type = await createType({ fullName: '状态', enCode: 'stateDict' });
    const on = await createData(type, { fullName: '开', enCode: 'on' });
    const off = await createData(type, { fullName: '关', enCode: 'off' });
    const taken = await post(DATA, dataBody(type, { enCode: 'on' }), 'en');
    expect(taken).toMatchObject({ code: 400, msg: 'The code is already in use: on' });
    expect((await callAs(app, admin, { method: 'PUT', url: `${DATA}/${off}/Actions/State` })).code).toBe(200);
    expect(
      (await callAs<DictionaryDataItem>(app, admin, { url: `${DATA}/${off}/Info` })).data.enabledMark,
    ).toBe(0);
    const entry = (await all(user)).find((d) => d.enCode === 'stateDict')!;
    expect(entry.dictionaryList.map((d) => d.id)).toEqual([on]);
    for (const key of [type, 'stateDict']) {
      const selector = await callAs<{ list: DictionaryOption[] }>(app, user, {
        url: `${DATA}/${key}/Data/Selector`,
      });
      expect(selector.data.list.map((d) => d.enCode)).toEqual(['on']);
    }
    const put = await callAs(app, admin, {
      method: 'PUT',
      url: `${DATA}/${on}`,
      payload: dataBody(type, { fullName: '打开', enCode: 'open', simpleSpelling: 'dk', isDefault: 1 }),
    });
    expect(put.code, put.msg).toBe(200);
    expect((await callAs<DictionaryDataItem>(app, admin, { url: `${DATA}/${on}/Info` })).data).toMatchObject({
      fullName: '打开',
      enCode: 'open',
      simpleSpelling: 'dk',
      isDefault: 1,
    });
    expect((await callAs(app, admin, { method: 'DELETE', url: `${DATA}/${on}` })).code).toBe(200);
    expect((await callAs(app, admin, { url: `${DATA}/${on}/Info` })).code).toBe(404);
    expect((await callAs(app, user, { url: `${DATA}/nope/Data/Selector` })).code).toBe(404);
  });

  it('lets an ordinary user read the selectors but not administer', async () => {
    expect((await callAs(app, user, { url: `${DATA}/All` })).code).toBe(200);
    expect((await callAs(app, user, { url: TYPES })).code).toBe(403);
    expect(
      (await callAs(app, user, { method: 'POST', url: TYPES, payload: typeBody({ enCode: 'x1' }) })).code,
    ).toBe(403);
  });
});
