import { keepPreviousData, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Language, MessageDataTypeList } from '@tessera/shared';
import { useAppStore } from '@/stores/app-store';
import { messageTemplateApi, type TemplateQuery } from './message-template-api';

/** Query keys of message template administration. */
export const messageTemplateKeys = {
  all: ['msgTemplate'] as const,
  lists: () => [...messageTemplateKeys.all, 'list'] as const,
  list: (query: TemplateQuery) => [...messageTemplateKeys.lists(), query] as const,
  types: (id: MessageDataTypeList, language: Language) =>
    [...messageTemplateKeys.all, 'types', id, language] as const,
};

/** One page of the templates table. */
export const messageTemplateListOptions = (query: TemplateQuery) =>
  queryOptions({
    queryKey: messageTemplateKeys.list(query),
    queryFn: () => messageTemplateApi.list(query),
    placeholderData: keepPreviousData,
  });

/** A type list in one language (it never changes while the app runs). */
export const typeListOptions = (id: MessageDataTypeList, language: Language) =>
  queryOptions({
    queryKey: messageTemplateKeys.types(id, language),
    queryFn: () => messageTemplateApi.typeList(id),
    staleTime: Infinity,
  });

/** The templates table. */
export const useMessageTemplates = (query: TemplateQuery) => useQuery(messageTemplateListOptions(query));

/** Refreshes the templates table after a change. */
export function useInvalidateMessageTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: messageTemplateKeys.lists() });
}

/** Options of a type list (1 channels, 2 sources, 3 parameters) in the UI language. */
export function useTypeList(id: MessageDataTypeList) {
  const language = useAppStore((s) => s.language);
  return useQuery(typeListOptions(id, language)).data;
}
