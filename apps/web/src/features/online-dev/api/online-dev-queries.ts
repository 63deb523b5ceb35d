import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { OnlineDevSaveBody } from '@tessera/shared';
import { onlineDevApi } from './online-dev-api';

/** Query keys of the online form runtime. */
export const onlineDevKeys = {
  all: ['online-dev'] as const,
  config: (modelId: string) => [...onlineDevKeys.all, 'config', modelId] as const,
};

/** The released configuration of a model. */
export const onlineDevConfigQuery = (modelId: string) =>
  queryOptions({
    queryKey: onlineDevKeys.config(modelId),
    queryFn: () => onlineDevApi.config(modelId),
    enabled: Boolean(modelId),
    retry: false,
  });

/** The released configuration of a model, as a hook. */
export const useOnlineDevConfig = (modelId: string) => useQuery(onlineDevConfigQuery(modelId));

/** Saves a record of a model. */
export const useSaveRecord = (modelId: string) =>
  useMutation({ mutationFn: (body: OnlineDevSaveBody) => onlineDevApi.save(modelId, body) });
