import { useQuery } from '@tanstack/react-query';
import { visualDevTableRoutes as routes } from '@tessera/shared';
import { call } from '@/lib/call';

/** The tables a design may bind (ADR 0025 amendment). */
export const useBindableTables = (enabled: boolean) =>
  useQuery({
    queryKey: ['visualdev', 'bindable-tables'],
    queryFn: () => call(routes.tables, {}).then((d) => d.list),
    enabled,
  });

/** The columns of one bindable table. */
export const useTableColumns = (table: string | undefined) =>
  useQuery({
    queryKey: ['visualdev', 'bindable-tables', table ?? ''],
    queryFn: () => call(routes.fields, { params: { table: table ?? '' } }).then((d) => d.list),
    enabled: !!table,
  });
