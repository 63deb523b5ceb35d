import type { Kysely } from 'kysely';
import { newId } from '../lib/ids';

// The seed fills many tables with the same "insert when the key is missing" step; a loosely
// typed handle keeps that one generic function instead of one copy per table.
/** A row of any table. */
export type LooseRow = Record<string, unknown>;
/** Any table. */
export type LooseDB = Record<string, LooseRow>;

/** The handle and clock of one seed run. */
export interface Ctx {
  db: Kysely<LooseDB>;
  now: number;
}

/** Inserts rows whose key is not yet present; answers key -> id for existing and new rows. */
export async function ensure(
  ctx: Ctx,
  table: string,
  key: string,
  rows: LooseRow[],
  scope: LooseRow = {},
): Promise<Map<string, string>> {
  let query = ctx.db.selectFrom(table).select(['id', key]);
  for (const [column, value] of Object.entries(scope))
    query = query.where(column, value === null ? 'is' : '=', value);
  const existing = await query.execute();
  const ids = new Map(existing.map((r) => [String(r[key]), String(r.id)]));
  const missing = rows.filter((r) => !ids.has(String(r[key])));
  for (const row of missing) {
    const id = (row.id as string | undefined) ?? newId();
    await ctx.db
      .insertInto(table)
      .values({ ...row, ...scope, id })
      .execute();
    ids.set(String(row[key]), id);
  }
  return ids;
}

/** Columns every seeded business row starts with. */
export const base = (ctx: Ctx, sort: number) => ({ created_at: ctx.now, sort_code: sort, enabled_mark: 1 });

/** The id of the live menu with this code, or undefined when it is not seeded. */
export async function liveMenuId(ctx: Ctx, menuCode: string): Promise<string | undefined> {
  const menu = await ctx.db
    .selectFrom('base_module')
    .select('id')
    .where('en_code', '=', menuCode)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
  return menu ? String(menu.id) : undefined;
}

/** A seeded row's translations column: JSON of its names in other languages, or null. */
export const translationsOf = (names: { zhtw: string; en: string } | undefined): string | null =>
  names ? JSON.stringify(names) : null;

/**
 * Gives seeded rows that have no translations yet their names in other languages, so a database
 * seeded before translations existed gets them too; a translation an administrator set is kept.
 */
export async function fillTranslations(
  ctx: Ctx,
  table: string,
  key: string,
  names: (code: string) => string | null,
  scope: LooseRow = {},
): Promise<void> {
  let query = ctx.db.selectFrom(table).select(['id', key]).where('translations', 'is', null);
  for (const [column, value] of Object.entries(scope)) {
    if (Array.isArray(value) && !value.length) return;
    query = query.where(column, Array.isArray(value) ? 'in' : value === null ? 'is' : '=', value);
  }
  for (const row of await query.execute()) {
    const json = names(String(row[key]));
    if (json) await ctx.db.updateTable(table).set({ translations: json }).where('id', '=', row.id).execute();
  }
}
