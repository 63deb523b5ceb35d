import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { callAs } from '../../../test/helpers/http';

// A 100-field form with 3 sub-tables releases into its four tables. How long it takes (issue 17:
// under 2 s) is measured by bench/visualdev-release.mjs, not here.

const field = (key: string, vModel: string, i: number, extra: Record<string, unknown> = {}) => ({
  __config__: { jnpfKey: key, label: `Field ${vModel}`, formId: i },
  __vModel__: vModel,
  ...extra,
});

function bigForm(): string {
  const kinds = ['input', 'numInput', 'textarea', 'datePicker', 'switch'];
  const main = Array.from({ length: 85 }, (_, i) => field(kinds[i % kinds.length]!, `f${i}`, i + 1));
  const tables = [0, 1, 2].map((t) => ({
    __config__: {
      jnpfKey: 'table',
      label: `Table ${t}`,
      formId: 200 + t,
      children: Array.from({ length: 5 }, (_, i) => field(kinds[i % 2]!, `c${i}`, 300 + t * 10 + i)),
    },
    __vModel__: `t${t}`,
  }));
  return JSON.stringify({ fields: [...main, ...tables] });
}

describeEachDialect('releasing a 100-field form with 3 sub-tables', (ctx) => {
  let app: FastifyInstance;
  let admin = '';

  beforeAll(async () => {
    app = ctx.app;
    admin = await ctx.signIn('admin');
  });

  it('creates the main table and one table per sub-table', async () => {
    const created = await callAs<{ id: string }>(app, admin, {
      method: 'POST',
      url: '/api/visualdev/Base',
      payload: { fullName: 'Big form', enCode: 'big_form', webType: 2, formData: bigForm() },
    });
    expect(created.code, created.msg).toBe(200);
    const parent = await ctx.idByCode('base_module', 'onlineDev');
    const res = await callAs<{ tables: string[] }>(app, admin, {
      method: 'POST',
      url: `/api/visualdev/Base/${created.data.id}/Actions/Release`,
      payload: { pc: 1, app: 0, pcModuleParentId: [parent], appModuleParentId: [] },
    });
    expect(res.code, res.msg).toBe(200);
    expect(res.data.tables).toHaveLength(4);
  });
});
