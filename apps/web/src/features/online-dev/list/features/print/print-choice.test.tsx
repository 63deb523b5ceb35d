// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { parseColumnData, printDevRoutes, type FormData, type PrintDevDataResult } from '@tessera/shared';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { call } from '@/lib/call';
import { feedback } from '@/lib/feedback';
import { i18n } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import type { OnlineListContext } from '../list-feature';
import { printFeature } from './index';
import { printIdsOf } from './print-api';
import { PrintChoice } from './print-choice';

vi.mock('@/lib/call', () => ({ call: vi.fn(), callEnvelope: vi.fn(), callMsg: vi.fn() }));
const calls = vi.mocked(call);

const TITLES: Record<string, string> = { r1: '三月出差', r2: '四月培训' };
const pageParam = {
  size: 'A4',
  direction: 'portrait',
  width: 210,
  height: 297,
  marginTop: 10,
  marginRight: 10,
  marginBottom: 10,
  marginLeft: 10,
} as const;

const wrap = (node: React.ReactNode) =>
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        {node}
      </QueryClientProvider>
    </MemoryRouter>,
  );

beforeAll(async () => {
  stubBrowserApis();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.clearAllMocks();
  calls.mockImplementation((async (route: unknown, args: { query?: Record<string, string> }) => {
    if (route === printDevRoutes.selector)
      return {
        list: [
          {
            id: 'c',
            categoryId: 'c',
            children: [
              { id: 't1', fullName: 'Claim card', enCode: 't1', type: 2 },
              { id: 't2', fullName: 'Claim list', enCode: 't2', type: 2 },
            ],
          },
        ],
      };
    if (route === printDevRoutes.data) {
      const { id, formId } = args.query!;
      return {
        fullName: 'Claims',
        printTemplate: `<p>${id}: {title}</p>`,
        printData: { title: TITLES[formId!] ?? '' },
        operatorRecordList: [],
        pageParam,
      } satisfies PrintDevDataResult;
    }
    throw new Error('unexpected call');
  }) as never);
});
afterEach(cleanup);

describe('print choice', () => {
  it('lets the user pick one of several templates, then previews every record, one per page', async () => {
    wrap(<PrintChoice printIds={['t1', 't2', 'gone']} formIds={['r1', 'r2']} onClose={vi.fn()} />);
    const second = await screen.findByRole('radio', { name: 'Claim list' });
    // a template that no longer exists (or is disabled) is not offered
    expect(screen.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Claim card',
      'Claim list',
    ]);
    fireEvent.click(second);
    fireEvent.click(screen.getByTestId('online-print-ok'));
    await waitFor(() => expect(screen.getAllByTestId('print-paper')).toHaveLength(2));
    expect(screen.getAllByTestId('print-paper').map((p) => p.textContent)).toEqual([
      't2: 三月出差',
      't2: 四月培训',
    ]);
  });

  it('goes straight to the preview with a single template', async () => {
    wrap(<PrintChoice printIds={['t1']} formIds={['r2']} onClose={vi.fn()} />);
    expect((await screen.findByTestId('print-paper')).textContent).toBe('t1: 四月培训');
    expect(screen.queryByTestId('online-print-choice')).toBeNull();
    expect(calls.mock.calls.some(([route]) => route === printDevRoutes.selector)).toBe(false);
  });

  it('reads a design’s print template ids from one id or a list', () => {
    expect(printIdsOf('t1')).toEqual(['t1']);
    expect(printIdsOf(['t1', '', 't2', 't1'])).toEqual(['t1', 't2']);
    expect(printIdsOf('')).toEqual([]);
    expect(printIdsOf(undefined)).toEqual([]);
  });
});

describe('batch print button', () => {
  const ctx = (over: Partial<OnlineListContext>): OnlineListContext => ({
    modelId: 'm1',
    title: 'Claims',
    config: {} as OnlineListContext['config'],
    design: parseColumnData(
      JSON.stringify({ btnsList: [{ value: 'batchPrint', label: '批量打印' }], printIds: ['t1'] }),
    ),
    form: { fields: [] } as unknown as FormData,
    query: {},
    rows: [],
    selected: [],
    reload: vi.fn(),
    hasButton: (value) => value === 'batchPrint',
    buttonLabel: (value) => value,
    setSuperQuery: vi.fn(),
    ...over,
  });
  const Toolbar = printFeature.Toolbar;

  it('asks for a selection first, then prints the selected rows', async () => {
    const warn = vi.spyOn(feedback, 'warning');
    const { rerender } = wrap(<Toolbar ctx={ctx({})} />);
    fireEvent.click(screen.getByRole('button', { name: /Print selected/ }));
    expect(warn).toHaveBeenCalledWith('Select the rows to print first');
    expect(screen.queryByTestId('print-preview')).toBeNull();
    rerender(
      <MemoryRouter>
        <QueryClientProvider client={new QueryClient()}>
          <Toolbar ctx={ctx({ selected: ['r1', 'r2'] })} />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByTestId('online-list-batch-print'));
    await waitFor(() => expect(screen.getAllByTestId('print-paper')).toHaveLength(2));
  });

  it('is not offered without print templates or without the button', () => {
    wrap(
      <>
        <Toolbar ctx={ctx({ design: { ...ctx({}).design, printIds: [] } })} />
        <Toolbar ctx={ctx({ hasButton: () => false })} />
      </>,
    );
    expect(screen.queryByTestId('online-list-batch-print')).toBeNull();
  });
});
