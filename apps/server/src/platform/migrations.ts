import type { Migration } from 'kysely';

/** A migration's name: a four-digit global order, then kebab-case words (ADR 0015). */
export const MIGRATION_NAME = /^\d{4}-[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Something that may carry migrations (a module descriptor, or the core's list). */
export interface MigrationSource {
  name: string;
  migrations?: Readonly<Record<string, Migration>>;
}

/**
 * Gathers the migrations of every source into one record sorted by name (Kysely runs them in
 * name order); a badly formed or repeated name, or a repeated order number, throws.
 */
export function collectMigrations(sources: readonly MigrationSource[]): Record<string, Migration> {
  const found = new Map<string, { migration: Migration; owner: string }>();
  const numbers = new Map<string, string>();
  for (const source of sources) {
    for (const [name, migration] of Object.entries(source.migrations ?? {})) {
      if (!MIGRATION_NAME.test(name)) throw new Error(`migration ${name} of ${source.name}: bad name`);
      const taken = found.get(name)?.owner ?? numbers.get(name.slice(0, 4));
      if (taken) throw new Error(`migration ${name} of ${source.name}: its number is taken by ${taken}`);
      found.set(name, { migration, owner: source.name });
      numbers.set(name.slice(0, 4), `${source.name} (${name})`);
    }
  }
  const names = [...found.keys()].sort();
  return Object.fromEntries(names.map((name) => [name, found.get(name)!.migration]));
}
