import { queryOptions, useQuery } from '@tanstack/react-query';
import { positionsApi, type PositionQuery } from './positions-api';

/** Query keys of positions: everything under `all`, every list page under `lists()`. */
export const positionKeys = {
  all: ['organize', 'positions'] as const,
  lists: () => [...positionKeys.all, 'list'] as const,
  list: (query: PositionQuery) => [...positionKeys.lists(), query] as const,
  info: (id: string) => [...positionKeys.all, 'info', id] as const,
};

/** Query options of positions. */
export const positionQueries = {
  list: (query: PositionQuery) =>
    queryOptions({ queryKey: positionKeys.list(query), queryFn: () => positionsApi.list(query) }),
  info: (id: string) =>
    queryOptions({ queryKey: positionKeys.info(id), queryFn: () => positionsApi.info(id) }),
};

/** One position's details (for an edit form that needs more than the row). */
export const usePosition = (id: string | undefined) =>
  useQuery({ ...positionQueries.info(id ?? ''), enabled: !!id });
