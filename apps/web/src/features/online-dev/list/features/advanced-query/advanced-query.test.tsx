// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { parseColumnData, type AdvancedQueryItem, type MenuItem } from '@tessera/shared';
import { widget } from '@tessera/shared/form-model/test-design';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { useUserStore } from '@/stores/user-store';
import type { OnlineListContext } from '../list-feature';
import { advancedQueryApi } from './advanced-query-api';
import { AdvancedQueryButton } from './advanced-query-button';

vi.mock('./advanced-query-api', () => ({
  advancedQueryApi: { list: vi.fn(), create: vi.fn(), update: vi.fn(), remove: vi.fn() },
}));
const api = vi.mocked(advancedQueryApi);

const form = {
  fields: [
    widget('input', { __vModel__: 'title' }, { label: '标题' }),
    widget('numInput', { __vModel__: 'amount' }, { label: '金额' }),
  ],
};
const plan: AdvancedQueryItem = {
  id: 'p1',
  fullName: '小额',
  moduleId: 'menu-claim',
  matchLogic: 'and',
  conditionJson: JSON.stringify([
    { logic: 'and', groups: [{ field: 'amount', symbol: '<', fieldValue: 50 }] },
  ]),
  creatorTime: 1,
  lastModifyTime: null,
};

const context = (over: Partial<OnlineListContext> = {}): OnlineListContext =>
  ({
    modelId: 'm1',
    menuId: 'menu-claim',
    title: '差旅报销',
    design: parseColumnData('{}'),
    form,
    query: { currentPage: 1, pageSize: 20 },
    setSuperQuery: vi.fn(),
    ...over,
  }) as unknown as OnlineListContext;

