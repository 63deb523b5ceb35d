import { sql, type Kysely, type Migration } from 'kysely';

// Migrations stand alone: no application imports, so they keep working as the code changes.
const ID = 'varchar(32)';

/** The seeded user list's SQL before this migration: it answered mobile numbers to every widget. */
const OLD_USERS_SELECT = `select id, account, real_name as "realName", real_name as "fullName", mobile_phone as "mobilePhone"`;
const NEW_USERS_SELECT = `select id, account, real_name as "realName", real_name as "fullName"`;
/** The demo interfaces the form demo menu's widgets call. */
const FORM_DEMO_INTERFACES = ['demo_users_sql', 'demo_static_options', 'demo_users_by_org'];

/**
 * Who may run a data interface (ADR 0011): roles it is granted to (`Role`) and menus (forms) that
 * declare use of it (`Module`); and the resource (menu code) a print template's records belong to
 * (ADR 0013). Existing databases get the form demo's usages, the demo print template's resource and
 * the seeded user list without mobile numbers.
 */
export const dataInterfaceGrants: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('base_data_interface_grant')
      .addColumn('id', ID, (c) => c.primaryKey())
      .addColumn('interface_id', ID, (c) => c.notNull())
      // Role: the role's members may run it; Module: the menu (form) uses it
      .addColumn('object_type', 'varchar(16)', (c) => c.notNull())
      .addColumn('object_id', 'varchar(64)', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('created_by', ID)
      .execute();
    await db.schema
      .createIndex('base_data_interface_grant_unique')
      .on('base_data_interface_grant')
      .columns(['interface_id', 'object_type', 'object_id'])
      .unique()
      .execute();
    await db.schema
      .createIndex('base_data_interface_grant_object')
      .on('base_data_interface_grant')
      .columns(['object_type', 'object_id'])
      .execute();
    await db.schema.alterTable('base_print_dev').addColumn('resource_code', 'varchar(100)').execute();

    await sql`update base_print_dev set resource_code = 'permission.user'
      where en_code = 'demo_user_card' and resource_code is null`.execute(db);
    const { rows } = await sql<{ id: string; data_config_json: string }>`select id, data_config_json
      from base_data_interface where en_code = 'demo_users_sql'`.execute(db);
    for (const row of rows) {
      if (!row.data_config_json.includes(JSON.stringify(OLD_USERS_SELECT).slice(1, -1))) continue;
      const config = JSON.parse(row.data_config_json) as { sqlData?: { sql?: string } };
      if (!config.sqlData?.sql) continue;
      config.sqlData.sql = config.sqlData.sql.replace(OLD_USERS_SELECT, NEW_USERS_SELECT);
      await sql`update base_data_interface set data_config_json = ${JSON.stringify(config)}
        where id = ${row.id}`.execute(db);
    }
    const menus = await sql<{ id: string }>`select id from base_module
      where en_code = 'extend.formDemo' and deleted_at is null`.execute(db);
    const interfaces = await sql<{ id: string }>`select id from base_data_interface
      where en_code in (${sql.join(FORM_DEMO_INTERFACES)}) and deleted_at is null`.execute(db);
    const now = Date.now();
    let n = 0;
    for (const menu of menus.rows)
      for (const di of interfaces.rows) {
        n += 1;
        const id = `m0019${now.toString(36)}${n.toString(36)}`.slice(0, 32);
        await sql`insert into base_data_interface_grant (id, interface_id, object_type, object_id, created_at)
          values (${id}, ${di.id}, 'Module', ${menu.id}, ${now})`.execute(db);
      }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('base_print_dev').dropColumn('resource_code').execute();
    await db.schema.dropTable('base_data_interface_grant').ifExists().execute();
  },
};
