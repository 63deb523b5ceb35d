// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ColumnData, FormData } from '@tessera/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { ListDesigner } from './list-designer';
import { field, testForm } from './list-test-kit';

beforeAll(() => {
  stubBrowserApis();
  changeLanguage('en');
});
afterEach(cleanup);

function open(formData: FormData = testForm(), columnData: string | null = null) {
  const onSave = vi.fn<(cd: ColumnData) => Promise<unknown>>().mockResolvedValue(undefined);
  const client = new QueryClient();
  const ui = (f: FormData, c: string | null) => (
    <QueryClientProvider client={client}>
      <ListDesigner formData={f} columnData={c} onSave={onSave} />
    </QueryClientProvider>
  );
  const view = render(ui(formData, columnData));
  return { onSave, rerender: (f: FormData, c: string | null) => view.rerender(ui(f, c)) };
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const check = (testId: string) => fireEvent.click(screen.getByTestId(testId));
const chosen = () =>
  [...screen.getByTestId('ld-columns').querySelectorAll('[data-testid^="ld-column-"]')].map((el) =>
    el.getAttribute('data-testid')!.replace('ld-column-', ''),
  );
const saved = async (onSave: ReturnType<typeof open>['onSave']) => {
  await act(async () => void fireEvent.click(screen.getByTestId('ld-save')));
  return onSave.mock.calls.at(-1)?.[0];
};

describe('list designer', { timeout: 60_000 }, () => {
  it('picks columns from the form, reorders them and saves them in that order', async () => {
    const { onSave } = open();
    tab('Columns');
    expect(screen.queryByTestId('ld-pick-column-body')).toBeNull();
    check('ld-pick-column-title');
    check('ld-pick-column-amount');
    check('ld-pick-column-items-name');
    expect(chosen()).toEqual(['title', 'amount', 'items-name']);
    fireEvent.click(screen.getByRole('button', { name: 'Move Items-Name up' }));
    fireEvent.click(screen.getByRole('button', { name: 'Move Title down' }));
    expect(chosen()).toEqual(['items-name', 'title', 'amount']);
    fireEvent.click(screen.getByRole('switch', { name: 'Title can be sorted' }));
    const cd = await saved(onSave);
    expect(cd?.columnList.map((c) => [c.prop, c.sortable])).toEqual([
      ['items-name', false],
      ['title', true],
      ['amount', false],
    ]);
  });

  it('gives new search fields their kind by widget and allows three keyword fields', async () => {
    const { onSave } = open();
    tab('Search');
    for (const id of ['title', 'amount', 'kind', 'owner']) check(`ld-pick-search-${id}`);
    expect(screen.queryByTestId('ld-pick-search-paid')).toBeNull();
    expect(within(screen.getByTestId('ld-search-type-title')).getByText('Contains')).toBeTruthy();
    expect(within(screen.getByTestId('ld-search-type-amount')).getByText('Range')).toBeTruthy();
    expect(within(screen.getByTestId('ld-search-type-kind')).getByText('Equal')).toBeTruthy();
    for (const id of ['title', 'amount', 'kind', 'owner']) check(`ld-search-keyword-${id}`);
    expect(screen.getByRole('alert').textContent).toContain('At most 3 fields can share the keyword box');
    const cd = await saved(onSave);
    expect(cd?.searchList.map((s) => [s.prop, s.searchType, s.searchMultiple, s.isKeyword])).toEqual([
      ['title', 2, false, true],
      ['amount', 3, false, true],
      ['kind', 1, true, true],
      ['owner', 1, true, false],
    ]);
  });

  it('saves the permission switches, paging and buttons in the JSON', async () => {
    const { onSave } = open();
    tab('Permissions');
    fireEvent.click(screen.getByTestId('ld-useBtnPermission'));
    fireEvent.click(screen.getByTestId('ld-useDataPermission'));
    tab('Sort and paging');
    fireEvent.click(screen.getByRole('radio', { name: '50' }));
    tab('Buttons');
    check('ld-btn-download');
    check('ld-rowbtn-detail');
    const cd = await saved(onSave);
    expect(cd).toMatchObject({
      useBtnPermission: true,
      useColumnPermission: false,
      useFormPermission: false,
      useDataPermission: true,
      pageSize: 50,
    });
    expect(cd?.btnsList.map((b) => b.value)).toEqual(['add', 'download']);
    expect(cd?.columnBtnsList.map((b) => b.value)).toEqual(['edit', 'remove', 'detail']);
    expect(JSON.parse(JSON.stringify(cd))).toMatchObject({ useBtnPermission: true });
  });

  it('refuses a grouped list without its group field, in the user language', async () => {
    const { onSave } = open();
    fireEvent.click(screen.getByRole('radio', { name: 'Grouped table' }));
    await act(async () => void fireEvent.click(screen.getByTestId('ld-save')));
    expect(screen.getByTestId('ld-problems').textContent).toContain('Choose the "Group by field"');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('drops a field removed from the form and says so', async () => {
    const stored = JSON.stringify({
      columnList: [
        { prop: 'title', label: 'Title' },
        { prop: 'amount', label: 'Amount' },
      ],
      searchList: [{ prop: 'amount', label: 'Amount', searchType: 3 }],
    });
    const { onSave, rerender } = open(testForm(), stored);
    expect(screen.queryByTestId('ld-removed')).toBeNull();
    rerender(testForm([field('input', 'title', 'Title')]), stored);
    expect(screen.getByTestId('ld-removed').textContent).toContain('Amount');
    tab('Columns');
    expect(chosen()).toEqual(['title']);
    const cd = await saved(onSave);
    expect(cd?.columnList.map((c) => c.prop)).toEqual(['title']);
    expect(cd?.searchList).toEqual([]);
  });
});
