import type { Kysely, Migration } from 'kysely';

// Stands alone like every migration: no application imports.
const TABLES = [
  'base_system',
  'base_module',
  'base_module_button',
  'base_module_column',
  'base_module_form',
  'base_module_scheme',
];

/**
 * Names of systems, menus and menu resources in the other languages (ADR 0019): a nullable JSON
 * text `{"zhtw": "...", "en": "..."}` beside the default name. Existing rows keep their data and
 * get none (they show the default name until translated).
 */
export const translatedNames: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of TABLES) await db.schema.alterTable(table).addColumn('translations', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of TABLES) await db.schema.alterTable(table).dropColumn('translations').execute();
  },
};
