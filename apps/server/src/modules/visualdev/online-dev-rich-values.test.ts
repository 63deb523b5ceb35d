import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';

const BASE = '/api/visualdev/Base';
const ONLINE = '/api/visualdev/OnlineDev';
const en = { 'accept-language': 'en' };

const widget = (jnpfKey: string, vModel: string, label: string) => ({
  __config__: { jnpfKey, label },
  __vModel__: vModel,
});

const FORM = JSON.stringify({
  fields: [
    widget('input', 'title', 'Title'),
    widget('editor', 'body', 'Body'),
    widget('sign', 'hand', 'Hand signature'),
    widget('location', 'place', 'Place'),
  ],
});
const COLUMNS = JSON.stringify({ type: 1, pageSize: 20, columnList: [{ prop: 'title', label: 'Title' }] });

/** A 1x1 PNG. */
const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

describeEachDialect('online development rich values (editor, sign, location)', (ctx) => {
  let app: FastifyInstance;
  let admin = '';
  let designId = '';

  const save = (data: unknown, headers: Record<string, string> = en) =>
    callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: `${ONLINE}/${designId}`,
      payload: { data: JSON.stringify(data) },
      headers,
    });
  const update = (id: string, data: unknown) =>
    callAs(app, admin, {
      method: 'PUT',
      url: `${ONLINE}/${designId}/${id}`,
      payload: { data: JSON.stringify(data) },
      headers: en,
    });
  const row = async (id: string) =>
    (
      await sql<Record<string, unknown>>`select * from ${sql.table('dyn_od_rich')} where id = ${id}`.execute(
        ctx.db,
      )
    ).rows[0]!;

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
    const parentId = await ctx.idByCode('base_module', 'onlineDev');
    const created = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: BASE,
      payload: { fullName: 'Rich', enCode: 'od_rich', webType: 2, formData: FORM, columnData: COLUMNS },
      headers: en,
    });
    expect(created.code, created.msg).toBe(200);
    designId = created.data.id;
    const released = await callAs(app, admin, {
      method: 'POST',
      url: `${BASE}/${designId}/Actions/Release`,
      payload: { pc: 1, app: 0, pcModuleParentId: [parentId], appModuleParentId: [] },
      headers: en,
    });
    expect(released.code, released.msg).toBe(200);
  });

  it('stores rich text sanitized on create and on update', async () => {
    const saved = await save({
      title: 'a',
      body: '<p>Hi<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
      hand: PNG,
      place: JSON.stringify({ lng: 121.5, lat: 31.2, fullAddress: 'Shanghai', name: 'Office' }),
    });
    expect(saved.code, saved.msg).toBe(200);
    const stored = await row(saved.data.id);
    expect(String(stored.body)).toContain('Hi');
    expect(String(stored.body)).not.toMatch(/script|onerror|alert/i);
    expect(stored.hand).toBe(PNG);
    const place: unknown = typeof stored.place === 'string' ? JSON.parse(stored.place) : stored.place;
    expect(place).toMatchObject({ lng: 121.5, lat: 31.2, fullAddress: 'Shanghai' });

    const changed = await update(saved.data.id, {
      title: 'a',
      body: '<a href="javascript:alert(1)" onclick="x()">link</a><b>ok</b>',
    });
    expect(changed.code, changed.msg).toBe(200);
    const after = String((await row(saved.data.id)).body);
    expect(after).toContain('<b>ok</b>');
    expect(after).not.toMatch(/javascript|onclick/i);
  });

  it('refuses a sign value that is not a bounded PNG/JPEG image, in the user language', async () => {
    const text = await save({ title: 'b', hand: 'data:text/html;base64,PHNjcmlwdD4=' });
    expect(text.code).toBe(400);
    expect(text.msg).toBe('Hand signature must be a PNG or JPEG signature image of at most 200 KB');
    const zh = await save({ title: 'b', hand: 'javascript:alert(1)' }, { 'accept-language': 'zh-CN' });
    expect(zh.code).toBe(400);
    expect(zh.msg).toBe('Hand signature必须是PNG或JPEG签名图片，且不超过200 KB');
    // claims PNG, holds text
    const fake = await save({
      title: 'b',
      hand: `data:image/png;base64,${Buffer.from('hello').toString('base64')}`,
    });
    expect(fake.code).toBe(400);
    const huge = await save({ title: 'b', hand: `data:image/png;base64,${'A'.repeat(400_000)}` });
    expect(huge.code).toBe(400);
  });

  it('refuses a location out of bounds or not JSON', async () => {
    const far = await save({ title: 'c', place: JSON.stringify({ lng: 200, lat: 10 }) });
    expect(far.code).toBe(400);
    expect(far.msg).toContain('Place is not a valid location');
    const bad = await save({ title: 'c', place: '{nope' });
    expect(bad.code).toBe(400);
  });
});
