import { queryOptions } from '@tanstack/react-query';
import { printDevRoutes } from '@tessera/shared';
import { call } from '@/lib/call';

/** Template and data of one record's print. */
export const fetchPrintData = (id: string, formId: string) =>
  call(printDevRoutes.data, { query: { id, formId } });

/** Key of one record's print data. */
export const printDataKey = (id: string, formId: string) => ['printDev', 'data', id, formId] as const;

/** One record's print, fetched afresh each time the preview opens (nothing without an id). */
export const printDataOptions = (id: string, formId: string, enabled: boolean) =>
  queryOptions({
    queryKey: printDataKey(id, formId),
    queryFn: () => fetchPrintData(id, formId),
    enabled: enabled && !!id,
    gcTime: 0,
    staleTime: 0,
  });
