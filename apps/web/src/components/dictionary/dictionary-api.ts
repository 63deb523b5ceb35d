import { queryOptions } from '@tanstack/react-query';
import { dictionaryDataRoutes } from '@tessera/shared';
import { call } from '@/lib/call';

/** Query key prefix of every cached dictionary read; invalidate it after editing a dictionary. */
export const DICTIONARY_QUERY_KEY = ['dictionary'] as const;

/** Key of the cached list of every dictionary. */
export const DICTIONARY_ALL_KEY = [...DICTIONARY_QUERY_KEY, 'all'] as const;

/** Every dictionary with its enabled items. */
export const fetchAllDictionaries = () => call(dictionaryDataRoutes.all, {}).then((d) => d.list);

/** Every dictionary, cached for five minutes (one request serves every dictionary field of a page). */
export const allDictionariesOptions = queryOptions({
  queryKey: DICTIONARY_ALL_KEY,
  queryFn: fetchAllDictionaries,
  staleTime: 5 * 60_000,
});
