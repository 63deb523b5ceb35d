import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { describeEachDialect } from '../../../test/helpers/dialects';
import { AppError } from '../../lib/errors';
import { SqlReader, type SqlReaderOptions } from './sql-runner';
import { bindPlaceholders } from './sql-text';

const limits = { timeLimitMs: 3000, rowLimit: 100 };

/** The message key a refused run threw (fails the test when it ran). */
async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    if (error instanceof AppError) return error.messageKey;
    throw error;
  }
  throw new Error('the statement ran');
}

describe('bindPlaceholders', () => {
  it('binds placeholders outside literals and comments only', () => {
    const bound = bindPlaceholders(
      'select \'@keyword\' as a, "@x" , @keyword -- @userId\n /* @formId */ from t where b = @userId',
      'postgres',
    );
    expect(bound.names).toEqual(['keyword', 'userId']);
    expect(bound.text).toContain("'@keyword'");
    expect(bound.text).toContain('$1');
    expect(bound.text).toContain('b = $2');
  });
  it('keeps PostgreSQL operators that contain @', () => {
    expect(bindPlaceholders('select a <@ b, c @> d, @x from t', 'postgres').names).toEqual(['x']);
  });
  it('refuses anything but one SELECT', () => {
    for (const bad of [
      'delete from t',
      'select 1; drop table t',
      'select 1; /* c */ select 2',
      'pragma writable_schema = 1',
      "attach database '/tmp/x' as x",
      'vacuum into "/tmp/x"',
      'update t set a = 1',
      '',
    ])
      expect(() => bindPlaceholders(bad, 'sqlite'), bad).toThrow(AppError);
  });
  it('refuses positional markers', () => {
    expect(() => bindPlaceholders('select ? ', 'sqlite')).toThrow(AppError);
    expect(() => bindPlaceholders('select $1', 'postgres')).toThrow(AppError);
  });
});

