// @vitest-environment jsdom
import { QueryClient, QueryClientProvider, queryOptions } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { Paged } from '@tessera/shared';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { useAdminList, useEditing } from './use-admin-list';

interface Row {
  id: string;
  fullName?: string;
}
interface Q {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  organizeId?: string;
}

const keys = { lists: () => ['things', 'list'] as const, list: (q: Q) => ['things', 'list', q] as const };

function setup(remove = vi.fn<(row: Row) => Promise<unknown>>(() => Promise.resolve())) {
  const fetchList = vi.fn((q: Q): Promise<Paged<Row>> =>
    Promise.resolve({
      list: [{ id: `p${q.currentPage}` }],
      pagination: { currentPage: q.currentPage, pageSize: q.pageSize, total: 42 },
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    () =>
      useAdminList({
        first: { currentPage: 1, pageSize: 20 } as Q,
        list: (q: Q) => queryOptions({ queryKey: keys.list(q), queryFn: () => fetchList(q) }),
        invalidate: keys.lists(),
        remove: (row: Row) => remove(row),
        keepOnReset: ['organizeId'],
      }),
    { wrapper },
  );
  return { ...hook, fetchList, remove };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('useAdminList', () => {
  it('loads the rows and total of the query through the given options', async () => {
    const { result } = setup();
    await waitFor(() => expect(result.current.rows).toEqual([{ id: 'p1' }]));
    expect(result.current.total).toBe(42);
    expect(result.current.paging.pagination).toMatchObject({ current: 1, pageSize: 20, total: 42 });
  });

  it('searches from page 1 and a reset keeps the tree filter but drops the keyword', async () => {
    const { result } = setup();
    act(() => result.current.setQuery((q) => ({ ...q, currentPage: 2 })));
    act(() => result.current.filter({ organizeId: 'o1' }));
    act(() => result.current.search(' abc '));
    expect(result.current.query).toEqual({ currentPage: 1, pageSize: 20, organizeId: 'o1', keyword: 'abc' });
    act(() => result.current.reset());
    expect(result.current.query).toEqual({ currentPage: 1, pageSize: 20, organizeId: 'o1' });
    expect(result.current.keyword).toBe('');
  });

  it('deletes only after confirmation, then reloads the list', async () => {
    const { result, fetchList, remove } = setup();
    await waitFor(() => expect(fetchList).toHaveBeenCalledTimes(1));
    vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    await act(async () => expect(await result.current.remove({ id: 'a' })).toBe(false));
    expect(remove).not.toHaveBeenCalled();

    vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    await act(async () => expect(await result.current.remove({ id: 'a' })).toBe(true));
    expect(remove).toHaveBeenCalledWith({ id: 'a' });
    await waitFor(() => expect(fetchList).toHaveBeenCalledTimes(2));
  });

  it('names the row it asks about', async () => {
    changeLanguage('en');
    const { result } = setup();
    const ask = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    await act(async () => void (await result.current.remove({ id: 'a', fullName: 'Sales board' })));
    expect(ask).toHaveBeenCalledWith('This permanently deletes “Sales board”. Continue?');
  });

  it('reports a refused delete as not done', async () => {
    const { result } = setup(
      vi.fn<(row: Row) => Promise<unknown>>(() => Promise.reject(new Error('refused'))),
    );
    vi.spyOn(window, 'confirm').mockReturnValueOnce(true);
    await act(async () => expect(await result.current.remove({ id: 'a' })).toBe(false));
  });
});

describe('useEditing', () => {
  it('opens with what is edited and closes', () => {
    const { result } = renderHook(() => useEditing<{ row?: Row; organizeId?: string }>());
    expect(result.current.editing).toBeUndefined();
    act(() => result.current.edit({ organizeId: 'o1' }));
    expect(result.current.editing).toEqual({ organizeId: 'o1' });
    act(() => result.current.close());
    expect(result.current.editing).toBeUndefined();
  });
});
