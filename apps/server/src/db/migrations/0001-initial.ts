import type { Kysely, Migration } from 'kysely';
import { ID, liveUnique, plainIndex, withId, withNames, withState, type TableBuilder } from '../table-blocks';

// Migrations stand alone: no application imports (the frozen column blocks of db/ aside), so they
// keep working as the code changes.

const common = (t: TableBuilder): TableBuilder => withState(withId(t));

const named = (t: TableBuilder) => withNames(common(t));

/** The tail of a link from something to an object (a user, a role ...): which object, order, when. */
const objectLink = (t: TableBuilder): TableBuilder =>
  t
    .addColumn('object_type', 'varchar(20)', (c) => c.notNull())
    .addColumn('object_id', ID, (c) => c.notNull())
    .addColumn('sort_code', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('created_by', ID);

async function resourceTable(db: Kysely<unknown>, name: string): Promise<void> {
  await named(db.schema.createTable(name))
    .addColumn('module_id', ID, (c) => c.notNull())
    .addColumn('parent_id', ID, (c) => c.notNull().defaultTo('-1'))
    .addColumn('bind_table', 'varchar(100)')
    .execute();
  await db.schema.createIndex(`${name}_module`).on(name).column('module_id').execute();
}

/** Users, organisation, permissions, menus, settings, audit log and sessions. */
export const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await common(db.schema.createTable('base_user'))
      .addColumn('account', 'varchar(100)', (c) => c.notNull())
      .addColumn('real_name', 'varchar(100)', (c) => c.notNull())
      .addColumn('head_icon', 'varchar(200)')
      .addColumn('gender', 'integer')
      .addColumn('mobile_phone', 'varchar(30)')
      .addColumn('email', 'varchar(100)')
      .addColumn('password_hash', 'varchar(200)', (c) => c.notNull())
      .addColumn('is_administrator', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('organize_id', ID)
      .addColumn('position_id', ID)
      .addColumn('manager_id', ID)
      .addColumn('portal_id', ID)
      .addColumn('system_id', ID)
      .addColumn('theme', 'varchar(20)')
      .addColumn('language', 'varchar(10)')
      .addColumn('signature', 'varchar(500)')
      .addColumn('log_error_count', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('unlock_time', 'bigint')
      .addColumn('prev_log_time', 'bigint')
      .addColumn('prev_log_ip', 'varchar(64)')
      .addColumn('last_log_time', 'bigint')
      .addColumn('last_log_ip', 'varchar(64)')
      .addColumn('password_changed_at', 'bigint')
      .execute();
    await liveUnique(db, 'base_user', ['account'], 'base_user_account_live');

    await named(db.schema.createTable('base_organize'))
      .addColumn('parent_id', ID, (c) => c.notNull())
      .addColumn('category', 'varchar(20)', (c) => c.notNull())
      .addColumn('manager_id', ID)
      .addColumn('organize_id_tree', 'varchar(1000)', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('base_organize_parent').on('base_organize').column('parent_id').execute();

    await named(db.schema.createTable('base_position'))
      .addColumn('organize_id', ID, (c) => c.notNull())
      .addColumn('type', 'varchar(50)')
      .execute();
    await named(db.schema.createTable('base_role'))
      .addColumn('type', 'varchar(50)')
      .addColumn('global_mark', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await named(db.schema.createTable('base_group')).addColumn('type', 'varchar(50)').execute();

    await objectLink(
      withId(db.schema.createTable('base_user_relation')).addColumn('user_id', ID, (c) => c.notNull()),
    ).execute();
    await plainIndex(db, 'base_user_relation_user', 'base_user_relation', ['user_id']);
    await plainIndex(db, 'base_user_relation_object', 'base_user_relation', ['object_type', 'object_id']);

    await named(db.schema.createTable('base_system'))
      .addColumn('icon', 'varchar(100)')
      .addColumn('is_main', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('property_json', 'text')
      .execute();
    await db.schema.createIndex('base_system_en_code').on('base_system').column('en_code').unique().execute();

    await named(db.schema.createTable('base_module'))
      .addColumn('parent_id', ID, (c) => c.notNull())
      .addColumn('system_id', ID, (c) => c.notNull())
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('icon', 'varchar(100)')
      .addColumn('url_address', 'varchar(1000)')
      .addColumn('link_target', 'varchar(20)')
      .addColumn('category', 'varchar(20)', (c) => c.notNull().defaultTo('Web'))
      .addColumn('property_json', 'text')
      .addColumn('is_button_authorize', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_column_authorize', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_form_authorize', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('is_data_authorize', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema
      .createIndex('base_module_en_code')
      .on('base_module')
      .columns(['en_code', 'category'])
      .unique()
      .execute();
    await db.schema.createIndex('base_module_system').on('base_module').column('system_id').execute();

    await resourceTable(db, 'base_module_button');
    await resourceTable(db, 'base_module_column');
    await resourceTable(db, 'base_module_form');
    await named(db.schema.createTable('base_module_scheme'))
      .addColumn('module_id', ID, (c) => c.notNull())
      .addColumn('condition_json', 'text')
      .addColumn('all_data', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('match_logic', 'varchar(10)')
      .execute();

    await objectLink(
      withId(db.schema.createTable('base_authorize'))
        .addColumn('item_type', 'varchar(20)', (c) => c.notNull())
        .addColumn('item_id', ID, (c) => c.notNull()),
    ).execute();
    await plainIndex(db, 'base_authorize_object', 'base_authorize', ['object_type', 'object_id']);
    await db.schema
      .createIndex('base_authorize_unique')
      .on('base_authorize')
      .columns(['item_type', 'item_id', 'object_type', 'object_id'])
      .unique()
      .execute();

    await db.schema
      .createTable('base_sys_config')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('key', 'varchar(100)', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('category', 'varchar(50)', (c) => c.notNull())
      .addColumn('updated_at', 'bigint')
      .execute();
    await db.schema
      .createIndex('base_sys_config_key')
      .on('base_sys_config')
      .columns(['category', 'key'])
      .unique()
      .execute();

    await db.schema
      .createTable('base_sys_log')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('user_id', ID)
      .addColumn('user_name', 'varchar(200)')
      .addColumn('type', 'integer', (c) => c.notNull())
      .addColumn('ip_address', 'varchar(64)')
      .addColumn('user_agent', 'varchar(500)')
      .addColumn('request_url', 'varchar(500)')
      .addColumn('request_method', 'varchar(10)')
      .addColumn('abstracts', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('base_sys_log_type_time')
      .on('base_sys_log')
      .columns(['type', 'created_at'])
      .execute();

    await db.schema
      .createTable('base_user_session')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('user_id', ID, (c) => c.notNull())
      .addColumn('token_hash', 'varchar(64)', (c) => c.notNull().unique())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('last_active_at', 'bigint', (c) => c.notNull())
      .addColumn('expires_at', 'bigint', (c) => c.notNull())
      .addColumn('revoked_at', 'bigint')
      .addColumn('revoke_reason', 'varchar(20)')
      .addColumn('ip', 'varchar(64)')
      .addColumn('user_agent', 'varchar(500)')
      .execute();
    await db.schema.createIndex('base_user_session_user').on('base_user_session').column('user_id').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'base_user_session',
      'base_sys_log',
      'base_sys_config',
      'base_authorize',
      'base_module_scheme',
      'base_module_form',
      'base_module_column',
      'base_module_button',
      'base_module',
      'base_system',
      'base_user_relation',
      'base_group',
      'base_role',
      'base_position',
      'base_organize',
      'base_user',
    ]) {
      await db.schema.dropTable(table).ifExists().execute();
    }
  },
};
