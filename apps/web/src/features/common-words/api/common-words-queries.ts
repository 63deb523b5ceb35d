import { queryOptions, useQuery } from '@tanstack/react-query';
import { commonWordsApi, type CommonWordsQuery } from './common-words-api';

/** Query keys of common words: everything under `all`, every list page under `lists()`. */
export const commonWordsKeys = {
  all: ['common-words'] as const,
  lists: () => [...commonWordsKeys.all, 'list'] as const,
  list: (query: CommonWordsQuery) => [...commonWordsKeys.lists(), query] as const,
  info: (id: string) => [...commonWordsKeys.all, 'info', id] as const,
  selector: () => [...commonWordsKeys.all, 'selector'] as const,
};

/** Query options of common words. */
export const commonWordsQueries = {
  list: (query: CommonWordsQuery) =>
    queryOptions({ queryKey: commonWordsKeys.list(query), queryFn: () => commonWordsApi.list(query) }),
  info: (id: string) =>
    queryOptions({ queryKey: commonWordsKeys.info(id), queryFn: () => commonWordsApi.info(id) }),
  selector: () =>
    queryOptions({ queryKey: commonWordsKeys.selector(), queryFn: () => commonWordsApi.selector() }),
};

/** The phrases the signed-in user may pick (enabled system ones and their own). */
export const useCommonWordsOptions = () => useQuery(commonWordsQueries.selector());
