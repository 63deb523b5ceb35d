// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MenuItem, OnlineDevConfig, PermissionEntry } from '@tessera/shared';
import { holding, widget } from '@tessera/shared/form-model/test-design';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { useUserStore } from '@/stores/user-store';
import { onlineListApi } from '../api/online-list-api';
import { OnlineListPage } from './online-list-page';

vi.mock('../api/online-dev-api', () => ({ onlineDevApi: { config: vi.fn(), save: vi.fn() } }));
vi.mock('../api/online-list-api', async (original) => ({
  ...(await original<object>()),
  onlineListApi: {
    list: vi.fn(),
    info: vi.fn(),
    detail: vi.fn(),
    update: vi.fn(),
    remove: vi.fn(),
    batchRemove: vi.fn(),
  },
}));
const api = vi.mocked(onlineListApi);

const title = widget('input', { __vModel__: 'title' }, { label: '标题' });
const amount = widget('numInput', { __vModel__: 'amount' }, { label: '金额' });
const columnData = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    columnList: [
      { prop: 'title', label: '标题', sortable: true, width: 200 },
      { prop: 'amount', label: '金额', sortable: true, align: 'right' },
    ],
    searchList: [
      { prop: 'title', label: '标题', jnpfKey: 'input', searchType: 2, isKeyword: true },
      { prop: 'amount', label: '金额', jnpfKey: 'numInput', searchType: 3 },
    ],
    defaultSortConfig: [{ field: 'amount', sort: 'desc' }],
    btnsList: [
      { value: 'add', label: '新增' },
      { value: 'batchRemove', label: '批量删除' },
    ],
    columnBtnsList: [
      { value: 'edit', label: '编辑' },
      { value: 'detail', label: '详情' },
      { value: 'remove', label: '删除' },
    ],
    ...extra,
  });
const config = (extra?: Record<string, unknown>): OnlineDevConfig => ({
  id: 'm1',
  fullName: '差旅报销',
  enCode: 'claim',
  webType: 2,
  formData: JSON.stringify({ fields: [title, amount] }),
  columnData: columnData(extra),
  appColumnData: null,
  enableFlow: 0,
  flowId: null,
  flowTemplateJson: null,
});
const rows = [
  { id: 'r1', title: '三月出差', amount: '12' },
  { id: 'r2', title: '四月出差', amount: '30' },
  { id: 'r3', title: '五月出差', amount: '7' },
];
const menu: MenuItem = {
  id: 'menu-claim',
  parentId: '-1',
  type: 3,
  enCode: 'claim',
  fullName: '差旅报销',
  icon: '',
  urlAddress: 'model/claim',
  linkTarget: '',
  propertyJson: '',
  sortCode: 0,
  hasChildren: false,
  children: [],
};
const grant = (codes: string[]): PermissionEntry => ({
  modelId: 'menu-claim',
  moduleName: '差旅报销',
  button: codes.map((c) => ({ id: c, fullName: c, enCode: c })),
  column: [],
  form: [],
  resource: [],
});

beforeAll(async () => {
  stubBrowserApis();
  await i18n.changeLanguage('zh');
});
beforeEach(() => {
  vi.clearAllMocks();
  api.list.mockResolvedValue({ list: rows, pagination: { currentPage: 1, pageSize: 20, total: 45 } });
  useUserStore.setState({
    menuList: [menu],
    permissionList: [grant(['btn_add', 'btn_edit', 'btn_remove', 'btn_batchRemove', 'btn_detail'])],
  });
});
afterEach(cleanup);

