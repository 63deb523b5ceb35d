// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { parseColumnData } from '@tessera/shared';
import { importedExpenseClaim } from '@tessera/shared/form-model/fixtures/expense-claim';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/lib/call';
import { useOnlineList, useRecordDetail } from '../api/online-list-queries';
import { createMemorySource } from './memory-source';
import { sampleRows } from './sample-data';
import { OnlineListSourceProvider } from './preview-source';

vi.mock('@/lib/call', () => ({
  call: vi.fn(() => Promise.resolve({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 3 } })),
  callEnvelope: vi.fn(),
}));

afterEach(cleanup);

const form = importedExpenseClaim();
const source = () =>
  createMemorySource({
    form,
    design: parseColumnData('{}'),
    rows: sampleRows(form, { now: Date.UTC(2026, 10, 27) }),
    names: new Map(),
  });
const wrap =
  (inner?: (children: ReactNode) => ReactNode) =>
  ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      {inner ? inner(children) : children}
    </QueryClientProvider>
  );

describe('the list hooks read their records source from the context', () => {
  it('reads the sample rows under a preview provider, without a server call', async () => {
    const memory = source();
    const wrapper = wrap((children) => (
      <OnlineListSourceProvider modelId="preview-k" source={memory}>
        {children}
      </OnlineListSourceProvider>
    ));
    const list = renderHook(() => useOnlineList('preview-k', { currentPage: 2, pageSize: 20 }), { wrapper });
    await waitFor(() => expect(list.result.current.data?.pagination.total).toBe(25));
    expect(list.result.current.data?.list).toHaveLength(5);
    const detail = renderHook(() => useRecordDetail('preview-k', 'sample-3'), { wrapper });
    await waitFor(() => expect(detail.result.current.data?.title).toBe('标题 03'));
    expect(call).not.toHaveBeenCalled();
  });

  it('asks the server without a provider', async () => {
    const list = renderHook(() => useOnlineList('m1', { currentPage: 1 }), { wrapper: wrap() });
    await waitFor(() => expect(list.result.current.data?.pagination.total).toBe(3));
    expect(call).toHaveBeenCalledTimes(1);
  });
});
