import { DICTIONARIES, DICTIONARY_GROUPS, type DictionaryItemSeed } from '../../db/seed-data/dictionaries';
import { base, ensure, type Ctx } from '../../db/seed-helpers';

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
  }));
  const ids = await ensure(ctx, 'base_dictionary_data', 'en_code', rows, {
    dictionary_type_id: typeId,
    deleted_at: null,
  });
  for (const item of list)
    if (item.children?.length) await seedItems(ctx, typeId, item.children, ids.get(item.enCode)!);
}

/** Seeds the dictionary types and items the client needs; running it again changes nothing. */
export async function seedDictionaries(ctx: Ctx): Promise<void> {
  const groups = await ensure(
    ctx,
    'base_dictionary_type',
    'en_code',
    DICTIONARY_GROUPS.map((g, i) => ({
      ...base(ctx, i + 1),
      parent_id: '-1',
      en_code: g.enCode,
      full_name: g.fullName,
      is_tree: 0,
    })),
    { deleted_at: null },
  );
  const types = await ensure(
    ctx,
    'base_dictionary_type',
    'en_code',
    DICTIONARIES.map((d, i) => ({
      ...base(ctx, i + 1),
      parent_id: (d.parent && groups.get(d.parent)) ?? '-1',
      en_code: d.enCode,
      full_name: d.fullName,
      is_tree: d.isTree ? 1 : 0,
    })),
    { deleted_at: null },
  );
  for (const d of DICTIONARIES) await seedItems(ctx, types.get(d.enCode)!, d.items);
}
