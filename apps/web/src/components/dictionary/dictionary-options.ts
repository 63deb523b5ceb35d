import type { DictionaryAllEntry, DictionaryOption } from '@tessera/shared';

/** Which item field becomes an option's value. */
export type DictionaryValueField = 'id' | 'enCode';

/** An option of a dictionary select; `children` only in tree dictionaries. */
export interface DictionaryOptionItem {
  value: string;
  label: string;
  children?: DictionaryOptionItem[];
}

/**
 * The options of one dictionary: a flat list, or for a tree dictionary the items nested by parent
 * (an item whose parent is missing, e.g. disabled, shows at the top).
 */
export function toDictionaryOptions(
  entry: DictionaryAllEntry | undefined,
  valueField: DictionaryValueField = 'enCode',
): DictionaryOptionItem[] {
  if (!entry) return [];
  const toOption = (item: DictionaryOption): DictionaryOptionItem => ({
    value: item[valueField],
    label: item.fullName,
  });
  if (!entry.isTree) return entry.dictionaryList.map(toOption);
  const byId = new Map<string, DictionaryOptionItem>();
  for (const item of entry.dictionaryList) byId.set(item.id, toOption(item));
  const roots: DictionaryOptionItem[] = [];
  for (const item of entry.dictionaryList) {
    const option = byId.get(item.id);
    if (!option) continue;
    const parent = item.parentId === item.id ? undefined : byId.get(item.parentId);
    if (parent) (parent.children ??= []).push(option);
    else roots.push(option);
  }
  return roots;
}
