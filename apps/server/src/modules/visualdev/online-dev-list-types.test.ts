import type { OnlineDevListAnswer, VisualDevReleaseResult } from '@tessera/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';

const BASE = '/api/visualdev/Base';
const ONLINE = '/api/visualdev/OnlineDev';
const en = { 'accept-language': 'en' };

const FORM = JSON.stringify({
  fields: [
    { __config__: { jnpfKey: 'input', label: 'Name' }, __vModel__: 'name' },
    { __config__: { jnpfKey: 'input', label: 'Team' }, __vModel__: 'team' },
    { __config__: { jnpfKey: 'input', label: 'Parent' }, __vModel__: 'parent' },
  ],
});

describeEachDialect('online development grouped and tree lists', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let groupedId = '';
  let annId = '';

  const release = async (enCode: string, columns: Record<string, unknown>) => {
    const created = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: BASE,
      payload: {
        fullName: enCode,
        enCode,
        webType: 2,
        formData: FORM,
        columnData: JSON.stringify({
          columnList: [{ prop: 'name' }, { prop: 'team' }, { prop: 'parent' }],
          ...columns,
        }),
      },
      headers: en,
    });
    expect(created.code, created.msg).toBe(200);
    const parentId = await ctx.idByCode('base_module', 'onlineDev');
    const released = await callAs<VisualDevReleaseResult>(app, admin, {
      method: 'POST',
      url: `${BASE}/${created.data.id}/Actions/Release`,
      payload: { pc: 1, app: 0, pcModuleParentId: [parentId], appModuleParentId: [] },
      headers: en,
    });
    expect(released.code, released.msg).toBe(200);
    return created.data.id;
  };
  const save = async (modelId: string, data: Record<string, unknown>) => {
    const res = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: `${ONLINE}/${modelId}`,
      payload: { data: JSON.stringify(data) },
    });
    expect(res.code, res.msg).toBe(200);
    return res.data.id;
  };
  const list = (modelId: string, body: Record<string, unknown> = {}) =>
    callAs<OnlineDevListAnswer>(app, admin, {
      method: 'POST',
      url: `${ONLINE}/${modelId}/List`,
      payload: body,
    });

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
  });

  it('groups a type-3 list by its group field', async () => {
    const id = await release('od_grouped', { type: 3, groupField: 'team' });
    groupedId = id;
    for (const [name, team] of [
      ['Ann', 'Red'],
      ['Bob', 'Blue'],
      ['Cid', 'Red'],
    ]) {
      const saved = await save(id, { name, team });
      if (name === 'Ann') annId = saved;
    }
    const res = await list(id, { sidx: 'name' });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.pagination.total).toBe(3);
    const groups = res.data.list as { top: boolean; name: string; children: { name: string }[] }[];
    expect(groups.map((g) => [g.top, g.name, g.children.map((c) => c.name)])).toEqual([
      [true, 'Red', ['Ann', 'Cid']],
      [true, 'Blue', ['Bob']],
    ]);
  });

  it('nests a type-5 list by its parent field, a loop of parents kept at the top', async () => {
    const id = await release('od_tree', { type: 5, parentField: 'parent' });
    const root = await save(id, { name: 'Root' });
    const child = await save(id, { name: 'Child', parent: root });
    const leaf = await save(id, { name: 'Leaf', parent: child });
    await save(id, { name: 'Orphan', parent: 'nobody' });
    const res = await list(id, { sidx: 'name', pageSize: 1 });
    expect(res.code, res.msg).toBe(200);
    type Node = { name: string; children?: Node[] };
    const shape = (n: Node): unknown => [n.name, (n.children ?? []).map(shape)];
    expect((res.data.list as Node[]).map(shape)).toEqual([
      ['Orphan', []],
      ['Root', [['Child', [['Leaf', []]]]]],
    ]);
    const looped = await callAs(app, admin, {
      method: 'PUT',
      url: `${ONLINE}/${id}/${root}`,
      payload: { data: JSON.stringify({ name: 'Root', parent: leaf }) },
    });
    expect(looped.code, looped.msg).toBe(200);
    const again = await list(id, { sidx: 'name' });
    expect((again.data.list as Node[]).map(shape)).toEqual([
      ['Child', []],
      ['Leaf', []],
      ['Orphan', []],
      ['Root', []],
    ]);
  });

  it('shows a related record by its display column, its key in <vModel>_id', async () => {
    const form = JSON.stringify({
      fields: [
        { __config__: { jnpfKey: 'input', label: 'Name' }, __vModel__: 'name' },
        {
          __config__: { jnpfKey: 'relationForm', label: 'Member' },
          __vModel__: 'member',
          modelId: groupedId,
          relationField: 'name',
        },
      ],
    });
    const created = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: BASE,
      payload: { fullName: 'Rel', enCode: 'od_rel', webType: 2, formData: form, columnData: '{}' },
      headers: en,
    });
    expect(created.code, created.msg).toBe(200);
    const parentId = await ctx.idByCode('base_module', 'onlineDev');
    const released = await callAs(app, admin, {
      method: 'POST',
      url: `${BASE}/${created.data.id}/Actions/Release`,
      payload: { pc: 1, app: 0, pcModuleParentId: [parentId], appModuleParentId: [] },
      headers: en,
    });
    expect(released.code, released.msg).toBe(200);
    await save(created.data.id, { name: 'Task', member: annId });
    const res = await list(created.data.id);
    expect(res.code, res.msg).toBe(200);
    expect(res.data.list[0]).toMatchObject({ name: 'Task', member: 'Ann', member_id: annId });
  });
});
