import type { Generated } from 'kysely';
import type { CommonColumns } from '../../db/columns';

/** base_dictionary_type: dictionary types, a tree (parent "-1" at the top). */
export interface DictionaryTypeTable extends CommonColumns {
  parent_id: string;
  full_name: string;
  en_code: string;
  /** 1: the items form a tree. */
  is_tree: Generated<number>;
  /** JSON `{zhtw, en}` of the name in other languages (ADR 0019). */
  translations: string | null;
}

/** base_dictionary_data: the items of a dictionary type (parent "0" at the top). */
export interface DictionaryDataTable extends CommonColumns {
  dictionary_type_id: string;
  parent_id: string;
  full_name: string;
  en_code: string;
  simple_spelling: string | null;
  /** 1: preselected in forms. */
  is_default: Generated<number>;
  /** JSON `{zhtw, en}` of the name in other languages (ADR 0019). */
  translations: string | null;
}

/** Tables of the dictionary module. */
export interface DictionaryTables {
  base_dictionary_type: DictionaryTypeTable;
  base_dictionary_data: DictionaryDataTable;
}
