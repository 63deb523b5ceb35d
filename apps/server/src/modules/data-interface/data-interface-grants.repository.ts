import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../../db/schema';
import { newId } from '../../lib/ids';

/** Kinds of grant rows: a role whose members may run the interface, a menu (form) that uses it. */
export type GrantObjectType = 'Role' | 'Module';

/** One object that may be allowed to run an interface. */
export interface GrantObject {
  type: GrantObjectType;
  id: string;
}

/** Whether the interface is granted to (or used by) one of the objects. */
export async function interfaceGrantedTo(
  db: Kysely<DB>,
  interfaceId: string,
  objects: readonly GrantObject[],
): Promise<boolean> {
  if (!objects.length) return false;
  const row = await db
    .selectFrom('base_data_interface_grant')
    .select('id')
    .where('interface_id', '=', interfaceId)
    .where((eb) =>
      eb.or(
        (['Role', 'Module'] as const)
          .map((type) => ({ type, ids: objects.filter((o) => o.type === type).map((o) => o.id) }))
          .filter((g) => g.ids.length)
          .map((g) => eb.and([eb('object_type', '=', g.type), eb('object_id', 'in', g.ids)])),
      ),
    )
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The live roles granted to each of the interfaces (id and name), in role order. */
export async function grantedRoles(db: Kysely<DB>, interfaceIds: readonly string[]) {
  if (!interfaceIds.length) return [];
  return db
    .selectFrom('base_data_interface_grant as g')
    .innerJoin('base_role as r', 'r.id', 'g.object_id')
    .select(['g.interface_id', 'r.id', 'r.full_name'])
    .where('g.object_type', '=', 'Role')
    .where('g.interface_id', 'in', interfaceIds)
    .where('r.deleted_at', 'is', null)
    .orderBy('r.sort_code')
    .orderBy('r.full_name')
    .execute();
}

/** The ids among `ids` that are live roles. */
export async function liveRoleIds(db: Kysely<DB>, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('base_role')
    .select('id')
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Replaces the roles granted to an interface (in the caller's transaction). */
export async function replaceRoleGrants(
  trx: Transaction<DB>,
  interfaceId: string,
  roleIds: readonly string[],
  userId: string,
  now: number,
): Promise<void> {
  await trx
    .deleteFrom('base_data_interface_grant')
    .where('interface_id', '=', interfaceId)
    .where('object_type', '=', 'Role')
    .execute();
  for (const roleId of new Set(roleIds))
    await trx
      .insertInto('base_data_interface_grant')
      .values({
        id: newId(),
        interface_id: interfaceId,
        object_type: 'Role',
        object_id: roleId,
        created_at: now,
        created_by: userId,
      })
      .execute();
}

/** Declares that a menu (form) uses an interface; nothing happens when it already does. */
export async function addUsage(
  db: Kysely<DB>,
  interfaceId: string,
  moduleId: string,
  userId: string | null,
  now: number,
): Promise<void> {
  const found = await db
    .selectFrom('base_data_interface_grant')
    .select('id')
    .where('interface_id', '=', interfaceId)
    .where('object_type', '=', 'Module')
    .where('object_id', '=', moduleId)
    .executeTakeFirst();
  if (found) return;
  await db
    .insertInto('base_data_interface_grant')
    .values({
      id: newId(),
      interface_id: interfaceId,
      object_type: 'Module',
      object_id: moduleId,
      created_at: now,
      created_by: userId,
    })
    .execute();
}
