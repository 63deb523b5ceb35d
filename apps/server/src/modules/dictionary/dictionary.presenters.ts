import type { DictionaryDataItem, DictionaryOption, DictionaryTypeItem } from '@tessera/shared';
import { parseTranslations } from '@tessera/shared/translations';
import type { DataRow, TypeRow } from './dictionary.repository';

/** A type row as the API shows it. */
export const toTypeItem = (r: TypeRow): DictionaryTypeItem => ({
  id: r.id,
  parentId: r.parent_id,
  fullName: r.full_name,
  enCode: r.en_code,
  isTree: Number(r.is_tree),
  sortCode: Number(r.sort_code),
  enabledMark: Number(r.enabled_mark),
  description: r.description,
  creatorTime: Number(r.created_at),
  translations: parseTranslations(r.translations),
});

/** An item row as the API shows it. */
export const toDataItem = (r: DataRow): DictionaryDataItem => ({
  id: r.id,
  dictionaryTypeId: r.dictionary_type_id,
  parentId: r.parent_id,
  fullName: r.full_name,
  enCode: r.en_code,
  simpleSpelling: r.simple_spelling,
  isDefault: Number(r.is_default),
  sortCode: Number(r.sort_code),
  enabledMark: Number(r.enabled_mark),
  description: r.description,
  creatorTime: Number(r.created_at),
  translations: parseTranslations(r.translations),
});

/** An item row as a selector option. */
export const toOption = (r: DataRow): DictionaryOption => ({
  id: r.id,
  parentId: r.parent_id,
  fullName: r.full_name,
  enCode: r.en_code,
});
