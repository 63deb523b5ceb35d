import { queryOptions, useQuery } from '@tanstack/react-query';
import { printDevRoutes } from '@tessera/shared';
import { call } from '@/lib/call';
import { onlineDevKeys } from '../../../api/online-dev-queries';

/** A print template a design names: its id and name. */
export interface PrintChoiceTemplate {
  id: string;
  fullName: string;
}

/** Query keys of the print templates a generated page offers. */
export const printChoiceKeys = {
  templates: () => [...onlineDevKeys.all, 'printTemplates'] as const,
};

/** The enabled print templates (the selector, open to every signed-in user), by id. */
export const printTemplatesQuery = () =>
  queryOptions({
    queryKey: printChoiceKeys.templates(),
    queryFn: async () => {
      const { list } = await call(printDevRoutes.selector, { query: {} });
      return new Map(list.flatMap((node) => node.children).map((c) => [c.id, c.fullName]));
    },
    staleTime: 60_000,
  });

/**
 * The templates of `ids` that exist and are enabled, in the design's order (loaded only when
 * there are several to choose from).
 */
export function usePrintChoices(ids: readonly string[]): {
  templates: PrintChoiceTemplate[];
  isLoading: boolean;
} {
  const names = useQuery({ ...printTemplatesQuery(), enabled: ids.length > 1 });
  if (ids.length === 1) return { templates: [{ id: ids[0]!, fullName: '' }], isLoading: false };
  const known = names.data;
  return {
    templates: known ? ids.flatMap((id) => (known.has(id) ? [{ id, fullName: known.get(id)! }] : [])) : [],
    isLoading: names.isLoading,
  };
}

/** A design's print template ids: `printId` is one id or a list (form-model.md §1). */
export function printIdsOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return [...new Set(list.filter((v): v is string => typeof v === 'string' && v !== ''))];
}
