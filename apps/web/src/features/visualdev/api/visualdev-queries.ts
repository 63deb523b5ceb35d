import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenuCategory } from '@tessera/shared';
import {
  designFieldsApi,
  designSelectorApi,
  dictionaryTypesApi,
  interfaceParamsApi,
  interfaceSelectorApi,
  printTemplatesApi,
  releaseMenusApi,
  visualDevApi,
  type VisualDevQuery,
} from './visualdev-api';

/** Query keys of the design administration. */
export const visualDevKeys = {
  all: ['visualdev'] as const,
  lists: () => [...visualDevKeys.all, 'list'] as const,
  list: (query: VisualDevQuery) => [...visualDevKeys.lists(), query] as const,
  info: (id: string) => [...visualDevKeys.all, 'info', id] as const,
  systems: () => [...visualDevKeys.all, 'systems'] as const,
  directories: (systemId: string, category: MenuCategory) =>
    [...visualDevKeys.all, 'directories', systemId, category] as const,
};

/** One page of the design table. */
export const visualDevListOptions = (query: VisualDevQuery) =>
  queryOptions({
    queryKey: visualDevKeys.list(query),
    queryFn: () => visualDevApi.list(query),
    placeholderData: keepPreviousData,
  });

/** One design as stored (the designer's source). */
export const useVisualDevInfo = (id: string) =>
  useQuery({ queryKey: visualDevKeys.info(id), queryFn: () => visualDevApi.info(id), staleTime: 0 });

/** The systems (release targets). */
export const useReleaseSystems = () =>
  useQuery({ queryKey: visualDevKeys.systems(), queryFn: releaseMenusApi.systems });

/** The directories of one system's menu tree. */
export const useReleaseDirectories = (systemId: string | undefined, category: MenuCategory) =>
  useQuery({
    queryKey: visualDevKeys.directories(systemId ?? '', category),
    queryFn: () => releaseMenusApi.directories(systemId ?? '', category),
    enabled: !!systemId,
  });

/** Refreshes the design table after a change. */
export function useInvalidateVisualDev() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: visualDevKeys.all });
}

/** The data interfaces by category, for the options editor. */
export const useInterfaceSelector = (enabled: boolean) =>
  useQuery({
    queryKey: [...visualDevKeys.all, 'interfaces'],
    queryFn: interfaceSelectorApi,
    enabled,
    staleTime: 60_000,
  });

/** The dictionary types, for the options editor. */
export const useDictionaryTypes = (enabled: boolean) =>
  useQuery({
    queryKey: [...visualDevKeys.all, 'dictionaryTypes'],
    queryFn: dictionaryTypesApi,
    enabled,
    staleTime: 60_000,
  });

/** The print templates the form's print button may use. */
export const usePrintTemplates = (enabled: boolean) =>
  useQuery({
    queryKey: [...visualDevKeys.all, 'printTemplates'],
    queryFn: printTemplatesApi,
    enabled,
    staleTime: 60_000,
  });

/** The parameters of one data interface (nothing while none is chosen). */
export const useInterfaceParams = (id: string) =>
  useQuery({
    queryKey: [...visualDevKeys.all, 'interfaceParams', id],
    queryFn: () => interfaceParamsApi(id),
    enabled: !!id,
    staleTime: 60_000,
  });

/** The designs a relation form may point to. */
export const useDesignSelector = () =>
  useQuery({ queryKey: [...visualDevKeys.all, 'selector'], queryFn: designSelectorApi, staleTime: 60_000 });

/** The fields of the design a relation form points to. */
export const useDesignFields = (id: string) =>
  useQuery({
    queryKey: [...visualDevKeys.all, 'designFields', id],
    queryFn: () => designFieldsApi(id),
    enabled: !!id,
    staleTime: 60_000,
  });
