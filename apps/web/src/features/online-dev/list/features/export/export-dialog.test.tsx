// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { parseColumnData, type FormData } from '@tessera/shared';
import { holding, widget } from '@tessera/shared/form-model/test-design';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedback } from '@/lib/feedback';
import { i18n } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import type { OnlineListContext } from '../list-feature';
import { exportApi } from './export-api';
import { exportColumns } from './export-columns';
import { exportFeature } from './index';

vi.mock('./export-api', () => ({ exportApi: { exportData: vi.fn(), download: vi.fn() } }));
const api = vi.mocked(exportApi);

const form = {
  fields: [
    widget('input', { __vModel__: 'title' }, { label: '标题' }),
    widget('numInput', { __vModel__: 'amount' }, { label: '金额' }),
    widget('uploadFile', { __vModel__: 'attachments' }, { label: '附件' }),
    holding('table', [widget('input', { __vModel__: 'reason' }, { label: '事由' })], { __vModel__: 'items' }),
  ],
} as unknown as FormData;
const design = parseColumnData(
  JSON.stringify({
    columnList: [
      { prop: 'title', label: '标题' },
      { prop: 'amount', label: '金额' },
      { prop: 'attachments', label: '附件' },
      { prop: 'items-reason', label: '费用明细-事由' },
    ],
    btnsList: [{ value: 'download', label: '导出' }],
  }),
);
const context = (over: Partial<OnlineListContext> = {}): OnlineListContext => ({
  modelId: 'm1',
  menuId: 'menu-claim',
  title: '报销',
  config: {} as OnlineListContext['config'],
  design,
  form,
  query: { currentPage: 2, pageSize: 20, sidx: '-title', queryJson: '{"title":"差"}', menuId: 'menu-claim' },
  rows: [],
  selected: ['r1', 'r2'],
  reload: vi.fn(),
  hasButton: (value) => value === 'download',
  buttonLabel: (value) => value,
  setSuperQuery: vi.fn(),
  ...over,
});
const Toolbar = exportFeature.Toolbar;
const mount = (ctx: OnlineListContext) =>
  render(
    <MemoryRouter initialEntries={['/model/claim']}>
      <QueryClientProvider client={new QueryClient()}>
        <Toolbar ctx={ctx} />
      </QueryClientProvider>
    </MemoryRouter>,
  );

beforeAll(async () => {
  stubBrowserApis();
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.clearAllMocks();
  api.exportData.mockResolvedValue({ name: '报销.xlsx', url: '/x/ExcelDownload/f1.xlsx', exported: 2 });
  api.download.mockResolvedValue(undefined);
});
afterEach(cleanup);

describe('export columns', () => {
  it('offers the list columns in list order without uploads, signatures or rich text', () => {
    expect(exportColumns(design, form)).toEqual([
      { prop: 'title', label: '标题' },
      { prop: 'amount', label: '金额' },
      { prop: 'items-reason', label: '费用明细-事由' },
    ]);
  });
});

describe('export dialog', () => {
  it('exports the selected rows in the chosen columns and saves the file', async () => {
    const ctx = context();
    mount(ctx);
    // the designer's default text reads in the user's language
    fireEvent.click(screen.getByRole('button', { name: /Export/ }));
    const dialog = await screen.findByTestId('online-export-dialog');
    expect(dialog.textContent).not.toContain('附件');
    for (const label of ['标题', '金额', '费用明细-事由'])
      expect((screen.getByRole('checkbox', { name: label }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('radio', { name: 'Selected rows (2)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: '金额' }));
    fireEvent.click(screen.getByTestId('online-export-ok'));
    await waitFor(() =>
      expect(api.download).toHaveBeenCalledWith('m1', '/x/ExcelDownload/f1.xlsx', '报销.xlsx'),
    );
    expect(api.exportData).toHaveBeenCalledWith('m1', {
      query: ctx.query,
      dataType: 2,
      selectKey: ['title', 'items-reason'],
      selectIds: ['r1', 'r2'],
    });
  });

  it('exports the current page or everything the search finds, and needs a column', async () => {
    const warn = vi.spyOn(feedback, 'warning');
    mount(context({ selected: [] }));
    fireEvent.click(screen.getByTestId('online-list-export'));
    await screen.findByTestId('online-export-dialog');
    expect((screen.getByRole('radio', { name: 'Selected rows (0)' }) as HTMLInputElement).disabled).toBe(
      true,
    );
    expect((screen.getByRole('radio', { name: 'This page' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    fireEvent.click(screen.getByTestId('online-export-ok'));
    expect(warn).toHaveBeenCalledWith('Choose at least one column to export');
    expect(api.exportData).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('checkbox', { name: '标题' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Everything the search finds' }));
    fireEvent.click(screen.getByTestId('online-export-ok'));
    await waitFor(() => expect(api.exportData).toHaveBeenCalled());
    expect(api.exportData.mock.calls[0]![1]).toMatchObject({
      dataType: 1,
      selectKey: ['title'],
      selectIds: [],
    });
  });

  it('shows no button without the design’s export button or its permission', () => {
    mount(context({ hasButton: () => false }));
    expect(screen.queryByTestId('online-list-export')).toBeNull();
  });
});
