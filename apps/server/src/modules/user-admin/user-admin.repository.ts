import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { DialectName } from '../../db/database';
import { containsInsensitive, inList } from '../../db/dialect';
import type { DB } from '../../db/schema';
import { toCount, type RelationType } from '../../db/admin-rows';

// Never the password hash: no query here selects it.
/** Columns a user row is read with (never the password hash nor its rehash mark). */
export const COLUMNS = [
  'id',
  'account',
  'real_name',
  'head_icon',
  'gender',
  'mobile_phone',
  'email',
  'is_administrator',
  'organize_id',
  'position_id',
  'manager_id',
  'enabled_mark',
  'unlock_time',
  'sort_code',
  'description',
  'created_at',
  'last_log_time',
] as const;

/** Columns a user list may be sorted by (the only ones). */
export const USER_SORTS = {
  account: 'account',
  realName: 'real_name',
  sortCode: 'sort_code',
  creatorTime: 'created_at',
  lastLogTime: 'last_log_time',
} as const;

/** Objects a user may be tied to, by relation type. */
export interface UserObjects {
  Organize?: string[];
  Position?: string[];
  Role?: string[];
  Group?: string[];
}

/** Filter of a user list. */
export interface UserFilter {
  keyword?: string;
  /** Also match the keyword on the mobile number (administration only, never pickers). */
  keywordOnPhone?: boolean;
  ids?: string[];
  enabledOnly?: boolean;
  managerId?: string;
  /** Users tied to every one of these kinds (each: any of its ids). */
  allOf?: UserObjects;
  /** Users tied to any of these objects, or among `anyOf.users`. */
  anyOf?: UserObjects & { users?: string[] };
  /** The caller's data scope on base_user (db/data-scope.ts). */
  scope?: Expression<SqlBool>;
}

type UserEb = ExpressionBuilder<DB, 'base_user'>;

/**
 * Users tied to any of some objects of a kind. Every user's main organisation and position are
 * also among their relations (the service saves them so, migration 0016 filled in older rows), so
 * the relation table alone answers. An uncorrelated IN (not EXISTS per user): both databases
 * answer it from the (object_type, object_id, user_id) index once, instead of probing it for each
 * of 100,000 users (ADR 0008).
 */
function tiedTo(eb: UserEb, dialect: DialectName, type: RelationType, ids: readonly string[]) {
  return eb(
    'base_user.id',
    'in',
    eb
      .selectFrom('base_user_relation')
      .select('base_user_relation.user_id')
      .where('base_user_relation.object_type', '=', type)
      .where(inList(dialect, 'base_user_relation.object_id', ids)),
  );
}

/** The relation kinds, in the order they are saved. */
export const KINDS: RelationType[] = ['Organize', 'Position', 'Role', 'Group'];

/** Shortest keyword the trigram indexes can serve; shorter ones are matched by a scan. */
const TRIGRAM = 3;

/**
 * Users whose account or name (and mobile number, when asked) contains the keyword, ignoring case.
 * SQLite answers keywords of three or more characters from the FTS5 trigram index (migration
 * 0015: a phrase query there is a substring match); PostgreSQL's planner uses the pg_trgm
 * indexes for `ilike` by itself. Shorter keywords scan, as they would match many users anyway.
 */
function keywordMatch(dialect: DialectName, keyword: string, onPhone: boolean): Expression<SqlBool> {
  const columns = ['account', 'real_name', ...(onPhone ? ['mobile_phone'] : [])];
  if (dialect === 'sqlite' && [...keyword].length >= TRIGRAM) {
    const phrase = `{${columns.join(' ')}} : "${keyword.replace(/"/g, '""')}"`;
    return sql<SqlBool>`base_user.rowid in (select rowid from base_user_search where base_user_search match ${phrase})`;
  }
  return sql<SqlBool>`(${sql.join(
    columns.map((c) => containsInsensitive(dialect, `base_user.${c}`, keyword)),
    sql` or `,
  )})`;
}

/** Live users matching a filter (no columns selected yet). */
export function filtered(db: Kysely<DB>, dialect: DialectName, filter: UserFilter) {
  let query = db.selectFrom('base_user').where('base_user.deleted_at', 'is', null);
  const { keyword, ids, allOf, anyOf } = filter;
  if (keyword) query = query.where(keywordMatch(dialect, keyword, filter.keywordOnPhone === true));
  if (ids) query = query.where('base_user.id', 'in', ids.length ? ids : ['']);
  if (filter.scope) query = query.where(filter.scope);
  if (filter.enabledOnly) query = query.where('base_user.enabled_mark', '=', 1);
  if (filter.managerId) query = query.where('base_user.manager_id', '=', filter.managerId);
  for (const kind of KINDS) {
    const wanted = allOf?.[kind];
    if (wanted) query = query.where((eb) => tiedTo(eb, dialect, kind, wanted));
  }
  if (anyOf)
    query = query.where((eb) =>
      eb.or([
        ...KINDS.filter((k) => anyOf[k]?.length).map((k) => tiedTo(eb, dialect, k, anyOf[k]!)),
        // an empty choice matches nobody
        eb('base_user.id', 'in', anyOf.users?.length ? anyOf.users : ['']),
      ]),
    );
  return query;
}

/** The one relation kind a filter asks for when it asks for nothing else (an organisation filter). */
function onlyRelation(filter: UserFilter): [RelationType, string[]] | undefined {
  const { keyword, ids, scope, enabledOnly, managerId, allOf, anyOf } = filter;
  if (keyword || ids || scope || enabledOnly || managerId || anyOf || !allOf) return undefined;
  const kinds = KINDS.filter((k) => allOf[k]);
  return kinds.length === 1 ? [kinds[0]!, allOf[kinds[0]!]!] : undefined;
}

