import type { Expression, SqlBool } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDialect } from '../../test/helpers/dialects';
import { organizeSubtreeIds } from '../modules/data-scope/data-scope.repository';
import { USER_SCOPE_FIELDS } from '../modules/user-admin/user-scope';
import { compileScheme, scopeWhere, type DataScope, type SchemeRow, type ScopeVariables } from './data-scope';

const scheme = (condition: unknown, allData = 0): SchemeRow => ({
  id: 's',
  en_code: 's',
  full_name: 's',
  all_data: allData,
  condition_json: typeof condition === 'string' ? condition : JSON.stringify(condition),
});
const rule = (field: string, op: string, value?: unknown) => ({
  logic: 'and',
  rules: [{ field, op, value }],
});

describeEachDialect('data scope compiler', (ctx) => {
  let vars: ScopeVariables;
  let orgOf: Map<string, string | null>;
  const org = async (enCode: string) => await ctx.idByCode('base_organize', enCode);
  const restricted = (schemes: SchemeRow[]): DataScope => ({
    restricted: true,
    reason: 'scheme',
    schemes,
    vars,
  });
  /** Accounts of live users meeting an expression (undefined: every live user). */
  const accounts = async (expr: Expression<SqlBool> | null | undefined) => {
    let q = ctx.db.selectFrom('base_user').select('account').where('deleted_at', 'is', null);
    if (expr) q = q.where(expr);
    return (await q.execute()).map((r) => r.account).sort();
  };
  const allAccounts = () => accounts(undefined);
  const compiled = (s: SchemeRow) => compileScheme(s, USER_SCOPE_FIELDS, vars, ctx.dialect);

  beforeAll(async () => {
    const lisi = await ctx.userRow('lisi');
    const sh = await org('xinghe-sh');
    vars = {
      userId: lisi.id,
      organizeId: lisi.organize_id,
      organizeAndSub: await organizeSubtreeIds(ctx.db, sh),
      positionId: lisi.position_id,
      currentTime: Date.now(),
    };
    const rows = await ctx.db.selectFrom('base_user').select(['account', 'organize_id']).execute();
    orgOf = new Map(rows.map((r) => [r.account, r.organize_id]));
  });

  it('answers a whole subtree for @organizeAndSub', async () => {
    const ids = ['xinghe-sh', 'sales', 'support'];
    expect(vars.organizeAndSub.sort()).toEqual((await Promise.all(ids.map(org))).sort());
    expect(await organizeSubtreeIds(ctx.db, 'missing')).toEqual([]);
  });

  it('compiles each kind of scheme against real rows', async () => {
    const everyone = await allAccounts();
    expect(await accounts(compiled(scheme(null, 1)))).toEqual(everyone);
    const rd = everyone.filter((a) => orgOf.get(a) === vars.organizeId);
    expect(rd).toContain('lisi');
    expect(await accounts(compiled(scheme(rule('organizeId', '==', '@organizeId'))))).toEqual(rd);
    const sub = new Set(vars.organizeAndSub);
    const shPeople = everyone.filter((a) => sub.has(orgOf.get(a) ?? ''));
    expect(shPeople.length).toBeGreaterThan(0);
    expect(await accounts(compiled(scheme(rule('organizeId', 'in', '@organizeAndSub'))))).toEqual(shPeople);
    // The older single-rule shape still works.
    expect(await accounts(compiled(scheme({ field: 'organizeId', op: '==', value: '@organizeId' })))).toEqual(
      rd,
    );
    await ctx.db
      .updateTable('base_user')
      .set({ created_by: vars.userId })
      .where('account', 'in', ['zhaoliu', 'sunqi'])
      .execute();
    expect(await accounts(compiled(scheme(rule('creatorUserId', '==', '@userId'))))).toEqual([
      'sunqi',
      'zhaoliu',
    ]);
    expect(await accounts(compiled(scheme(rule('creatorTime', '<=', '@currentTime'))))).toEqual(everyone);
    expect(await accounts(compiled(scheme(rule('positionId', '==', '@positionId'))))).toContain('lisi');
  });

  it('joins the rules of a scheme by its logic and several schemes with OR', async () => {
    const both = {
      logic: 'and',
      rules: [rule('organizeId', '==', '@organizeId').rules[0], rule('account', '==', 'lisi').rules[0]],
    };
    expect(await accounts(compiled(scheme(both)))).toEqual(['lisi']);
    const either = { ...both, logic: 'or' };
    expect(await accounts(compiled(scheme(either)))).toContain('zhangsan');
    const union = scopeWhere(
      restricted([
        scheme(rule('account', '==', 'zhouba')),
        scheme(rule('account', 'in', ['wujiu', 'admin'])),
      ]),
      USER_SCOPE_FIELDS,
      ctx.dialect,
    );
    expect(await accounts(union)).toEqual(['admin', 'wujiu', 'zhouba']);
    expect(
      scopeWhere({ restricted: false, reason: 'allData' }, USER_SCOPE_FIELDS, ctx.dialect),
    ).toBeUndefined();
    expect(await accounts(scopeWhere(restricted([]), USER_SCOPE_FIELDS, ctx.dialect))).toEqual([]);
  });

  it('refuses unknown fields and malformed conditions: such a scheme grants nothing', async () => {
    for (const bad of [
      rule('password_hash', '==', 'x'),
      rule('constructor', '==', 'x'),
      rule('organizeId', '==', '@nobody'),
      rule('creatorTime', '>', 'yesterday'),
      rule('account', '>', ['a', 'b']),
      'not json',
      '{"logic":"and","rules":[]}',
    ])
      expect(compiled(scheme(bad))).toBeNull();
    const withBad = scopeWhere(
      restricted([scheme(rule('password_hash', '!=', '')), scheme(rule('account', '==', 'lisi'))]),
      USER_SCOPE_FIELDS,
      ctx.dialect,
    );
    expect(await accounts(withBad)).toEqual(['lisi']);
    const onlyBad = scopeWhere(
      restricted([scheme(rule('password_hash', '!=', ''))]),
      USER_SCOPE_FIELDS,
      ctx.dialect,
    );
    expect(await accounts(onlyBad)).toEqual([]);
  });

  it('keeps hostile values as data: quotes, SQL and LIKE wildcards match literally', async () => {
    const lisi = await ctx.userRow('lisi');
    await ctx.db
      .updateTable('base_user')
      .set({ description: `100%_it's` })
      .where('id', '=', lisi.id)
      .execute();
    const hostile = `' or '1'='1`;
    expect(await accounts(compiled(scheme(rule('account', '==', hostile))))).toEqual([]);
    expect(
      await accounts(compiled(scheme(rule('account', 'in', [hostile, `x'); drop table base_user; --`])))),
    ).toEqual([]);
    expect(await accounts(compiled(scheme(rule('realName', 'like', '%'))))).toEqual([]);
    expect(await accounts(compiled(scheme(rule('realName', 'like', '_'))))).toEqual([]);
    expect(await accounts(compiled(scheme(rule('account', 'like', 'ISI'))))).toEqual(['lisi']);
    const everyone = await allAccounts();
    expect(await accounts(compiled(scheme(rule('account', 'notLike', 'isi'))))).toEqual(
      everyone.filter((a) => a !== 'lisi'),
    );
    const text = ctx.db
      .selectFrom('base_user')
      .select('id')
      .where(compiled(scheme(rule('account', '==', hostile)))!)
      .compile();
    expect(text.sql).not.toContain(hostile);
    expect(text.parameters).toContain(hostile);
    expect(await allAccounts()).toEqual(everyone);
  });

  it('treats empty lists and missing variables as matching nothing (in) or everything (notIn)', async () => {
    const everyone = await allAccounts();
    expect(await accounts(compiled(scheme(rule('account', 'in', []))))).toEqual([]);
    expect(await accounts(compiled(scheme(rule('account', 'notIn', []))))).toEqual(everyone);
    const saved = vars;
    vars = { ...vars, organizeId: null, organizeAndSub: [] };
    expect(await accounts(compiled(scheme(rule('organizeId', '==', '@organizeId'))))).toEqual([]);
    expect(await accounts(compiled(scheme(rule('organizeId', 'in', '@organizeAndSub'))))).toEqual([]);
    vars = saved;
    expect(await accounts(compiled(scheme(rule('email', 'null'))))).toEqual([]);
    expect(await accounts(compiled(scheme(rule('email', 'notNull'))))).toEqual(everyone);
    expect(await accounts(compiled(scheme(rule('gender', '==', '2'))))).toContain('sunqi');
  });
});
