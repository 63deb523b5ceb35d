import type { Kysely, Migration } from 'kysely';

// Stands alone like every migration: no application imports.
const TABLES = ['base_dictionary_type', 'base_dictionary_data'];

/**
 * Names of dictionary types and items in the other languages (ADR 0019): a nullable JSON text
 * `{"zhtw": "...", "en": "..."}` beside the default name; existing rows keep their data.
 */
export const dictionaryTranslations: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of TABLES) await db.schema.alterTable(table).addColumn('translations', 'text').execute();
  },
  async down(db: Kysely<unknown>) {
    for (const table of TABLES) await db.schema.alterTable(table).dropColumn('translations').execute();
  },
};
