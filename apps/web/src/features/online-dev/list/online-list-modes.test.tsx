// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { MenuItem, OnlineDevConfig, PermissionEntry } from '@tessera/shared';
import { widget } from '@tessera/shared/form-model/test-design';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { columnSettingsApi } from '@/components/data-table/column-settings-api';
import { fetchInterfaceResponse } from '@/components/dynamic-options';
import { i18n } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { useUserStore } from '@/stores/user-store';
import { onlineDevApi } from '../api/online-dev-api';
import { onlineListApi } from '../api/online-list-api';
import { BUILT_IN_BUTTONS, buttonLabelOf, DEFAULT_LABELS } from './list-design';
import { OnlineListPage } from './online-list-page';

vi.mock('../api/online-dev-api', async (original) => ({
  ...(await original<object>()),
  onlineDevApi: { config: vi.fn(), save: vi.fn() },
}));
vi.mock('../api/online-list-api', async (original) => ({
  ...(await original<object>()),
  onlineListApi: { list: vi.fn(), info: vi.fn(), detail: vi.fn(), remove: vi.fn(), batchRemove: vi.fn() },
}));
vi.mock('@/components/data-table/column-settings-api', () => ({
  columnSettingsApi: { get: vi.fn(), set: vi.fn() },
}));
vi.mock('@/components/dictionary', async (original) => ({
  ...(await original<object>()),
  useDictionaryOptions: () => ({
    options: [
      { value: 'travel', label: '差旅费' },
      { value: 'meal', label: '餐费' },
    ],
    isLoading: false,
    isTree: false,
  }),
}));
vi.mock('@/components/dynamic-options', async (original) => ({
  ...(await original<object>()),
  fetchInterfaceResponse: vi.fn(),
}));
const api = vi.mocked(onlineListApi);
const settings = vi.mocked(columnSettingsApi);

const title = widget('input', { __vModel__: 'title' }, { label: '标题' });
const kind = widget('select', { __vModel__: 'kind' }, { label: '类型', dataType: 'dictionary' });
const amount = widget('numInput', { __vModel__: 'amount' }, { label: '金额' });
const parent = widget('input', { __vModel__: 'parent' }, { label: '上级' });
const config = (extra: Record<string, unknown> = {}): OnlineDevConfig => ({
  id: 'm1',
  fullName: '差旅报销',
  enCode: 'claim',
  webType: 2,
  formData: JSON.stringify({ fields: [title, kind, amount, parent] }),
  columnData: JSON.stringify({
    columnList: [
      { prop: 'title', label: '标题' },
      { prop: 'kind', label: '类型' },
      { prop: 'amount', label: '金额', align: 'right' },
    ],
    btnsList: [{ value: 'add', label: '新增' }],
    columnBtnsList: [{ value: 'edit', label: '编辑' }],
    ...extra,
  }),
  appColumnData: null,
  enableFlow: 0,
  flowId: null,
  flowTemplateJson: null,
});
const rows = [
  { id: 'r1', title: '三月出差', kind: '差旅费', amount: '1,200.50' },
  { id: 'r2', title: '四月聚餐', kind: '餐费', amount: '30' },
];
const page = (list: Record<string, unknown>[]) => ({
  list,
  pagination: { currentPage: 1, pageSize: 20, total: list.length },
});
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
  api.list.mockResolvedValue(page(rows));
  settings.get.mockResolvedValue([]);
  settings.set.mockResolvedValue(undefined as never);
  useUserStore.setState({ menuList: [menu], permissionList: [grant(['btn_add', 'btn_edit'])] });
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
const openMore = () => {
  for (const more of document.querySelectorAll('[data-action="more"]')) fireEvent.click(more);
};

