import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OnlineDevListBody } from '@tessera/shared';
import { createContext, useContext } from 'react';
import { onlineListApi, serverListSource, type OnlineListSource } from './online-list-api';
import { onlineDevKeys } from './online-dev-queries';

/**
 * The source a generated list page reads its records from: the server unless a provider above it
 * gives another (the preview's sample rows).
 */
export const OnlineListSourceContext = createContext<OnlineListSource>(serverListSource);

/** The records source of the page being rendered. */
export const useOnlineListSource = (): OnlineListSource => useContext(OnlineListSourceContext);

/** Query keys of a generated list's records. */
export const onlineListKeys = {
  records: (modelId: string) => [...onlineDevKeys.all, 'records', modelId] as const,
  list: (modelId: string, body: OnlineDevListBody) =>
    [...onlineListKeys.records(modelId), 'list', body] as const,
  info: (modelId: string, id: string) => [...onlineListKeys.records(modelId), 'info', id] as const,
  detail: (modelId: string, id: string) => [...onlineListKeys.records(modelId), 'detail', id] as const,
};

const isServer = (source: OnlineListSource | undefined) => !source || source === serverListSource;

/** A source's entry after the model's keys, so two sources never share a cached page. */
const sourceKey = (source: OnlineListSource) => (isServer(source) ? [] : [source.key]);

/** The calls of a source: the server's go through {@link onlineListApi} as before. */
const readerOf = (source: OnlineListSource): Pick<OnlineListSource, 'list' | 'info' | 'detail'> =>
  isServer(source) ? onlineListApi : source;

/** A page of a model's records (from the server unless another source is given). */
export const onlineListQuery = (
  modelId: string,
  body: OnlineDevListBody,
  source: OnlineListSource = serverListSource,
) =>
  queryOptions({
    queryKey: [...onlineListKeys.list(modelId, body), ...sourceKey(source)],
    queryFn: () => readerOf(source).list(modelId, body),
    placeholderData: keepPreviousData,
  });

/** A page of a model's records, as a hook (from the context's source). */
export const useOnlineList = (modelId: string, body: OnlineDevListBody) =>
  useQuery(onlineListQuery(modelId, body, useOnlineListSource()));

/** One record's stored values, parsed (the edit form); disabled without an id. */
export const useRecordInfo = (modelId: string, id: string | undefined) => {
  const source = useOnlineListSource();
  return useQuery({
    queryKey: [...onlineListKeys.info(modelId, id ?? ''), ...sourceKey(source)],
    queryFn: () => readerOf(source).info(modelId, id ?? ''),
    enabled: Boolean(id),
    gcTime: 0,
    select: (answer) => parseData(answer.data),
  });
};

/** One record's display values, parsed (the detail viewer); disabled without an id. */
export const useRecordDetail = (modelId: string, id: string | undefined) => {
  const source = useOnlineListSource();
  return useQuery({
    queryKey: [...onlineListKeys.detail(modelId, id ?? ''), ...sourceKey(source)],
    queryFn: () => readerOf(source).detail(modelId, id ?? ''),
    enabled: Boolean(id),
    gcTime: 0,
    select: (answer) => parseData(answer.data),
  });
};

/** A record's `data` JSON text as an object (an empty one when unreadable). */
export function parseData(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