/**
 * Users tied to some objects of a kind, counted from the relation index alone (10,000 users of a
 * company: a few milliseconds instead of a join over every user), less the deleted users among
 * them, found from the few deleted users (partial index of migration 0016).
 */
async function countRelated(db: Kysely<DB>, dialect: DialectName, type: RelationType, ids: string[]) {
  const related = (eb: ExpressionBuilder<DB, 'base_user_relation'>) =>
    eb.and([
      eb('base_user_relation.object_type', '=', type),
      inList(dialect, 'base_user_relation.object_id', ids),
    ]);
  const [all, deleted] = await Promise.all([
    db
      .selectFrom('base_user_relation')
      .where(related)
      .select((eb) => eb.fn.count<number>('base_user_relation.user_id').distinct().as('n'))
      .executeTakeFirst(),
    db
      .selectFrom('base_user')
      .where('base_user.deleted_at', 'is not', null)
      .where((eb) =>
        eb.exists(
          eb
            .selectFrom('base_user_relation')
            .select(sql`1`.as('one'))
            .whereRef('base_user_relation.user_id', '=', 'base_user.id')
            .where(related),
        ),
      )
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  ]);
  return toCount(all) - toCount(deleted);
}

/** Number of users matching a filter. */
export async function countUsers(db: Kysely<DB>, dialect: DialectName, filter: UserFilter) {
  const relation = onlyRelation(filter);
  if (relation) return countRelated(db, dialect, ...relation);
  return toCount(
    await filtered(db, dialect, filter)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  );
}

/** Users matching a filter, sorted by an allow-listed column, optionally one page. */
export async function listUsers(
  db: Kysely<DB>,
  dialect: DialectName,
  filter: UserFilter,
  order: { sidx?: keyof typeof USER_SORTS; desc?: boolean } = {},
  page?: { offset: number; limit: number },
) {
  let query = filtered(db, dialect, filter).select(COLUMNS.map((c) => `base_user.${c}` as const));
  if (order.sidx) query = query.orderBy(`base_user.${USER_SORTS[order.sidx]}`, order.desc ? 'desc' : 'asc');
  // With a keyword, walking the list-order index would visit every user to find a few matches;
  // `+sort_code` (no index can serve it) lets SQLite filter first and sort only the matches.
  // PostgreSQL accepts the unary plus on a number and plans from statistics either way.
  const sortCode = filter.keyword ? sql<number>`+${sql.ref('base_user.sort_code')}` : 'base_user.sort_code';
  query = query
    .orderBy(sortCode, 'asc')
    .orderBy('base_user.created_at', 'desc')
    .orderBy('base_user.id', 'asc');
  if (page) query = query.offset(page.offset).limit(page.limit);
  return query.execute();
}

/** One user row (no password hash). */
export type UserRow = Awaited<ReturnType<typeof listUsers>>[number];

/** One live user (inside a data scope, when given). */
export async function findUser(
  db: Kysely<DB>,
  id: string,
  scope?: Expression<SqlBool>,
): Promise<UserRow | undefined> {
  let query = db.selectFrom('base_user').select(COLUMNS).where('id', '=', id).where('deleted_at', 'is', null);
  if (scope) query = query.where(scope);
  return query.executeTakeFirst();
}

/** Whether a live user other than `exceptId` has the account (ignoring case). */
export async function accountTaken(db: Kysely<DB>, account: string, exceptId?: string): Promise<boolean> {
  let query = db
    .selectFrom('base_user')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['account']), '=', account.toLowerCase()))
    .where('deleted_at', 'is', null);
  if (exceptId) query = query.where('id', '<>', exceptId);
  return (await query.executeTakeFirst()) !== undefined;
}

/** A user's relations by type, in their saved order. */
export async function userRelations(db: Kysely<DB>, userId: string): Promise<Required<UserObjects>> {
  const rows = await db
    .selectFrom('base_user_relation')
    .select(['object_type', 'object_id'])
    .where('user_id', '=', userId)
    .orderBy('sort_code')
    .orderBy('id')
    .execute();
  const out: Required<UserObjects> = { Organize: [], Position: [], Role: [], Group: [] };
  for (const r of rows)
    if (Object.hasOwn(out, r.object_type)) out[r.object_type as RelationType].push(r.object_id);
  return out;
}

/** How many of the ids are live (and, for organisations/positions/roles/groups, not deleted) rows. */
export async function liveCount(
  db: Kysely<DB>,
  table: 'base_organize' | 'base_position' | 'base_role' | 'base_group' | 'base_user',
  ids: string[],
): Promise<number> {
  if (!ids.length) return 0;
  const row = await db
    .selectFrom(table as 'base_group')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return toCount(row);
}

/** Ids of users granted a menu (directly, or through a role, position or organisation they hold). */
export async function usersGrantedMenu(
  db: Kysely<DB>,
  menuId: string,
): Promise<UserObjects & { users: string[] }> {
  const rows = await db
    .selectFrom('base_authorize')
    .select(['object_type', 'object_id'])
    .where('item_type', '=', 'module')
    .where('item_id', '=', menuId)
    .execute();
  const out = {
    Organize: [] as string[],
    Position: [] as string[],
    Role: [] as string[],
    users: [] as string[],
  };
  for (const r of rows) {
    if (r.object_type === 'User') out.users.push(r.object_id);
    else if (r.object_type === 'Role' || r.object_type === 'Position' || r.object_type === 'Organize')
      out[r.object_type].push(r.object_id);
  }
  return out;
}
