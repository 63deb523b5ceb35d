import type { AreaBody, AreaItem, AreaNamesList, AreaNodeList } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import type { Kysely } from 'kysely';
import { AREA_SEED_MARKER, areaSeedRows, seedAreas } from '../../db/seed-areas';
import type { LooseDB } from '../../db/seed-helpers';

const BASE = '/api/system/Area';

describe('division seed rows', () => {
  it('gives every division its official code as id, with parents before children and no duplicate', () => {
    const rows = areaSeedRows('full', 1);
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
    const seen = new Set(['-1']);
    for (const r of rows) {
      expect(seen.has(r.parent_id), `${r.id} ${r.full_name}`).toBe(true);
      seen.add(r.id);
    }
    expect(rows.find((r) => r.id === '110000')).toMatchObject({
      full_name: '北京市',
      type: 1,
      parent_id: '-1',
    });
    expect(rows.find((r) => r.id === '440106')).toMatchObject({
      full_name: '天河区',
      type: 3,
      parent_id: '440100',
    });
    // a city without districts: its towns take the district level directly under it
    expect(rows.find((r) => r.id === '441900003')).toMatchObject({ type: 3, parent_id: '441900' });
    expect(rows.filter((r) => r.type === 4).length).toBeGreaterThan(30000);
    // sort codes count within each parent
    expect(rows.find((r) => r.id === '440100')).toMatchObject({ sort_code: 1 });
    expect(rows.find((r) => r.id === '440103')).toMatchObject({ sort_code: 1 });
  });
});

