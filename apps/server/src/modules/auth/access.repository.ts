import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

/** Enabled, live systems in sort order. */
export function listSystems(db: Kysely<DB>) {
  return db
    .selectFrom('base_system')
    .select(['id', 'en_code', 'full_name', 'icon', 'is_main', 'sort_code', 'translations'])
    .where('deleted_at', 'is', null)
    .where('enabled_mark', '=', 1)
    .orderBy('sort_code')
    .orderBy('id')
    .execute();
}

/** Enabled, live Web menus of every system in sort order. */
export function listModules(db: Kysely<DB>) {
  return db
    .selectFrom('base_module')
    .select([
      'id',
      'parent_id',
      'system_id',
      'type',
      'en_code',
      'full_name',
      'icon',
      'url_address',
      'link_target',
      'property_json',
      'sort_code',
      'translations',
    ])
    .where('deleted_at', 'is', null)
    .where('enabled_mark', '=', 1)
    .where('category', '=', 'Web')
    .orderBy('sort_code')
    .orderBy('id')
    .execute();
}

/** Enabled, live buttons, columns, forms or data schemes of every menu. */
export function listResources(
  db: Kysely<DB>,
  table: 'base_module_button' | 'base_module_column' | 'base_module_form' | 'base_module_scheme',
) {
  return db
    .selectFrom(table)
    .select(['id', 'module_id', 'en_code', 'full_name', 'translations'])
    .where('deleted_at', 'is', null)
    .where('enabled_mark', '=', 1)
    .orderBy('sort_code')
    .orderBy('id')
    .execute();
}

/** The organisations, positions, roles and groups a user belongs to. */
export function listUserRelations(db: Kysely<DB>, userId: string) {
  return db
    .selectFrom('base_user_relation')
    .select(['object_type', 'object_id'])
    .where('user_id', '=', userId)
    .orderBy('sort_code')
    .orderBy('id')
    .execute();
}

/** Grants to any of the given objects (by type). */
export function listGrants(db: Kysely<DB>, objects: { type: string; ids: string[] }[]) {
  return db
    .selectFrom('base_authorize')
    .select(['item_type', 'item_id'])
    .where((eb) =>
      eb.or(
        objects
          .filter((o) => o.ids.length)
          .map((o) => eb.and([eb('object_type', '=', o.type), eb('object_id', 'in', o.ids)])),
      ),
    )
    .execute();
}

/** Enabled roles among ids (disabled roles grant nothing). */
export function listEnabledIds(
  db: Kysely<DB>,
  table: 'base_role' | 'base_position' | 'base_organize' | 'base_group',
  ids: string[],
) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom(table)
    .select(['id', 'full_name', 'en_code'])
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .where('enabled_mark', '=', 1)
    .execute();
}
