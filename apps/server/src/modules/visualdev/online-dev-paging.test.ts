import type { OnlineDevListAnswer, VisualDevReleaseResult } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';
import { readLiveTable } from '../../db/dynamic/catalogue';
import { indexName } from '../../db/dynamic/layout';

const BASE = '/api/visualdev/Base';
const ONLINE = '/api/visualdev/OnlineDev';
const en = { 'accept-language': 'en' };
const DAY = 86_400_000;
const START = Date.UTC(2026, 0, 1);

const widget = (jnpfKey: string, vModel: string, extra = {}, config = {}) => ({
  __config__: { jnpfKey, label: vModel, ...config },
  __vModel__: vModel,
  ...extra,
});
const FORM = JSON.stringify({
  fields: [
    widget('input', 'title'),
    widget(
      'select',
      'status',
      { options: ['o', 'c'].map((id) => ({ id, fullName: id })), props: { label: 'fullName', value: 'id' } },
      { dataType: 'static' },
    ),
    widget('datePicker', 'claim_date', { format: 'yyyy-MM-dd' }),
  ],
});
const COLUMNS = JSON.stringify({
  pageSize: 20,
  columnList: ['title', 'status', 'claim_date'].map((prop) => ({
    prop,
    label: prop,
    sortable: prop !== 'status',
  })),
  searchList: [
    { prop: 'status', searchType: 1 },
    { prop: 'claim_date', searchType: 3 },
  ],
  defaultSortConfig: [{ field: 'claim_date', sort: 'desc' }],
  useDataPermission: true,
});

describeEachDialect('online development list pages at any offset', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let designId = '';

  const list = (body: Record<string, unknown>) =>
    callAs<OnlineDevListAnswer>(app, admin, {
      method: 'POST',
      url: `${ONLINE}/${designId}/List`,
      payload: body,
      headers: en,
    });

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    const parentId = await ctx.idByCode('base_module', 'onlineDev');
    const created = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: BASE,
      payload: {
        fullName: 'Paged claims',
        enCode: 'od_paging',
        webType: 2,
        formData: FORM,
        columnData: COLUMNS,
      },
      headers: en,
    });
    expect(created.code, created.msg).toBe(200);
    designId = created.data.id;
    const released = await callAs<VisualDevReleaseResult>(app, admin, {
      method: 'POST',
      url: `${BASE}/${designId}/Actions/Release`,
      payload: { pc: 1, app: 0, pcModuleParentId: [parentId], appModuleParentId: [] },
      headers: en,
    });
    expect(released.code, released.msg).toBe(200);
    // 25 claims, one a day; the even ones open
    for (let i = 0; i < 25; i++) {
      const res = await callAs(app, admin, {
        method: 'POST',
        url: `${ONLINE}/${designId}`,
        payload: {
          data: JSON.stringify({
            title: `Claim ${i}`,
            status: i % 2 ? 'c' : 'o',
            claim_date: START + i * DAY,
          }),
        },
        headers: en,
      });
      expect(res.code, res.msg).toBe(200);
    }
  });

  it('indexes the searched pairs and the scope column in the order the list reads them', async () => {
    const live = await readLiveTable(ctx.db as unknown as Kysely<unknown>, ctx.dialect, 'dyn_od_paging');
    expect(live!.indexes).toEqual(
      expect.arrayContaining([
        indexName('dyn_od_paging', ['status', 'claim_date', 'id'], false),
        indexName('dyn_od_paging', ['organize_id', 'claim_date', 'id'], false),
        indexName('dyn_od_paging', ['organize_id', 'status', 'claim_date', 'id'], false),
      ]),
    );
  });

  it('answers every page in order with the exact total: full, middle, last and past the end', async () => {
    const titles = async (currentPage: number, pageSize: number, extra: Record<string, unknown> = {}) => {
      const res = await list({ currentPage, pageSize, ...extra });
      expect(res.code, res.msg).toBe(200);
      return { titles: res.data.list.map((r) => r.title), total: res.data.pagination.total };
    };
    const newest = (from: number, n: number) => Array.from({ length: n }, (_, k) => `Claim ${from - k}`);
    expect(await titles(1, 10)).toEqual({ titles: newest(24, 10), total: 25 });
    expect(await titles(2, 10)).toEqual({ titles: newest(14, 10), total: 25 });
    expect(await titles(3, 10)).toEqual({ titles: newest(4, 5), total: 25 });
    expect(await titles(4, 10)).toEqual({ titles: [], total: 25 });
    expect(await titles(5, 5)).toEqual({ titles: newest(4, 5), total: 25 });
    const open = {
      sidx: 'claim_date',
      queryJson: JSON.stringify({ status: 'o', claim_date: [START + 2 * DAY, START + 20 * DAY] }),
    };
    expect(await titles(2, 3, open)).toEqual({ titles: ['Claim 8', 'Claim 10', 'Claim 12'], total: 10 });
    expect(await titles(4, 3, open)).toEqual({ titles: ['Claim 20'], total: 10 });
  });
});