describe('OnlineListPage modes', () => {
  it('filters by the left tree node on the relation field, and "all" clears it (type 2)', async () => {
    mount({
      type: 2,
      treeTitle: '费用类型',
      treeDataSource: 'dictionary',
      treeDictionary: 'kinds',
      treeRelation: 'kind',
    });
    await screen.findByText('三月出差');
    const panel = screen.getAllByTestId('online-list-tree-panel')[0]!;
    // on a narrow screen the tree folds into a panel under its title
    if (!screen.queryByTestId('online-list-tree')) fireEvent.click(within(panel).getByText('费用类型'));
    const tree = (await screen.findAllByTestId('online-list-tree'))[0]!;
    fireEvent.click(within(tree).getByText('餐费'));
    await waitFor(() => expect(JSON.parse(String(lastBody()?.queryJson))).toEqual({ kind: 'meal' }));
    expect(lastBody()?.currentPage).toBe(1);
    fireEvent.click(within(tree).getByText('全部'));
    await waitFor(() => expect(lastBody()?.queryJson).toBeUndefined());
  });

  it('shows groups with their records, open until closed, without row buttons (type 3)', async () => {
    api.list.mockResolvedValue(
      page([
        { top: true, id: 'group:差旅费', title: '差旅费', children: [rows[0]] },
        { top: true, id: 'group:餐费', title: '餐费', children: [rows[1]] },
      ]),
    );
    mount({ type: 3, groupField: 'kind' });
    expect(await screen.findByText('差旅费 (1)')).toBeTruthy();
    expect(screen.getByText('三月出差')).toBeTruthy();
    expect(screen.getByText('四月聚餐')).toBeTruthy();
    // only the two records get an edit button, the groups none
    expect(screen.getAllByTestId('online-row-edit')).toHaveLength(2);
    const groupRow = screen.getByText('差旅费 (1)').closest('tr')!;
    fireEvent.click(groupRow.querySelector('.ant-table-row-expand-icon')!);
    await waitFor(() => expect(screen.queryByText('三月出差')).toBeNull());
    expect(screen.getByText('四月聚餐')).toBeTruthy();
  });

  it('nests a tree table, children shown on opening, every row asked at once (type 5)', async () => {
    api.list.mockResolvedValue(
      page([{ ...rows[0], children: [{ id: 'r3', title: '高铁票', amount: '80' }] }]),
    );
    mount({ type: 5, parentField: 'parent' });
    await screen.findByText('三月出差');
    expect(lastBody()).toMatchObject({ currentPage: 1, pageSize: 10_000 });
    expect(table().querySelector('.ant-pagination')).toBeNull();
    expect(screen.queryByText('高铁票')).toBeNull();
    fireEvent.click(table().querySelector('.ant-table-row-expand-icon')!);
    expect(await screen.findByText('高铁票')).toBeTruthy();
  });

  it('sums the summary fields over the page, group members included', async () => {
    mount({ showSummary: true, summaryField: ['amount', 'title'] });
    const summary = await screen.findByTestId('online-list-summary');
    expect(summary.textContent).toContain('本页合计');
    expect(within(summary).getByTestId('online-sum-amount').textContent).toBe('金额: 1,230.50');
    // a text column has no number to sum
    expect(within(summary).queryByTestId('online-sum-title')).toBeNull();
    cleanup();
    api.list.mockResolvedValue(page([{ top: true, id: 'group:a', title: 'a', children: rows }]));
    mount({ type: 3, groupField: 'kind', showSummary: true, summaryField: ['amount'] });
    expect((await screen.findByTestId('online-sum-amount')).textContent).toBe('金额: 1,230.50');
  });

  it('calls a custom button’s data interface with the row’s values, only for holders of its code', async () => {
    vi.mocked(fetchInterfaceResponse).mockResolvedValue([] as never);
    const customBtnsList = [
      {
        value: 'btn_notify',
        label: '通知',
        event: {
          btnType: 3,
          interfaceId: 'if1',
          templateJson: [{ field: 'name', relationField: 'title' }],
          isRefresh: true,
        },
      },
    ];
    useUserStore.setState({ permissionList: [grant(['btn_edit', 'btn_notify'])] });
    mount({ useBtnPermission: true, customBtnsList });
    await screen.findByText('三月出差');
    openMore();
    fireEvent.click((await screen.findAllByTestId('online-row-custom'))[0]!);
    await waitFor(() => expect(fetchInterfaceResponse).toHaveBeenCalled());
    const [id, params, menuId] = vi.mocked(fetchInterfaceResponse).mock.calls[0]!;
    expect(id).toBe('if1');
    expect(params[0]).toMatchObject({ field: 'name', value: '三月出差' });
    expect(menuId).toBe('menu-claim');
    // refreshed after the call
    await waitFor(() => expect(api.list.mock.calls.length).toBeGreaterThan(1));
    cleanup();
    useUserStore.setState({ permissionList: [grant(['btn_edit'])] });
    mount({ useBtnPermission: true, customBtnsList });
    await screen.findByText('三月出差');
    openMore();
    expect(screen.queryByTestId('online-row-custom')).toBeNull();
  });

  it('opens another design’s form from a custom button, filled from the row', async () => {
    const other = widget('input', { __vModel__: 'subject' }, { label: '主题' });
    vi.mocked(onlineDevApi.config).mockResolvedValue({
      ...config(),
      id: 'm2',
      formData: JSON.stringify({ fields: [other] }),
    });
    mount({
      customBtnsList: [
        {
          value: 'btn_follow',
          label: '跟进',
          event: { btnType: 1, modelId: 'm2', formOptions: [{ currentField: 'title', field: 'subject' }] },
        },
      ],
    });
    await screen.findByText('三月出差');
    openMore();
    fireEvent.click((await screen.findAllByTestId('online-row-custom'))[0]!);
    const form = await screen.findByTestId('online-custom-form');
    await waitFor(() =>
      expect((within(form).getByLabelText('主题') as HTMLInputElement).value).toBe('三月出差'),
    );
    expect(onlineDevApi.config).toHaveBeenCalledWith('m2');
  });

  it('lets the user hide a column, saved for the menu', async () => {
    mount();
    await screen.findByText('三月出差');
    fireEvent.click(screen.getAllByTestId('column-settings-open')[0]!);
    const box = await screen.findByTestId('column-visible-amount');
    fireEvent.click(box.querySelector('input') ?? box);
    await waitFor(() => expect(settings.set).toHaveBeenCalled());
    const [moduleId, list] = settings.set.mock.calls.at(-1)!;
    expect(moduleId).toBe('menu-claim');
    expect(list.find((s) => s.prop === 'amount')?.visible).toBe(false);
    await waitFor(() => expect(within(table()).queryByText('1,200.50')).toBeNull());
  });

  it('translates every built-in button by value unless the designer renamed it', async () => {
    const buttons = BUILT_IN_BUTTONS.map((value) => ({ value, label: DEFAULT_LABELS[value] }));
    for (const lang of ['en', 'zhtw'] as const) {
      await i18n.changeLanguage(lang);
      for (const value of BUILT_IN_BUTTONS) {
        const key = `onlineDev.list.btn.${value}`;
        const own = i18n.getResource(lang, 'translation', key) as string | undefined;
        expect(own, `${lang} ${key}`).toBeTruthy();
        expect(buttonLabelOf(value, buttons, (k) => i18n.t(k))).toBe(own);
        if (lang === 'en') expect(own).not.toBe(DEFAULT_LABELS[value]);
      }
    }
    await i18n.changeLanguage('en');
    expect(buttonLabelOf('download', buttons, (k) => i18n.t(k))).toBe('Export');
    expect(buttonLabelOf('add', [{ value: 'add', label: '报销' }], (k) => i18n.t(k))).toBe('报销');
    expect(buttonLabelOf('btn_x', [{ value: 'btn_x', label: '跟进' }], (k) => i18n.t(k))).toBe('跟进');
    await i18n.changeLanguage('zh');
  });
});