describeEachDialect('administrative divisions', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  const body = (over: Partial<AreaBody> = {}): AreaBody => ({
    parentId: '440106',
    fullName: '测试街道',
    enCode: '440106999',
    sortCode: 0,
    enabledMark: 1,
    ...over,
  });
  const list = (url: string, query?: Record<string, string>, token = admin) =>
    callAs<AreaNodeList>(app, token, { url, query });
  const post = (payload: AreaBody, lang = 'en') =>
    callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: BASE,
      payload,
      headers: { 'accept-language': lang },
    });
  const put = (id: string, payload: AreaBody) =>
    callAs(app, admin, {
      method: 'PUT',
      url: `${BASE}/${id}`,
      payload,
      headers: { 'accept-language': 'en' },
    });

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
  });

  it('loads the divisions once: later seeds skip them, a wider scope loads the rest', async () => {
    const loose = ctx.db as unknown as Kysely<LooseDB>;
    const marker = () =>
      ctx.db
        .selectFrom('base_sys_config')
        .select('value')
        .where('category', '=', 'Seed')
        .where('key', '=', AREA_SEED_MARKER)
        .executeTakeFirst();
    // the test seed loaded the sample and said so
    expect((await marker())?.value).toMatch(/^sample@\d+\.\d+\.\d+$/);
    // a seeded row removed outright (not by the page, which soft-deletes) is not put back:
    // the marker short-cuts the 40,000-row comparison
    await ctx.db.deleteFrom('base_province').where('id', '=', '440106').execute();
    expect(await seedAreas(loose, 'sample', Date.now())).toBe(0);
    expect(
      await ctx.db.selectFrom('base_province').select('id').where('id', '=', '440106').execute(),
    ).toEqual([]);
    // an outdated marker (another package version) compares again and restores it
    await ctx.db
      .updateTable('base_sys_config')
      .set({ value: 'sample@0.0.1' })
      .where('key', '=', AREA_SEED_MARKER)
      .execute();
    expect(await seedAreas(loose, 'sample', Date.now())).toBe(1);
    expect((await marker())?.value).toMatch(/^sample@(?!0\.0\.1)/);
    expect(await seedAreas(loose, 'sample', Date.now())).toBe(0);
  });

  it('lists the provinces under -1, lazily, telling which have children', async () => {
    const res = await list(`${BASE}/-1`);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.list).toHaveLength(31);
    expect(res.data.list[0]).toMatchObject({
      id: '110000',
      fullName: '北京市',
      type: 1,
      hasChildren: true,
      isLeaf: false,
    });
    // the test seed holds the subtrees of Beijing and Guangdong only
    expect(res.data.list.find((a) => a.enCode === '140000')).toMatchObject({
      hasChildren: false,
      isLeaf: true,
    });
    const cities = await list(`${BASE}/440000`);
    expect(cities.data.list.slice(0, 2).map((c) => [c.fullName, c.type, c.hasChildren])).toEqual([
      ['广州市', 2, true],
      ['韶关市', 2, true],
    ]);
    const streets = await list(`${BASE}/440106`);
    expect(streets.data.list.length).toBe(21);
    expect(streets.data.list.every((s) => s.type === 4 && s.isLeaf && !s.hasChildren)).toBe(true);
  });

  it('searches name and code over every level, and treats LIKE wildcards as text', async () => {
    const res = await list(`${BASE}/-1`, { keyword: '天河' });
    expect(res.data.list.map((a) => [a.id, a.type])).toContainEqual(['440106', 3]);
    expect(res.data.list.every((a) => a.fullName.includes('天河'))).toBe(true);
    const byCode = await list(`${BASE}/-1`, { keyword: '4401060' });
    expect(byCode.data.list.length).toBeGreaterThan(0);
    expect(byCode.data.list.every((a) => a.enCode.startsWith('4401060') && a.type === 4)).toBe(true);
    expect((await list(`${BASE}/-1`, { keyword: '%' })).data.list).toEqual([]);
  });

  it('offers parents without the edited division and without streets', async () => {
    const provinces = await list(`${BASE}/-1/Selector/440000`);
    expect(provinces.data.list.map((a) => a.id)).not.toContain('440000');
    expect(provinces.data.list.map((a) => a.id)).toContain('110000');
    const cities = await list(`${BASE}/440000/Selector/440100`);
    expect(cities.data.list.map((a) => a.id)).not.toContain('440100');
    expect(cities.data.list.map((a) => a.id)).toContain('440300');
    const districts = await list(`${BASE}/440100/Selector/0`);
    expect(districts.data.list.map((a) => a.fullName)).toContain('天河区');
    // a district may hold streets but a street can never be a parent: districts are the selector's leaves
    expect(districts.data.list.every((a) => a.type === 3 && a.isLeaf)).toBe(true);
    expect((await list(`${BASE}/440106/Selector/0`)).data.list).toEqual([]);
  });

  it('answers the names of saved id paths, skipping unknown ids, and validates the body', async () => {
    const res = await callAs<AreaNamesList>(app, admin, {
      method: 'POST',
      url: `${BASE}/GetAreaByIds`,
      payload: { idsList: [['440000', '440100', '440106'], ['110000', 'nope'], []] },
    });
    expect(res.data).toEqual([['广东省', '广州市', '天河区'], ['北京市'], []]);
    const bad = await callAs(app, admin, {
      method: 'POST',
      url: `${BASE}/GetAreaByIds`,
      payload: { idsList: 'x' },
    });
    expect(bad.code).toBe(401);
  });

  it('creates a street under a district, edits, moves, switches and deletes it', async () => {
    const res = await post(body({ quickQuery: 'csjd' }));
    expect(res.code, res.msg).toBe(200);
    const url = `${BASE}/${res.data.id}`;
    expect((await callAs<AreaItem>(app, admin, { url: `${url}/Info` })).data).toMatchObject({
      parentId: '440106',
      fullName: '测试街道',
      enCode: '440106999',
      quickQuery: 'csjd',
      type: 4,
      enabledMark: 1,
    });
    expect((await list(`${BASE}/-1`, { keyword: 'CSJD' })).data.list.map((a) => a.id)).toEqual([res.data.id]);
    const moved = await put(res.data.id, body({ parentId: '440104', fullName: '越秀测试街道' }));
    expect(moved.code, moved.msg).toBe(200);
    expect((await list(`${BASE}/440104`)).data.list.map((a) => a.fullName)).toContain('越秀测试街道');
    expect((await list(`${BASE}/440106`)).data.list.map((a) => a.id)).not.toContain(res.data.id);
    const state = await callAs(app, admin, { method: 'PUT', url: `${url}/Actions/State` });
    expect(state.code).toBe(200);
    expect((await callAs<AreaItem>(app, admin, { url: `${url}/Info` })).data.enabledMark).toBe(0);
    expect((await callAs(app, admin, { method: 'DELETE', url })).code).toBe(200);
    expect((await callAs(app, admin, { url: `${url}/Info` })).code).toBe(404);
    // the code is free again once deleted
    expect((await post(body())).code).toBe(200);
  });

  it('refuses taken and non-numeric codes, a fifth level, level changes and cycles, in the caller language', async () => {
    expect(await post(body({ enCode: '440106' }))).toMatchObject({
      code: 400,
      msg: 'The code is already in use: 440106',
    });
    expect((await post(body({ enCode: '440106' }), 'zh')).msg).toBe('编码已存在：440106');
    expect((await post(body({ enCode: '44a' }))).msg).toBe('The division code may contain only digits');
    expect((await post(body({ enCode: '44a' }), 'zhtw')).msg).toBe('區劃編碼只能輸入數字');
    expect((await post(body({ fullName: '<b>' }))).msg).toBe('The name cannot contain special characters');
    expect((await post(body({ parentId: 'missing', enCode: '1' }))).msg).toBe(
      'The parent division does not exist',
    );
    const street = (await list(`${BASE}/440106`)).data.list[0]!;
    expect((await post(body({ parentId: street.id, enCode: '2' }))).msg).toMatch(/at most four levels/);
    const tianhe = { parentId: '440100', fullName: '天河区', enCode: '440106' };
    expect((await put('440106', body({ ...tianhe, parentId: '440000' }))).msg).toBe(
      'A division can only move under a division of the same level as its current parent',
    );
    expect(
      (await put('440100', body({ parentId: '440106', fullName: '广州市', enCode: '440100' }))).msg,
    ).toBe('The parent division cannot be the division itself or one of its subdivisions');
    expect((await put('440106', body({ ...tianhe, parentId: '440106' }))).code).toBe(400);
    expect((await put('440106', body({ ...tianhe, parentId: '440300' }))).code).toBe(200);
    expect((await list(`${BASE}/440300`)).data.list.map((a) => a.id)).toContain('440106');
    expect((await put('440106', body(tianhe))).code).toBe(200);
  });

  it('refuses to delete a division that still has subdivisions', async () => {
    const res = await callAs(app, admin, {
      method: 'DELETE',
      url: `${BASE}/440106`,
      headers: { 'accept-language': 'en' },
    });
    expect(res).toMatchObject({
      code: 400,
      msg: 'This division still has subdivisions and cannot be deleted',
    });
    expect((await list(`${BASE}/440100`)).data.list.map((a) => a.id)).toContain('440106');
  });

  it('serves the picker calls to any user and refuses the administration to zhangsan', async () => {
    const zhangsan = await ctx.signIn('zhangsan');
    expect((await list(`${BASE}/110000`, undefined, zhangsan)).data.list[0]).toMatchObject({
      fullName: '市辖区',
    });
    const names = await callAs<AreaNamesList>(app, zhangsan, {
      method: 'POST',
      url: `${BASE}/GetAreaByIds`,
      payload: { idsList: [['110000']] },
    });
    expect(names.data).toEqual([['北京市']]);
    const calls = [
      { method: 'GET', url: `${BASE}/-1/Selector/0` },
      { method: 'GET', url: `${BASE}/440106/Info` },
      { method: 'POST', url: BASE, payload: body({ enCode: '3' }) },
      { method: 'PUT', url: `${BASE}/440106`, payload: body() },
      { method: 'PUT', url: `${BASE}/440106/Actions/State` },
      { method: 'DELETE', url: `${BASE}/440106` },
    ] as const;
    for (const call of calls)
      expect((await callAs(app, zhangsan, call)).code, `${call.method} ${call.url}`).toBe(403);
  });
});
