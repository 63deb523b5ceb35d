// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { columnDataSchema, type OnlineImportRow } from '@tessera/shared';
import { message } from 'antd';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubXhr, type FakeRequest } from '@/components/upload/fake-xhr';
import { loadFeatureLocales } from '@/lib/feature-locales';
import { setFeedbackApi } from '@/lib/feedback';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import type { OnlineListContext } from '../list-feature';

import { importFeature } from './index';

const api = vi.hoisted(() => ({
  uploadUrl: '/api/visualdev/OnlineDev/m1/Uploader',
  template: vi.fn(),
  preview: vi.fn(),
  importData: vi.fn(),
  exportError: vi.fn(),
}));
vi.mock('./import-api', () => ({ importApi: () => api }));

let requests: FakeRequest[];
beforeAll(async () => {
  changeLanguage('en');
  stubBrowserApis();
  await loadFeatureLocales();
});
beforeEach(() => {
  requests = stubXhr();
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HEADER = [
  { id: 'title', fullName: 'Title', jnpfKey: 'input' },
  {
    id: 'items',
    fullName: 'Items',
    jnpfKey: 'table',
    children: [
      { id: 'name', fullName: 'Item name' },
      { id: 'cost', fullName: 'Cost' },
    ],
  },
];
const ROWS: OnlineImportRow[] = [
  {
    title: 'Trip',
    items: [
      { name: 'Train', cost: '100' },
      { name: 'Hotel', cost: '150' },
    ],
  },
  { title: 'Dinner', items: [{ name: 'Soup', cost: 'abc' }] },
];

function renderToolbar(buttons: { value: string; label?: string }[], allowed = true) {
  const ctx = {
    modelId: 'm1',
    design: columnDataSchema.parse({ btnsList: buttons }),
    hasButton: (value: string) => allowed && buttons.some((b) => b.value === value),
    reload: vi.fn().mockResolvedValue(undefined),
  } as unknown as OnlineListContext;
  const { Toolbar } = importFeature;
  function WithFeedback() {
    const [messages, holder] = message.useMessage();
    setFeedbackApi({ message: messages });
    return (
      <>
        {holder}
        <Toolbar ctx={ctx} />
      </>
    );
  }
  render(
    <MemoryRouter>
      <WithFeedback />
    </MemoryRouter>,
  );
  return ctx;
}

describe('the generated list import', () => {
  it('shows only with the design import button the user may use, in the user language', () => {
    renderToolbar([{ value: 'add' }]);
    expect(screen.queryByTestId('online-list-import')).toBeNull();
    cleanup();
    renderToolbar([{ value: 'upload', label: '导入' }], false);
    expect(screen.queryByTestId('online-list-import')).toBeNull();
    cleanup();
    renderToolbar([{ value: 'upload', label: '导入' }]);
    expect(screen.getByTestId('online-list-import').textContent).toBe('Import');
    cleanup();
    renderToolbar([{ value: 'upload', label: 'Load claims' }]);
    expect(screen.getByTestId('online-list-import').textContent).toBe('Load claims');
  });

  it('uploads, previews records with sub-rows and their problems, imports the edited rows, shows the result', async () => {
    api.preview.mockResolvedValue({
      headerRow: HEADER,
      dataRow: ROWS,
      checks: [
        { valid: true, errorsInfo: '' },
        { valid: false, errorsInfo: 'Cost: "abc" is not a number' },
      ],
    });
    api.importData.mockResolvedValue({
      snum: 1,
      fnum: 1,
      resultType: 1,
      failResult: [{ ...ROWS[1], errorsInfo: 'Cost: "abc" is not a number' }],
    });
    api.exportError.mockResolvedValue({ name: 'f.xlsx', url: '/x' });
    const ctx = renderToolbar([{ value: 'upload' }]);
    fireEvent.click(screen.getByTestId('online-list-import'));
    expect(await screen.findByText('Batch import')).toBeTruthy();

    await act(async () => {
      const input = document.querySelector('input[type=file]') as HTMLInputElement;
      fireEvent.change(input, { target: { files: [new File(['PK'], 'claims.xlsx')] } });
    });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.url).toMatch(/^\/api\/visualdev\/OnlineDev\/m1\/Uploader/);
    act(() =>
      requests[0]!.answer({ code: 200, msg: 'ok', data: { name: 'claims.xlsx', fileName: 's.xlsx' } }),
    );
    await screen.findByText('claims.xlsx');
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    await waitFor(() => expect(api.preview).toHaveBeenCalledWith('s.xlsx'));

    // one input per child row under the sub-table's columns; the bad record says why
    const costs = (await screen.findAllByLabelText('Items-Cost')) as HTMLInputElement[];
    expect(costs.map((c) => c.value)).toEqual(['100', '150', 'abc']);
    expect(screen.getByText('Cost: "abc" is not a number')).toBeTruthy();
    fireEvent.change(costs[1]!, { target: { value: '160' } });
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: /^Import$/ }));
    await waitFor(() =>
      expect(api.importData).toHaveBeenCalledWith([
        {
          title: 'Trip',
          items: [
            { name: 'Train', cost: '100' },
            { name: 'Hotel', cost: '160' },
          ],
        },
        ROWS[1],
      ]),
    );

    expect(await screen.findByText('1 imported, 1 failed')).toBeTruthy();
    expect(screen.getAllByText('Cost: "abc" is not a number').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: /Export failed rows/ }));
    await waitFor(() =>
      expect(api.exportError).toHaveBeenCalledWith([
        { ...ROWS[1], errorsInfo: 'Cost: "abc" is not a number' },
      ]),
    );
    const footer = document.querySelector<HTMLElement>('.ant-modal-footer')!;
    fireEvent.click(within(footer).getByRole('button', { name: /Close/ }));
    await waitFor(() => expect(ctx.reload).toHaveBeenCalled());
  }, 60_000);
});