describeEachDialect('read-only SQL runner', (ctx) => {
  const run = (text: string, values: Record<string, unknown> = {}, l = limits) =>
    ctx.app.services.sqlReader.run(text, values, l, 'test-user');

  it('names the columns of a statement that finds no rows (the print template field list)', async () => {
    const r = await run('select account, real_name as "realName" from base_user where id = @formId', {
      formId: 'no-such-user',
    });
    expect(r.rows).toEqual([]);
    expect(r.columns).toEqual(['account', 'realName']);
  });

  it('runs a select with bound placeholders', async () => {
    const r = await run('select account from base_user where account = @a', { a: 'admin' });
    expect(r.rows).toEqual([{ account: 'admin' }]);
    expect(r.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('binds hostile parameter values as data', async () => {
    for (const value of [
      "' OR 1=1--",
      '1; DROP TABLE base_organize',
      '/**/UNION/**/SELECT password_hash FROM base_user',
    ])
      expect((await run('select id from base_user where account = @a', { a: value })).rows).toEqual([]);
    const r = await run("select '@a' as text, @a as value", { a: "x' or 1=1 --" });
    expect(r.rows[0]).toEqual({ text: '@a', value: "x' or 1=1 --" });
    expect((await ctx.db.selectFrom('base_organize').select('id').execute()).length).toBeGreaterThan(0);
  });

  it('caps rows', async () => {
    const r = await run('select id from base_organize', {}, { timeLimitMs: 3000, rowLimit: 2 });
    expect(r.rows).toHaveLength(2);
    expect(r.truncated).toBe(true);
  });

  it('refuses unknown placeholders', async () => {
    expect(await refusal(run('select @nope as x'))).toBe('diUnknownParam');
  });

  it('never reads password hashes or session tables', async () => {
    for (const text of [
      'select password_hash from base_user',
      'select * from base_user',
      'select substr(password_hash, 1, 60) as p from base_user',
      "select account from base_user where password_hash like '$%'",
      'with u as (select * from base_user) select max(password_hash) as n from u',
      'select (select password_hash from base_user limit 1) as p',
      'select token_hash from base_user_session',
      'select * from base_sms_code',
      'select code_hash from base_sms_code union select account from base_user',
    ])
      expect(['diSqlSecret', 'diSqlRefused'], text).toContain(await refusal(run(text)));
  });

  it('refuses writes even when hidden in a WITH', async () => {
    const key = await refusal(run('with d as (delete from base_organize returning id) select * from d'));
    expect(['diSqlFailed', 'diSqlNotSelect', 'diSqlRefused']).toContain(key);
    expect(await refusal(run('select 1 as a; delete from base_organize'))).toBe('diSqlNotSelect');
    expect(await refusal(run('select 1 as a;\n-- x\ndelete from base_organize'))).toBe('diSqlNotSelect');
    const n = await ctx.db
      .selectFrom('base_organize')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst();
    expect(Number(n?.n)).toBeGreaterThan(0);
  });

  it('stops a query at the time limit', async () => {
    const slow =
      ctx.dialect === 'postgres'
        ? 'select pg_sleep(30) as s'
        : 'with recursive c(x) as (select 1 union all select x + 1 from c) select count(*) as n from c';
    const started = Date.now();
    expect(await refusal(run(slow, {}, { timeLimitMs: 300, rowLimit: 10 }))).toBe('diSqlTimeout');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  if (ctx.dialect === 'sqlite' || !process.env.TEST_DATABASE_URL) {
    it('SQLite: refuses ATTACH, PRAGMA, VACUUM INTO and load_extension', async () => {
      expect(await refusal(run("attach database '/tmp/di-x.db' as x"))).toBe('diSqlNotSelect');
      expect(await refusal(run('pragma writable_schema = 1'))).toBe('diSqlNotSelect');
      expect(await refusal(run("vacuum into '/tmp/di-y.db'"))).toBe('diSqlNotSelect');
      expect(await refusal(run("select load_extension('/tmp/x.so') as x"))).toBe('diSqlRefused');
      expect(await refusal(run("select * from pragma_table_info('base_user') as p, base_user_session"))).toBe(
        'diSqlSecret',
      );
    });
  }
});

describeEachDialect('read-only SQL runner on PostgreSQL', (ctx) => {
  const run = (text: string) => ctx.app.services.sqlReader.run(text, {}, limits, 'test-user');
  it('enforces read-only in the database', async () => {
    if (ctx.dialect !== 'postgres') return;
    const hostile = [
      "select set_config('role', current_user, false) as r",
      "select set_config('role', 'postgres', true) as r",
      "select set_config('transaction_read_only', 'off', true) as r",
      "select pg_read_file('/etc/passwd') as f",
      "select lo_import('/etc/passwd') as o",
      "select * from pg_ls_dir('.') as d",
      "select nextval('x') as n",
      "select query_to_xml('select password_hash from base_user', true, true, '') as x",
    ];
    for (const text of hostile)
      expect(['diSqlRefused', 'diSqlFailed', 'diSqlNotSelect']).toContain(await refusal(run(text)));
    for (const text of [
      "copy base_user to program 'id'",
      'set role postgres',
      'create function f() returns int as $$ select 1 $$ language sql',
      'select 1 as a; select pg_sleep(1)',
    ])
      expect(await refusal(run(text))).toBe('diSqlNotSelect');
    const { rows } = await sql<{ role: string }>`select current_user as role`.execute(ctx.db);
    expect(rows[0]?.role).toBeTruthy();
    expect((await run('select current_user as u')).rows[0]).toEqual({ u: 'tessera_reader' });
  });
});

describeEachDialect('user SQL: fair use and caps', (ctx) => {
  const readers: SqlReader[] = [];
  const reader = (options: Partial<SqlReaderOptions>) => {
    const r = new SqlReader({ db: ctx.db, dialect: ctx.dialect, ...options });
    readers.push(r);
    return r;
  };
  afterAll(async () => {
    for (const r of readers) await r.close();
  });
  const slow = (ms: number) =>
    ctx.dialect === 'postgres'
      ? `select pg_sleep(${ms / 1000}) as s`
      : 'with recursive c(x) as (select 1 union all select x + 1 from c) select count(*) as n from c';

  it('queues runs beyond the per-user limit, refuses them as busy, and lets another user run', async () => {
    const r = reader({ limits: { total: 3, perUser: 1, queuePerUser: 1, waitMs: 200 } });
    const l = { timeLimitMs: 1500, rowLimit: 10 };
    const first = refusal(r.run(slow(1500), {}, l, 'flooder'));
    const queued = refusal(r.run(slow(1500), {}, l, 'flooder'));
    expect(await refusal(r.run(slow(1500), {}, l, 'flooder'))).toBe('diSqlBusy');
    expect((await r.run('select 1 as a', {}, l, 'someone-else')).rows).toEqual([{ a: 1 }]);
    expect(await queued).toBe('diSqlBusy');
    expect(await first).toBe('diSqlTimeout');
    expect(r.activeRuns).toBe(0);
  });

  it('caps answers in bytes as well as rows', async () => {
    const r = reader({ byteLimit: 4000 });
    const wide =
      "select id, repeat('x', 500) as pad from base_organize union all select id, repeat('y', 500) from base_organize";
    const text =
      ctx.dialect === 'postgres' ? wide : wide.replace(/repeat\('(.)', 500\)/g, "printf('%.500c', '$1')");
    const result = await r.run(text, {}, { timeLimitMs: 3000, rowLimit: 1000 }, 'u');
    expect(result.truncated).toBe(true);
    expect(result.rows.length).toBeGreaterThan(0);
    expect(Buffer.byteLength(JSON.stringify(result.rows))).toBeLessThanOrEqual(4000);
    expect(result.columns).toEqual(['id', 'pad']);
    const huge =
      ctx.dialect === 'postgres'
        ? "select repeat('x', 100000) as big"
        : "select printf('%.100000c', 'x') as big";
    const one = await r.run(huge, {}, { timeLimitMs: 3000, rowLimit: 10 }, 'u');
    expect(one).toMatchObject({ rows: [], columns: ['big'], truncated: true });
  });

  if (ctx.dialect === 'sqlite') {
    it('SQLite: kills the child past its memory limit', async () => {
      // A 200 MB string built inside SQLite (no JavaScript heap involved).
      const text =
        "with recursive c(x) as (select 1 union all select x + 1 from c where x < 200000) select length(group_concat(printf('%.1000c', 'x'))) as n from c";
      const r = reader({ childMemoryLimit: 128 * 1024 * 1024 });
      expect(await refusal(r.run(text, {}, { timeLimitMs: 20000, rowLimit: 1 }, 'u'))).toBe('diSqlMemory');
    });
  }
});
