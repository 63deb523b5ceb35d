// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLazyTree } from './use-lazy-tree';

interface Node {
  id: string;
}

function setup(staleTime?: number) {
  const level = vi.fn((parentId: string) =>
    Promise.resolve([{ id: `${parentId}.a` }, { id: `${parentId}.b` }]),
  );
  const search = vi.fn((keyword: string) => Promise.resolve([{ id: `match:${keyword}` }]));
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(
    ({ open, keyword }: { open: string[]; keyword: string }) =>
      useLazyTree<Node>({ key: ['t'], rootId: '0', level, search, keyword, open, staleTime }),
    { wrapper, initialProps: { open: [] as string[], keyword: '' } },
  );
  return { ...hook, level, search };
}

afterEach(cleanup);

describe('useLazyTree', () => {
  it('loads the top level, then the level of each open node', async () => {
    const { result, rerender, level } = setup();
    await waitFor(() => expect(result.current.top).toEqual([{ id: '0.a' }, { id: '0.b' }]));
    rerender({ open: ['0.a'], keyword: '' });
    await waitFor(() => expect(result.current.levels.get('0.a')).toEqual([{ id: '0.a.a' }, { id: '0.a.b' }]));
    expect(level.mock.calls.map((c) => c[0])).toEqual(['0', '0.a']);
  });

  it('asks the search for a keyword instead of the levels', async () => {
    const { result, rerender, search } = setup();
    rerender({ open: [], keyword: ' x ' });
    await waitFor(() => expect(result.current.found).toEqual([{ id: 'match:x' }]));
    expect(search).toHaveBeenCalledWith('x');
    rerender({ open: [], keyword: '' });
    expect(result.current.found).toBeUndefined();
  });

  it('a fetched level is cached, so opening its fresh node needs no second load', async () => {
    const { result, rerender, level } = setup(60_000);
    await waitFor(() => expect(result.current.top).toBeDefined());
    await act(async () => expect(await result.current.fetchLevel('0.b')).toHaveLength(2));
    rerender({ open: ['0.b'], keyword: '' });
    expect(result.current.levels.get('0.b')).toHaveLength(2);
    expect(level.mock.calls.filter((c) => c[0] === '0.b')).toHaveLength(1);
  });
});
