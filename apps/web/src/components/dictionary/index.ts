/** Dictionary widgets any form reuses: options of a dictionary by code and a select over them. */
export { DictionarySelect, type DictionarySelectProps } from './dictionary-select';
export { useAllDictionaries, useDictionaryOptions, type DictionaryOptionsConfig } from './use-dictionary';
export {
  toDictionaryOptions,
  type DictionaryOptionItem,
  type DictionaryValueField,
} from './dictionary-options';
export { DICTIONARY_QUERY_KEY } from './dictionary-api';
