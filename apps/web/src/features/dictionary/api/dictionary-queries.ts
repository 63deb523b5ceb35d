import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DictionaryDataItem, Paged } from '@tessera/shared';
import { DICTIONARY_QUERY_KEY } from '@/components/dictionary';
import { dictionaryApi, type DataQuery } from './dictionary-api';

/** Query keys of dictionary administration, under the key every dictionary select shares. */
export const dictionaryKeys = {
  /** Every cached dictionary read (administration and the selects of forms). */
  all: DICTIONARY_QUERY_KEY,
  admin: () => [...DICTIONARY_QUERY_KEY, 'admin'] as const,
  types: (keyword?: string) => [...dictionaryKeys.admin(), 'types', keyword] as const,
  typeSelector: (excludeId: string) => [...dictionaryKeys.admin(), 'typeSelector', excludeId] as const,
  data: (typeId: string, query: DataQuery) => [...dictionaryKeys.admin(), 'data', typeId, query] as const,
  dataSelector: (typeId: string, excludeId: string) =>
    [...dictionaryKeys.admin(), 'dataSelector', typeId, excludeId] as const,
  /** One type or item as stored (the edit forms' source). */
  typeInfo: (id: string) => [...dictionaryKeys.admin(), 'typeInfo', id] as const,
  dataInfo: (id: string) => [...dictionaryKeys.admin(), 'dataInfo', id] as const,
};

/** The type tree, filtered by keyword. */
export const dictionaryTypesOptions = (keyword?: string) =>
  queryOptions({ queryKey: dictionaryKeys.types(keyword), queryFn: () => dictionaryApi.types(keyword) });

/** The type tree without one type ('0': none), to pick a parent. */
export const dictionaryTypeSelectorOptions = (excludeId = '0') =>
  queryOptions({
    queryKey: dictionaryKeys.typeSelector(excludeId),
    queryFn: () => dictionaryApi.typeSelector(excludeId),
  });

/** The items list's query: the selected type (none: nothing to list) with paging and keyword. */
export type DataListQuery = DataQuery & { typeId?: string };

/**
 * One page (or the whole tree) of the selected type's items, in the list shell's paged shape: a tree
 * answer has no pagination, so it counts as one page of all its top-level rows.
 */
export const dictionaryDataListOptions = ({ typeId = '', ...query }: DataListQuery) =>
  queryOptions({
    queryKey: dictionaryKeys.data(typeId, query),
    queryFn: async (): Promise<Paged<DictionaryDataItem>> => {
      const { list, pagination } = await dictionaryApi.data(typeId, query);
      return {
        list,
        pagination: pagination ?? { currentPage: 1, pageSize: list.length, total: list.length },
      };
    },
    enabled: !!typeId,
  });

/** A type's items as a tree without one item ('0': none), to pick a parent. */
export const dictionaryDataSelectorOptions = (typeId: string, excludeId = '0') =>
  queryOptions({
    queryKey: dictionaryKeys.dataSelector(typeId, excludeId),
    queryFn: () => dictionaryApi.dataSelector(typeId, excludeId),
  });

/** The type tree of the dictionaries page. */
export const useDictionaryTypes = (keyword?: string) => useQuery(dictionaryTypesOptions(keyword));

/** Parent choices of the type form. */
export const useDictionaryTypeSelector = (excludeId?: string) =>
  useQuery(dictionaryTypeSelectorOptions(excludeId));

/** Parent choices of the item form (only fetched for tree types). */
export const useDictionaryDataSelector = (typeId: string, excludeId: string | undefined, enabled: boolean) =>
  useQuery({ ...dictionaryDataSelectorOptions(typeId, excludeId), enabled });

/** One type as stored (default name and translations), while editing it. */
export const useDictionaryTypeInfo = (id: string | undefined) =>
  useQuery({
    queryKey: dictionaryKeys.typeInfo(id ?? ''),
    queryFn: () => dictionaryApi.typeInfo(id ?? ''),
    enabled: !!id,
    staleTime: 0,
  });

/** One item as stored (default name and translations), while editing it. */
export const useDictionaryDataInfo = (id: string | undefined) =>
  useQuery({
    queryKey: dictionaryKeys.dataInfo(id ?? ''),
    queryFn: () => dictionaryApi.info(id ?? ''),
    enabled: !!id,
    staleTime: 0,
  });

/** Refreshes every dictionary read (administration and the selects of open forms) after a change. */
export function useInvalidateDictionaries() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: dictionaryKeys.all });
}