const mount = (extra?: Record<string, unknown>) =>
  render(
    <MemoryRouter initialEntries={['/model/claim']}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <OnlineListPage modelId="m1" menuId="menu-claim" title="差旅报销" config={config(extra)} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
const lastBody = () => api.list.mock.calls.at(-1)?.[1];
const table = () => screen.getAllByTestId('online-list-table')[0]!;

describe('OnlineListPage', () => {
  it('shows the designed columns and search bar, sends the default sort and the search', async () => {
    mount();
    expect(await screen.findByText('三月出差')).toBeTruthy();
    expect(within(table()).getAllByText('标题').length).toBeGreaterThan(0);
    expect(within(table()).getAllByText('金额').length).toBeGreaterThan(0);
    expect(lastBody()).toMatchObject({ currentPage: 1, pageSize: 20, sidx: '-amount' });
    expect(screen.getByTestId('online-list-keyword')).toBeTruthy();
    expect(screen.getByLabelText('金额 min')).toBeTruthy();
    fireEvent.change(screen.getByTestId('online-list-keyword'), { target: { value: '出差' } });
    fireEvent.click(screen.getByTestId('online-list-search-submit'));
    await waitFor(() => expect(JSON.parse(String(lastBody()?.queryJson))).toEqual({ jnpfKeyword: '出差' }));
  });

  it('sends sidx when a sortable column is clicked', async () => {
    mount();
    await screen.findByText('三月出差');
    const header = within(table()).getAllByText('标题')[0]!;
    fireEvent.click(header);
    await waitFor(() => expect(lastBody()?.sidx).toBe('title'));
    fireEvent.click(within(table()).getAllByText('标题')[0]!);
    await waitFor(() => expect(lastBody()?.sidx).toBe('-title'));
  });

  it('asks for a larger page when the page size changes', async () => {
    const { container } = mount();
    await screen.findByText('三月出差');
    const sizer = container.querySelector('.ant-pagination-options .ant-select')!;
    fireEvent.mouseDown(within(sizer as HTMLElement).getByRole('combobox'));
    fireEvent.click(await screen.findByTitle(/^50/));
    await waitFor(() => expect(lastBody()).toMatchObject({ currentPage: 1, pageSize: 50 }));
  });

  it('offers no search field whose column the user is not granted', async () => {
    const entry = grant([]);
    useUserStore.setState({
      permissionList: [{ ...entry, column: [{ id: 'c1', fullName: '标题', enCode: 'title' }] }],
    });
    mount({ useColumnPermission: true });
    await screen.findByText('三月出差');
    expect(screen.getByTestId('online-list-keyword')).toBeTruthy();
    expect(screen.queryByTestId('online-search-amount')).toBeNull();
    expect(screen.queryByLabelText('金额 min')).toBeNull();
    useUserStore.setState({
      permissionList: [{ ...entry, column: [{ id: 'c2', fullName: '金额', enCode: 'amount' }] }],
    });
    await waitFor(() => expect(screen.queryByTestId('online-list-keyword')).toBeNull());
    expect(screen.getByLabelText('金额 min')).toBeTruthy();
  });

  it('hides a button whose permission the user lacks', async () => {
    useUserStore.setState({ permissionList: [grant(['btn_add', 'btn_edit'])] });
    mount({ useBtnPermission: true });
    await screen.findByText('三月出差');
    expect(screen.getByTestId('online-list-add')).toBeTruthy();
    expect(screen.queryByTestId('online-list-batch-remove')).toBeNull();
    expect(screen.getAllByTestId('online-row-edit').length).toBe(3);
    expect(screen.queryByTestId('online-row-remove')).toBeNull();
    expect(screen.queryByTestId('online-row-detail')).toBeNull();
  });

  it('opens the edit form with the row values and saves them back', async () => {
    api.info.mockResolvedValue({
      id: 'r2',
      data: JSON.stringify({ id: 'r2', title: '四月出差', amount: 30 }),
    });
    api.update.mockResolvedValue({ code: 200, msg: '保存成功', data: null });
    mount();
    await screen.findByText('四月出差');
    fireEvent.click(screen.getAllByTestId('online-row-edit')[1]!);
    const form = await screen.findByTestId('online-record-form');
    await waitFor(() =>
      expect((within(form).getByLabelText('标题') as HTMLInputElement).value).toBe('四月出差'),
    );
    expect(api.info).toHaveBeenCalledWith('m1', 'r2');
    fireEvent.click(screen.getByTestId('online-record-submit'));
    await waitFor(() => expect(api.update).toHaveBeenCalled());
    const [, id, body] = api.update.mock.calls[0]!;
    expect(id).toBe('r2');
    expect(JSON.parse(body.data)).toMatchObject({ title: '四月出差', amount: 30 });
  });

  it('moves to the next row from the edit form', async () => {
    api.info.mockImplementation(async (_m, id) => ({ id, data: JSON.stringify({ title: `row ${id}` }) }));
    mount();
    await screen.findByText('三月出差');
    fireEvent.click(screen.getAllByTestId('online-row-edit')[0]!);
    const form = await screen.findByTestId('online-record-form');
    await waitFor(() =>
      expect((within(form).getByLabelText('标题') as HTMLInputElement).value).toBe('row r1'),
    );
    fireEvent.click(screen.getByTestId('online-record-next'));
    await waitFor(() =>
      expect((within(form).getByLabelText('标题') as HTMLInputElement).value).toBe('row r2'),
    );
  });

  it('deletes the selected rows in one batch after confirmation', async () => {
    api.batchRemove.mockResolvedValue({ code: 200, msg: '', data: null });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    mount();
    await screen.findByText('三月出差');
    const boxes = within(table()).getAllByRole('checkbox');
    // the first box selects the page; pick the first and third rows
    fireEvent.click(boxes[1]!);
    fireEvent.click(boxes[3]!);
    await act(async () => {
      fireEvent.click(screen.getByTestId('online-list-batch-remove'));
    });
    await waitFor(() => expect(api.batchRemove).toHaveBeenCalledWith('m1', ['r1', 'r3']));
    expect(confirm).toHaveBeenCalled();
  });

  it('offers row selection for export or batch print without batch delete, and none without them', async () => {
    const { unmount } = mount({ btnsList: [{ value: 'download', label: '导出' }] });
    await screen.findByText('三月出差');
    expect(within(table()).getAllByRole('checkbox').length).toBe(4);
    unmount();
    mount({ btnsList: [{ value: 'add', label: '新增' }] });
    await screen.findByText('三月出差');
    expect(within(table()).queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('shows sub-table rows in an expanded row with one tab per sub-table (style 2)', async () => {
    api.list.mockResolvedValue({
      list: [{ id: 'r1', title: '三月出差', items: [{ id: 'k1', reason: '高铁' }] }],
      pagination: { currentPage: 1, pageSize: 20, total: 1 },
    });
    const items = holding('table', [widget('input', { __vModel__: 'reason' }, { label: '事由' })], {
      __vModel__: 'items',
    });
    const withTable = config({
      childTableStyle: 2,
      columnList: [
        { prop: 'title', label: '标题' },
        { prop: 'items-reason', label: '明细-事由' },
      ],
    });
    render(
      <MemoryRouter initialEntries={['/model/claim']}>
        <QueryClientProvider client={new QueryClient()}>
          <OnlineListPage
            modelId="m1"
            title="差旅报销"
            config={{ ...withTable, formData: JSON.stringify({ fields: [title, items] }) }}
          />
        </QueryClientProvider>
      </MemoryRouter>,
    );
    await screen.findByText('三月出差');
    expect(screen.queryByText('高铁')).toBeNull();
    fireEvent.click(table().querySelector('.ant-table-row-expand-icon')!);
    expect(await screen.findByText('高铁')).toBeTruthy();
    expect(screen.getByRole('tab', { name: '明细' })).toBeTruthy();
  });

  it('shows a record in the detail viewer', async () => {
    api.detail.mockResolvedValue({
      id: 'r1',
      data: JSON.stringify({ id: 'r1', title: '三月出差', amount: '12.00' }),
    });
    mount();
    await screen.findByText('三月出差');
    // on a narrow screen detail and delete fold under "More"
    const more = document.querySelector('[data-action="more"]');
    if (more) fireEvent.click(more);
    fireEvent.click((await screen.findAllByTestId('online-row-detail'))[0]!);
    const detail = await screen.findByTestId('online-detail');
    expect(await within(detail).findByText('12.00')).toBeTruthy();
  });
});
