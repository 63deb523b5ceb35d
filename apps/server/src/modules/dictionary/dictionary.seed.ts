import {
  DICTIONARIES,
  DICTIONARY_GROUPS,
  type DictionaryItemSeed,
  type DictionaryTypeSeed,
} from '../../db/seed-data/dictionaries';
import { base, ensure, fillTranslations, type Ctx } from '../../db/seed-helpers';

/** The translations column of a seeded type or item. */
const names = (seed: { names: { zhtw: string; en: string } }) => JSON.stringify(seed.names);

/** Inserts the missing items of one seeded dictionary (by code within the type), parents first. */
async function seedItems(
  ctx: Ctx,
  typeId: string,
  list: DictionaryItemSeed[],
  parentId = '0',
): Promise<void> {
  const rows = list.map((item, i) => ({
    ...base(ctx, i + 1),
    dictionary_type_id: typeId,
    parent_id: parentId,
    en_code: item.enCode,
    full_name: item.fullName,
    is_default: 0,
    translations: names(item),
  }));
  const scope = { dictionary_type_id: typeId, deleted_at: null };
  const ids = await ensure(ctx, 'base_dictionary_data', 'en_code', rows, scope);
  if (parentId === '0') {
    const all = new Map<string, string>();
    const walk = (items: DictionaryItemSeed[]) => {
      for (const item of items) {
        all.set(item.enCode, names(item));
        walk(item.children ?? []);
      }
    };
    walk(list);
    await fillTranslations(ctx, 'base_dictionary_data', 'en_code', (code) => all.get(code) ?? null, scope);
  }
  for (const item of list)
    if (item.children?.length) await seedItems(ctx, typeId, item.children, ids.get(item.enCode)!);
}

async function seedTypes(ctx: Ctx, list: DictionaryTypeSeed[], parent: (d: DictionaryTypeSeed) => string) {
  return ensure(
    ctx,
    'base_dictionary_type',
    'en_code',
    list.map((d, i) => ({
      ...base(ctx, i + 1),
      parent_id: parent(d),
      en_code: d.enCode,
      full_name: d.fullName,
      is_tree: d.isTree ? 1 : 0,
      translations: names(d),
    })),
    { deleted_at: null },
  );
}

/** Seeds the dictionary types and items the client needs, named in every language; running it again changes nothing. */
export async function seedDictionaries(ctx: Ctx): Promise<void> {
  const groups = await seedTypes(ctx, DICTIONARY_GROUPS, () => '-1');
  const types = await seedTypes(ctx, DICTIONARIES, (d) => (d.parent && groups.get(d.parent)) ?? '-1');
  const typeNames = new Map([...DICTIONARY_GROUPS, ...DICTIONARIES].map((d) => [d.enCode, names(d)]));
  await fillTranslations(ctx, 'base_dictionary_type', 'en_code', (code) => typeNames.get(code) ?? null, {
    deleted_at: null,
  });
  for (const d of DICTIONARIES) await seedItems(ctx, types.get(d.enCode)!, d.items);
}
