import type { DictionaryAllEntry } from '@tessera/shared';
import { http } from '@/lib/http';

/** Query key prefix of every cached dictionary read; invalidate it after editing a dictionary. */
export const DICTIONARY_QUERY_KEY = ['dictionary'] as const;

/** Every dictionary with its enabled items (`GET /api/system/DictionaryData/All`). */
export const fetchAllDictionaries = () =>
  http.get<{ list: DictionaryAllEntry[] }>('/api/system/DictionaryData/All').then((r) => r.data.list);
