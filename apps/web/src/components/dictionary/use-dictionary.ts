import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { allDictionariesOptions } from './dictionary-api';
import {
  toDictionaryOptions,
  type DictionaryOptionItem,
  type DictionaryValueField,
} from './dictionary-options';

/** Options of {@link useDictionaryOptions}. */
export interface DictionaryOptionsConfig {
  /** Item field used as the option value; default 'enCode'. */
  valueField?: DictionaryValueField;
}

/** The cached dictionaries (one request serves every dictionary field of a page). */
export function useAllDictionaries() {
  return useQuery(allDictionariesOptions);
}

/**
 * The enabled items of the dictionary with code `enCode` as select options (nested for a tree
 * dictionary); empty while loading or when no such dictionary exists.
 */
export function useDictionaryOptions(
  enCode: string,
  config: DictionaryOptionsConfig = {},
): { options: DictionaryOptionItem[]; isLoading: boolean; isTree: boolean } {
  const { data, isLoading } = useAllDictionaries();
  const valueField = config.valueField ?? 'enCode';
  return useMemo(() => {
    const entry = data?.find((d) => d.enCode === enCode);
    return { options: toDictionaryOptions(entry, valueField), isLoading, isTree: entry?.isTree === 1 };
  }, [data, enCode, valueField, isLoading]);
}
