import type { NoticeRecipients } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { containsText } from './inbox.repository';

/** Users who can receive messages: enabled (or only locked for now) and not deleted. */
function liveUsers(db: Kysely<DB>) {
  return db
    .selectFrom('base_user')
    .where('base_user.deleted_at', 'is', null)
    .where('base_user.enabled_mark', '<>', 0);
}

/** These organisations and every organisation below them (not deleted). */
async function withSubOrganizes(db: Kysely<DB>, roots: readonly string[]): Promise<string[]> {
  if (roots.length === 0) return [];
  const all = await db
    .selectFrom('base_organize')
    .select(['id', 'parent_id'])
    .where('deleted_at', 'is', null)
    .execute();
  const children = new Map<string, string[]>();
  for (const o of all) children.set(o.parent_id, [...(children.get(o.parent_id) ?? []), o.id]);
  const found = new Set<string>();
  const queue = roots.filter((id) => all.some((o) => o.id === id));
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (found.has(id)) continue;
    found.add(id);
    queue.push(...(children.get(id) ?? []));
  }
  return [...found];
}

/** Users linked to any of these organisations or roles (main organisation or a relation). */
async function usersByRelation(db: Kysely<DB>, type: 'Organize' | 'Role', objectIds: readonly string[]) {
  if (objectIds.length === 0) return [];
  const related = db
    .selectFrom('base_user_relation')
    .select('user_id')
    .where('object_type', '=', type)
    .where('object_id', 'in', [...objectIds]);
  const rows = await liveUsers(db)
    .select('base_user.id')
    .where((eb) =>
      type === 'Organize'
        ? eb.or([eb('base_user.organize_id', 'in', [...objectIds]), eb('base_user.id', 'in', related)])
        : eb('base_user.id', 'in', related),
    )
    .execute();
  return rows.map((r) => r.id);
}

/** Resolves who receives a notice: every live user, or the union of organisations (with their subtrees), roles and users. */
export async function resolveRecipients(db: Kysely<DB>, recipients: NoticeRecipients): Promise<string[]> {
  if (recipients.toAll) return (await liveUsers(db).select('base_user.id').execute()).map((r) => r.id);
  const organizeIds = await withSubOrganizes(db, recipients.organizeIds);
  const ids = new Set<string>([
    ...(await usersByRelation(db, 'Organize', organizeIds)),
    ...(await usersByRelation(db, 'Role', recipients.roleIds)),
  ]);
  const chosen = [...new Set(recipients.userIds)];
  for (let i = 0; i < chosen.length; i += 500) {
    const rows = await liveUsers(db)
      .select('base_user.id')
      .where('base_user.id', 'in', chosen.slice(i, i + 500))
      .execute();
    for (const r of rows) ids.add(r.id);
  }
  return [...ids];
}

/** Organisations and roles offered in the recipient picker. */
export async function recipientOptions(db: Kysely<DB>) {
  const organizes = await db
    .selectFrom('base_organize')
    .select(['id', 'parent_id as parentId', 'full_name as fullName'])
    .where('deleted_at', 'is', null)
    .where('enabled_mark', '=', 1)
    .orderBy('sort_code')
    .orderBy('id')
    .execute();
  const roles = await db
    .selectFrom('base_role')
    .select(['id', 'full_name as fullName'])
    .where('deleted_at', 'is', null)
    .where('enabled_mark', '=', 1)
    .orderBy('sort_code')
    .orderBy('id')
    .execute();
  return { organizes, roles };
}

/** One page of users offered in the recipient picker, filtered by name or account. */
export async function recipientUsers(
  db: Kysely<DB>,
  keyword: string | undefined,
  offset: number,
  limit: number,
) {
  let query = liveUsers(db);
  if (keyword)
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('base_user.real_name'), keyword),
        containsText(eb.ref('base_user.account'), keyword),
      ]),
    );
  const total = await query.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst();
  const list = await query
    .leftJoin('base_organize', 'base_organize.id', 'base_user.organize_id')
    .select([
      'base_user.id',
      'base_user.real_name as realName',
      'base_user.account',
      'base_organize.full_name as org',
    ])
    .orderBy('base_user.sort_code')
    .orderBy('base_user.id')
    .offset(offset)
    .limit(limit)
    .execute();
  return {
    total: Number(total?.n ?? 0),
    list: list.map(({ org, ...u }) => ({ ...u, organizeName: org ?? '' })),
  };
}
