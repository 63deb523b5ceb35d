// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useInterfaceOptions } from '@/components/dynamic-options';
import { pickersApi } from '@/components/pickers/pickers-api';
import { i18n } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { ListTree, type ListTreeProps } from './list-tree';

vi.mock('@/components/dynamic-options', async (original) => ({
  ...(await original<object>()),
  useInterfaceOptions: vi.fn(),
}));

const base: ListTreeProps['design'] = {
  treeTitle: '部门',
  treeDataSource: 'organize',
  treeDictionary: '',
  treePropsValue: 'id',
  treePropsLabel: 'fullName',
  treePropsChildren: 'children',
};
const org = (id: string, fullName: string, children: unknown[] = []) =>
  ({ id, fullName, children, hasChildren: children.length > 0 }) as never;

beforeAll(async () => {
  stubBrowserApis();
  await i18n.changeLanguage('zh');
});
afterEach(cleanup);

const mount = (design: ListTreeProps['design'], onChange = vi.fn()) => {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ListTree design={design} relation={undefined} value={undefined} onChange={onChange} compact={false} />
    </QueryClientProvider>,
  );
  return onChange;
};

describe('ListTree', () => {
  it('lists the organisations and hands over the picked one', async () => {
    const organizes = vi
      .spyOn(pickersApi, 'organizes')
      .mockResolvedValue([org('hq', '总部', [org('it', '信息部')])]);
    const onChange = mount(base);
    fireEvent.click(await screen.findByText('信息部'));
    expect(onChange).toHaveBeenCalledWith('it');
    expect(organizes).toHaveBeenCalled();
    expect(screen.getByText('部门')).toBeTruthy();
  });

  it('asks the data interface with the designed label, value and children keys', async () => {
    vi.mocked(useInterfaceOptions).mockReturnValue({
      options: [{ value: 'north', label: '华北区' }],
      isLoading: false,
    });
    const onChange = mount({ ...base, treeDataSource: 'api', treePropsUrl: 'if7', treePropsValue: 'code' });
    expect(vi.mocked(useInterfaceOptions).mock.calls[0]?.[0]).toBe('if7');
    expect(vi.mocked(useInterfaceOptions).mock.calls[0]?.[3]).toMatchObject({
      value: 'code',
      label: 'fullName',
    });
    fireEvent.click(screen.getByText('华北区'));
    expect(onChange).toHaveBeenCalledWith('north');
    fireEvent.click(screen.getByText('全部'));
    expect(onChange).toHaveBeenLastCalledWith(undefined);
  });

  it('finds nodes by the search box', async () => {
    vi.spyOn(pickersApi, 'organizes').mockResolvedValue([org('hq', '总部'), org('sh', '上海分公司')]);
    mount(base);
    await screen.findByText('上海分公司');
    fireEvent.change(screen.getByLabelText('输入关键词查找'), { target: { value: '上海' } });
    expect(screen.queryByText('总部')).toBeNull();
    expect(screen.getByText('上海分公司')).toBeTruthy();
  });
});
