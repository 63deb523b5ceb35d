import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { OnlineDevListBody } from '@tessera/shared';
import { onlineListApi } from './online-list-api';
import { onlineDevKeys } from './online-dev-queries';

/** Query keys of a generated list's records. */
export const onlineListKeys = {
  records: (modelId: string) => [...onlineDevKeys.all, 'records', modelId] as const,
  list: (modelId: string, body: OnlineDevListBody) =>
    [...onlineListKeys.records(modelId), 'list', body] as const,
  info: (modelId: string, id: string) => [...onlineListKeys.records(modelId), 'info', id] as const,
  detail: (modelId: string, id: string) => [...onlineListKeys.records(modelId), 'detail', id] as const,
};

/** A page of a model's records. */
export const onlineListQuery = (modelId: string, body: OnlineDevListBody) =>
  queryOptions({
    queryKey: onlineListKeys.list(modelId, body),
    queryFn: () => onlineListApi.list(modelId, body),
    placeholderData: keepPreviousData,
  });

/** A page of a model's records, as a hook. */
export const useOnlineList = (modelId: string, body: OnlineDevListBody) =>
  useQuery(onlineListQuery(modelId, body));

/** One record's stored values, parsed (the edit form); disabled without an id. */
export const useRecordInfo = (modelId: string, id: string | undefined) =>
  useQuery({
    queryKey: onlineListKeys.info(modelId, id ?? ''),
    queryFn: () => onlineListApi.info(modelId, id ?? ''),
    enabled: Boolean(id),
    gcTime: 0,
    select: (answer) => parseData(answer.data),
  });

/** One record's display values, parsed (the detail viewer); disabled without an id. */
export const useRecordDetail = (modelId: string, id: string | undefined) =>
  useQuery({
    queryKey: onlineListKeys.detail(modelId, id ?? ''),
    queryFn: () => onlineListApi.detail(modelId, id ?? ''),
    enabled: Boolean(id),
    gcTime: 0,
    select: (answer) => parseData(answer.data),
  });

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
