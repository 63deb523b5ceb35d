import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import { toCount } from '../../db/admin-rows';
import { containsInsensitive } from '../../db/dialect';
import type { DB } from '../../db/schema';

/** Live sessions (not revoked, not expired) of live, enabled users; a keyword over account and name. */
function liveSessions(db: Kysely<DB>, dialect: DialectName, now: number, keyword?: string) {
  let query = db
    .selectFrom('base_user_session as s')
    .innerJoin('base_user as u', 'u.id', 's.user_id')
    .where('s.revoked_at', 'is', null)
    .where('s.expires_at', '>', now)
    .where('u.deleted_at', 'is', null)
    .where('u.enabled_mark', '!=', 0);
  if (keyword)
    query = query.where((eb) =>
      eb.or([
        containsInsensitive(dialect, 'u.account', keyword),
        containsInsensitive(dialect, 'u.real_name', keyword),
      ]),
    );
  return query;
}

/** Number of live sessions matching a keyword. */
export async function countOnlineSessions(
  db: Kysely<DB>,
  dialect: DialectName,
  now: number,
  keyword?: string,
): Promise<number> {
  return toCount(
    await liveSessions(db, dialect, now, keyword)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirst(),
  );
}

/** One page of live sessions, newest sign-in first. Never selects the token hash. */
export async function listOnlineSessions(
  db: Kysely<DB>,
  dialect: DialectName,
  now: number,
  keyword: string | undefined,
  page: { offset: number; limit: number },
) {
  return liveSessions(db, dialect, now, keyword)
    .select([
      's.id',
      's.user_id',
      's.created_at',
      's.last_active_at',
      's.ip',
      's.user_agent',
      'u.account',
      'u.real_name',
      'u.organize_id',
    ])
    .orderBy('s.created_at', 'desc')
    .orderBy('s.id', 'asc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** Live sessions whose id, or whose user's id (the original client sends user ids), is among some ids. */
export async function findLiveSessions(db: Kysely<DB>, ids: readonly string[], now: number) {
  if (!ids.length) return [];
  return db
    .selectFrom('base_user_session')
    .select(['id', 'user_id'])
    .where((eb) => eb.or([eb('id', 'in', [...ids]), eb('user_id', 'in', [...ids])]))
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .execute();
}

/** Organisations by id with their id paths (`rootId,…,id`), for path names. */
export async function findOrganizes(db: Kysely<DB>, ids: readonly string[]) {
  if (!ids.length) return [];
  return db
    .selectFrom('base_organize')
    .select(['id', 'full_name', 'organize_id_tree'])
    .where('id', 'in', [...ids])
    .execute();
}