const mount = (ctx: OnlineListContext) =>
  render(
    <MemoryRouter initialEntries={['/model/claim']}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <AdvancedQueryButton ctx={ctx} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
const menu = { id: 'menu-claim', urlAddress: 'model/claim', children: [] } as unknown as MenuItem;

/** Picks an option of the antd select labelled `label` (within the n-th condition). */
async function choose(scope: HTMLElement, testId: string, option: string) {
  fireEvent.mouseDown(within(within(scope).getByTestId(testId)).getByRole('combobox'));
  const options = await screen.findAllByTitle(option);
  fireEvent.click(options.at(-1)!);
}

beforeAll(async () => {
  stubBrowserApis();
  await i18n.changeLanguage('zh');
});
beforeEach(() => {
  vi.clearAllMocks();
  api.list.mockResolvedValue({ list: [plan] });
  api.create.mockResolvedValue({ id: 'p2' });
});
afterEach(() => {
  cleanup();
  useUserStore.setState({ menuList: [], permissionList: [] });
});

describe('the advanced query of a generated list', () => {
  it('is absent when the list design turns it off', () => {
    mount(context({ design: parseColumnData('{"hasSuperQuery":false}') }));
    expect(screen.queryByTestId('online-aq-button')).toBeNull();
  });

  it('marks the button while a query is applied', () => {
    mount(context({ query: { currentPage: 1, pageSize: 20, superQueryJson: '{"conditionList":[]}' } }));
    expect(screen.getByTestId('online-aq-button').dataset.active).toBe('true');
    expect(screen.getByText('高级查询（已生效）')).toBeTruthy();
  });

  it('applies a condition on a number field with the symbols of a number', async () => {
    const ctx = context();
    mount(ctx);
    fireEvent.click(screen.getByTestId('online-aq-button'));
    const item = (await screen.findAllByTestId('online-aq-item'))[0]!;
    await choose(item, 'online-aq-field', '金额');
    fireEvent.mouseDown(within(within(item).getByTestId('online-aq-symbol')).getByRole('combobox'));
    expect(await screen.findByTitle('大于')).toBeTruthy();
    expect(screen.queryByTitle('包含')).toBeNull();
    fireEvent.click(screen.getByTitle('大于'));
    fireEvent.change(within(item).getByLabelText('金额 值'), { target: { value: '1000' } });
    fireEvent.click(screen.getByTestId('online-aq-apply'));
    await waitFor(() => expect(ctx.setSuperQuery).toHaveBeenCalled());
    expect(JSON.parse(vi.mocked(ctx.setSuperQuery).mock.calls[0]![0]!)).toEqual({
      matchLogic: 'and',
      conditionList: [
        {
          logic: 'and',
          groups: [
            { field: 'amount', symbol: '>', jnpfKey: 'numInput', fieldValueType: 2, fieldValue: 1000 },
          ],
        },
      ],
    });
  });

  it('offers only the fields the user’s column permissions grant', async () => {
    useUserStore.setState({
      menuList: [menu],
      permissionList: [
        {
          modelId: 'menu-claim',
          moduleName: '差旅报销',
          button: [],
          column: [{ id: 'c1', fullName: '标题', enCode: 'title' }],
          form: [],
          resource: [],
        },
      ],
    });
    const design = parseColumnData(
      JSON.stringify({ columnList: ['title', 'amount'].map((prop) => ({ prop, label: prop })) }),
    );
    mount(context({ design }));
    fireEvent.click(screen.getByTestId('online-aq-button'));
    const item = (await screen.findAllByTestId('online-aq-item'))[0]!;
    fireEvent.mouseDown(within(within(item).getByTestId('online-aq-field')).getByRole('combobox'));
    expect((await screen.findAllByTitle('标题')).length).toBeGreaterThan(0);
    expect(screen.queryByTitle('金额')).toBeNull();
  });

  it('refuses to apply without a complete condition, and clears the applied query', async () => {
    const ctx = context();
    mount(ctx);
    fireEvent.click(screen.getByTestId('online-aq-button'));
    fireEvent.click(await screen.findByTestId('online-aq-apply'));
    expect(ctx.setSuperQuery).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('online-aq-clear'));
    expect(ctx.setSuperQuery).toHaveBeenCalledWith(undefined);
  });

  it('picks a saved plan into the conditions and saves the conditions as a new plan', async () => {
    const ctx = context();
    mount(ctx);
    fireEvent.click(screen.getByTestId('online-aq-button'));
    const dialog = await screen.findByTestId('online-aq-dialog');
    await waitFor(() => expect(api.list).toHaveBeenCalledWith('menu-claim'));
    await choose(dialog, 'online-aq-plan', '小额');
    await waitFor(() => expect(within(dialog).getByLabelText('金额 值')).toHaveProperty('value', '50'));
    fireEvent.change(screen.getByTestId('online-aq-plan-name'), { target: { value: '小额副本' } });
    fireEvent.click(screen.getByTestId('online-aq-save'));
    await waitFor(() =>
      expect(api.create).toHaveBeenCalledWith({
        fullName: '小额副本',
        moduleId: 'menu-claim',
        matchLogic: 'and',
        conditionJson: JSON.stringify([
          {
            logic: 'and',
            groups: [
              { field: 'amount', symbol: '<', jnpfKey: 'numInput', fieldValueType: 2, fieldValue: 50 },
            ],
          },
        ]),
      }),
    );
  });

  it('rewrites the picked plan when saved under its name', async () => {
    api.update.mockResolvedValue(null);
    mount(context());
    fireEvent.click(screen.getByTestId('online-aq-button'));
    const dialog = await screen.findByTestId('online-aq-dialog');
    await choose(dialog, 'online-aq-plan', '小额');
    await waitFor(() => expect(screen.getByTestId('online-aq-plan-name')).toHaveProperty('value', '小额'));
    fireEvent.click(screen.getByTestId('online-aq-save'));
    await waitFor(() =>
      expect(api.update).toHaveBeenCalledWith('p1', expect.objectContaining({ fullName: '小额' })),
    );
    expect(api.create).not.toHaveBeenCalled();
  });

  it('keeps no plans in a preview, which has no menu', async () => {
    mount(context({ menuId: undefined }));
    fireEvent.click(screen.getByTestId('online-aq-button'));
    await screen.findByTestId('online-aq-apply');
    expect(screen.queryByTestId('online-aq-plan')).toBeNull();
    expect(screen.queryByTestId('online-aq-save')).toBeNull();
    expect(api.list).not.toHaveBeenCalled();
  });
});
