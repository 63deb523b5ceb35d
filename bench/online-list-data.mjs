// The generated table of the online-list benchmarks (issue 18): a 30-field form (text, number,
// date, select, user, department and position fields) with a sub-table, its list design, its
// release through the app's own routes, and a bulk load of N rows generated inside the database
// (one INSERT ... SELECT over a number series per chunk: SQLite's recursive CTE, PostgreSQL's
// generate_series), so a million rows load in minutes on either database.
import { sql } from 'kysely';

/** Epoch ms of the first claim date (2023-01-01 UTC); dates spread over three years. */
export const DATE_BASE = Date.UTC(2023, 0, 1);
export const DAY = 86_400_000;
export const DATE_DAYS = 1096;
/** Options of the searched selects: status (5), category (10). */
export const STATUSES = 5;
export const CATEGORIES = 10;

const w = (jnpfKey, vModel, label, extra = {}, config = {}) => ({
  __config__: { jnpfKey, label, ...config },
  __vModel__: vModel,
  ...extra,
});
const options = (prefix, n) => ({
  options: Array.from({ length: n }, (_, i) => ({
    id: `${prefix}${i}`,
    fullName: `${prefix.toUpperCase()} ${i}`,
  })),
  props: { label: 'fullName', value: 'id' },
});
const select = (vModel, prefix, n) => w('select', vModel, vModel, options(prefix, n), { dataType: 'static' });

/** The 30 main fields and the sub-table `items`. */
export function formData() {
  const fields = [
    w('input', 'title', 'Title'),
    w('input', 'code', 'Code'),
    ...[1, 2, 3, 4, 5, 6].map((i) => w('input', `t${i}`, `Text ${i}`)),
    w('textarea', 'note', 'Note'),
    w('numInput', 'amount', 'Amount', { precision: 2 }),
    ...[1, 2, 3, 4, 5].map((i) => w('numInput', `n${i}`, `Number ${i}`, { precision: 0 })),
    w('datePicker', 'claim_date', 'Claim date', { format: 'yyyy-MM-dd' }),
    w('datePicker', 'd1', 'Date 1', { format: 'yyyy-MM-dd' }),
    w('datePicker', 'd2', 'Date 2', { format: 'yyyy-MM-dd' }),
    select('status', 's', STATUSES),
    select('category', 'c', CATEGORIES),
    select('s1', 'x', 3),
    select('s2', 'y', 4),
    w('radio', 'r1', 'Radio', options('r', 2), { dataType: 'static' }),
    w('switch', 'done', 'Done', { activeTxt: 'Yes', inactiveTxt: 'No' }),
    w('userSelect', 'applicant', 'Applicant'),
    w('userSelect', 'approver', 'Approver'),
    w('depSelect', 'dept', 'Department'),
    w('depSelect', 'dept2', 'Department 2'),
    w('createUser', 'creator', 'Creator'),
    w('posSelect', 'position', 'Position'),
    {
      __config__: {
        jnpfKey: 'table',
        label: 'Items',
        children: [
          w('input', 'name', 'Item'),
          w('numInput', 'cost', 'Cost', { precision: 2 }),
          w('datePicker', 'item_date', 'Item date', { format: 'yyyy-MM-dd' }),
        ],
      },
      __vModel__: 'items',
    },
  ];
  return JSON.stringify({ fields });
}

/** The list design: searched status/category/department/date, sortable date and amount. */
export function columnData({ hasPage = true } = {}) {
  const col = (prop, jnpfKey, sortable = false) => ({ prop, label: prop, jnpfKey, sortable });
  return JSON.stringify({
    type: 1,
    pageSize: 20,
    hasPage,
    columnList: [
      col('title', 'input'),
      col('code', 'input'),
      col('amount', 'numInput', true),
      col('claim_date', 'datePicker', true),
      col('status', 'select'),
      col('category', 'select'),
      col('applicant', 'userSelect'),
      col('dept', 'depSelect'),
      col('done', 'switch'),
      col('n1', 'numInput'),
      col('t1', 'input'),
      col('items-name', 'input'),
    ],
    searchList: [
      { prop: 'title', jnpfKey: 'input', searchType: 2, isKeyword: true },
      { prop: 'status', jnpfKey: 'select', searchType: 1 },
      { prop: 'category', jnpfKey: 'select', searchType: 1 },
      { prop: 'dept', jnpfKey: 'depSelect', searchType: 1 },
      { prop: 'claim_date', jnpfKey: 'datePicker', searchType: 3 },
    ],
    defaultSortConfig: [{ field: 'claim_date', sort: 'desc' }],
    btnsList: [{ value: 'add' }, { value: 'download' }, { value: 'upload' }, { value: 'batchRemove' }],
    columnBtnsList: [{ value: 'edit' }, { value: 'remove' }, { value: 'detail' }],
    useDataPermission: true,
  });
}

/** Creates and releases the design under 在线开发; answers its id, menu code and table names. */
export async function releaseDesign(call, db, { code, hasPage = true }) {
  const parent = (
    await db
      .selectFrom('base_module')
      .select('id')
      .where('en_code', '=', 'onlineDev')
      .executeTakeFirstOrThrow()
  ).id;
  const { id } = await call('POST', '/api/visualdev/Base', {
    fullName: `Bench list ${code}`,
    enCode: code,
    webType: 2,
    formData: formData(),
    columnData: columnData({ hasPage }),
  });
  const done = await call('POST', `/api/visualdev/Base/${id}/Actions/Release`, {
    pc: 1,
    app: 0,
    pcModuleParentId: [parent],
    appModuleParentId: [],
  });
  return { id, menuCode: done.menus[0].enCode, main: done.tables[0], sub: done.tables[1] };
}

/**
 * Grants a role the menu, its buttons and the "my organisation" data scheme (jnpf_organize): its
 * users see the rows of their own department only.
 */
export async function grantDepartmentScope(db, roleId, menuCode, newId) {
  const menu = (
    await db.selectFrom('base_module').select('id').where('en_code', '=', menuCode).executeTakeFirstOrThrow()
  ).id;
  const buttons = await db
    .selectFrom('base_module_button')
    .select('id')
    .where('module_id', '=', menu)
    .execute();
  const scheme = await db
    .selectFrom('base_module_scheme')
    .select('id')
    .where('module_id', '=', menu)
    .where('en_code', '=', 'jnpf_organize')
    .executeTakeFirstOrThrow();
  const items = [['module', menu], ...buttons.map((b) => ['button', b.id]), ['resource', scheme.id]];
  await db
    .insertInto('base_authorize')
    .values(
      items.map(([type, id]) => ({
        id: newId(),
        item_type: type,
        item_id: id,
        object_type: 'Role',
        object_id: roleId,
        created_at: Date.now(),
      })),
    )
    .execute();
}

/** `case <n> % len when 0 then v0 ... end`: one of `values`, picked by a number expression. */
const pick = (n, values) =>
  values.length
    ? sql`(case (${n}) % ${sql.lit(values.length)} ${sql.join(
        values.map((v, k) => sql`when ${sql.lit(k)} then ${v}`),
        sql` `,
      )} end)`
    : sql`null`;

/** Three independent pseudo-random spreads of the row number `i` (reproducible). */
const h1 = sql`((i * 7919) % 1000003)`;
const h2 = sql`((i * 104729) % 1000003)`;
const h3 = sql`((i * 15485863) % 1000003)`;

/**
 * Loads `rows` main rows (and one sub-row each) into the released tables, in chunks generated by the
 * database. `pool`: organisation, user and position ids the rows name. `onChunk(done)` reports progress.
 */
export async function bulkLoad(db, dialect, tables, rows, pool, onChunk = () => {}) {
  const CHUNK = 50_000;
  const key = (prefix) =>
    dialect === 'postgres' ? sql`(${prefix} || lpad(i::text, 11, '0'))` : sql`printf(${`${prefix}%011d`}, i)`;
  const now = Date.now();
  const date = (h) => sql`(${sql.lit(DATE_BASE)} + (${h} % ${sql.lit(DATE_DAYS)}) * ${sql.lit(DAY)})`;
  const org = pick(h2, pool.orgs);
  const user = pick(h1, pool.users);
  const main = {
    id: key('r'),
    created_at: sql`(${sql.lit(now)} - i * 1000)`,
    created_by: user,
    organize_id: org,
    version: sql`0`,
    title: sql`('Claim ' || i)`,
    code: sql`('C' || ${h3})`,
    ...Object.fromEntries(
      [1, 2, 3, 4, 5, 6].map((k) => [`t${k}`, sql`('text ' || ((i * ${sql.lit(k * 31)}) % 997))`]),
    ),
    note: sql`('A note about claim ' || i)`,
    amount: sql`(${h1} % 1000000) / 100.0`,
    ...Object.fromEntries([1, 2, 3, 4, 5].map((k) => [`n${k}`, sql`((i * ${sql.lit(k * 13)}) % 10000)`])),
    claim_date: date(h1),
    d1: date(h2),
    d2: date(h3),
    status: sql`('s' || (${h2} % ${sql.lit(STATUSES)}))`,
    category: sql`('c' || (${h3} % ${sql.lit(CATEGORIES)}))`,
    s1: sql`('x' || (i % 3))`,
    s2: sql`('y' || (i % 4))`,
    r1: sql`('r' || (i % 2))`,
    done: sql`(i % 2)`,
    applicant: pick(h3, pool.users),
    approver: pick(sql`i`, pool.users),
    dept: org,
    dept2: pick(sql`i`, pool.orgs),
    creator: user,
    position: pick(sql`i`, pool.positions),
  };
  const sub = {
    id: key('k'),
    created_at: sql`(${sql.lit(now)} - i * 1000)`,
    created_by: user,
    organize_id: org,
    version: sql`0`,
    parent_id: key('r'),
    name: sql`('Item of claim ' || i)`,
    cost: sql`(${h2} % 100000) / 100.0`,
    item_date: date(h1),
  };
  const insert = (table, columns, from, to) => {
    const names = sql.join(Object.keys(columns).map((c) => sql.id(c)));
    const values = sql.join(Object.values(columns));
    return dialect === 'postgres'
      ? sql`insert into ${sql.table(table)} (${names}) select ${values}
          from generate_series(${sql.lit(from)}::bigint, ${sql.lit(to)}::bigint) as s(i)`.execute(db)
      : sql`insert into ${sql.table(table)} (${names})
          with recursive s(i) as (select ${sql.lit(from)} union all select i + 1 from s where i < ${sql.lit(to)})
          select ${values} from s`.execute(db);
  };
  for (let from = 0; from < rows; from += CHUNK) {
    const to = Math.min(rows, from + CHUNK) - 1;
    await insert(tables.main, main, from, to);
    await insert(tables.sub, sub, from, to);
    onChunk(to + 1);
  }
  // PostgreSQL's autovacuum would analyze the new rows within a minute: done now. The app never
  // runs ANALYZE on SQLite, so the bench does not either (SQLite plans without statistics).
  if (dialect === 'postgres') {
    await sql`vacuum analyze ${sql.table(tables.main)}`.execute(db);
    await sql`vacuum analyze ${sql.table(tables.sub)}`.execute(db);
  }
}
