// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { FieldItem, UserInfo } from '@tessera/shared';
import { widget } from '@tessera/shared/form-model/test-design';
import { importedExpenseClaim } from '@tessera/shared/form-model/fixtures/expense-claim';
import dayjs from 'dayjs';
import { createRef } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { call } from '@/lib/call';
import { useUserStore } from '@/stores/user-store';
import { FormRenderer, type FormRendererHandle } from './form-renderer';

vi.mock('@/lib/call', () => ({
  call: vi.fn(() => Promise.resolve(Object.assign([], { list: [] }))),
  callEnvelope: vi.fn(() => Promise.resolve({ code: 200, msg: '', data: null })),
  callMsg: vi.fn(() => Promise.resolve('')),
}));
vi.mock('@/components/dynamic-options/use-interface-options', () => ({
  INTERFACE_OPTIONS_KEY: ['interface-options'],
  fetchInterfaceResponse: vi.fn(),
  useInterfaceOptions: (_url: string, _tpl: unknown, formData?: Record<string, unknown>) => ({
    options: [
      { value: `for-${String(formData?.kind ?? '')}`, label: `Option ${String(formData?.kind ?? '')}` },
    ],
    isLoading: false,
  }),
}));

beforeAll(async () => {
  stubBrowserApis();
  await i18n.changeLanguage('zh');
});
beforeEach(() => {
  useUserStore.setState({
    userInfo: {
      userId: 'u001',
      departmentId: 'd010',
      organizeId: 'o1',
      positionIds: [],
      roleIds: [],
    } as unknown as UserInfo,
  });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function mount(
  fields: FieldItem[] | ReturnType<typeof importedExpenseClaim>,
  props: Record<string, unknown> = {},
) {
  const ref = createRef<FormRendererHandle>();
  const formData = Array.isArray(fields) ? { fields } : fields;
  render(
    <MemoryRouter>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FormRenderer ref={ref} formData={formData} {...props} />
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return ref;
}

const validate = (ref: React.RefObject<FormRendererHandle | null>) => {
  let ok = true;
  act(() => {
    ok = ref.current!.validate();
  });
  return ok;
};

const amountInputs = () => within(screen.getByTestId('fr-tableField109')).getAllByLabelText('金额');

describe('FormRenderer with the expense claim (form-model.md §8)', () => {
  it('renders every part: labels, the bill number filled by the system, the sub-table grid', () => {
    mount(importedExpenseClaim());
    for (const label of ['单号', '标题', '报销人', '所属部门', '报销日期', '费用类型', '报销总额', '附件'])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect((screen.getByPlaceholderText('系统自动生成') as HTMLInputElement).disabled).toBe(true);
    const grid = screen.getByTestId('fr-tableField109');
    expect(within(grid).getAllByText('序号').length).toBeGreaterThan(0);
    expect(within(grid).getAllByText('事由')[0]!.className).toContain('fr-required');
    expect(within(grid).getAllByText('合计').length).toBeGreaterThan(0);
  });

  it('fills defaultCurrent fields from the signed-in user and today', () => {
    const ref = mount(importedExpenseClaim());
    const values = ref.current!.getValues();
    expect(values.applicant).toBe('u001');
    expect(values.dept_id).toBe('d010');
    expect(values.claim_date).toBe(dayjs().startOf('day').valueOf());
    expect(values.tableField109).toEqual([]);
  });

  it('refuses an empty required field with its placeholder or "<label>不能为空"', () => {
    const ref = mount(importedExpenseClaim());
    expect(validate(ref)).toBe(false);
    expect(
      within(screen.getByTestId('fr-title').closest('.ant-form-item')!).getByText('请输入'),
    ).toBeTruthy();
    expect(screen.getByText('费用类型不能为空')).toBeTruthy();
  });

  it('adds, copies and removes rows; the summary and the calculated total follow', async () => {
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const ref = mount(importedExpenseClaim());
    fireEvent.click(screen.getByTestId('fr-tableField109-add'));
    fireEvent.click(screen.getByTestId('fr-tableField109-add'));
    const [first, second] = amountInputs();
    fireEvent.change(first!, { target: { value: '553' } });
    fireEvent.change(second!, { target: { value: '697.5' } });
    await waitFor(() =>
      expect(screen.getByTestId('fr-tableField109-sum-amount').textContent).toBe('1,250.50'),
    );
    await waitFor(() => expect(ref.current!.getValues().total_amount).toBe(1250.5));
    await waitFor(() =>
      expect((screen.getByLabelText('报销总额') as HTMLInputElement).value).toBe('1,250.50'),
    );
    expect(screen.getByText(/^壹仟贰佰伍拾元伍角/)).toBeTruthy();

    fireEvent.click(screen.getAllByTestId('fr-tableField109-copy')[1]!);
    await waitFor(() => expect(amountInputs()).toHaveLength(3));
    await waitFor(() => expect(screen.getByTestId('fr-tableField109-sum-amount').textContent).toBe('1,948'));

    fireEvent.click(screen.getAllByTestId('fr-tableField109-remove')[0]!);
    await waitFor(() => expect(amountInputs()).toHaveLength(2));
    expect(window.confirm).toHaveBeenCalled();
    await waitFor(() => expect(screen.getByTestId('fr-tableField109-sum-amount').textContent).toBe('1,395'));
    const rows = ref.current!.getValues().tableField109 as Record<string, unknown>[];
    expect(rows.map((r) => r.amount)).toEqual([697.5, 697.5]);
    expect(Object.keys(rows[0]!)).not.toContain('jnpfId');
  });

  it('checks required cells of new rows with the cell message', () => {
    const ref = mount(importedExpenseClaim());
    fireEvent.click(screen.getByTestId('fr-tableField109-add'));
    expect(validate(ref)).toBe(false);
    expect(
      within(screen.getByTestId('fr-tableField109')).getAllByText('不能为空').length,
    ).toBeGreaterThanOrEqual(2);
  });
});

describe('FormRenderer rules', () => {
  it('refuses a value failing a regList pattern on its trigger', async () => {
    const code = widget(
      'input',
      { __vModel__: 'code' },
      { label: '编码', regList: [{ pattern: '/^\\d+$/', message: '只能输入数字' }], trigger: 'blur' },
    );
    const ref = mount([code]);
    const input = screen.getByLabelText('编码');
    fireEvent.change(input, { target: { value: 'abc' } });
    expect(screen.queryByText('只能输入数字')).toBeNull();
    fireEvent.blur(input);
    expect(screen.getByText('只能输入数字')).toBeTruthy();
    fireEvent.change(input, { target: { value: '123' } });
    await waitFor(() => expect(screen.queryByText('只能输入数字')).toBeNull());
    expect(validate(ref)).toBe(true);
    expect(ref.current!.getValues().code).toBe('123');
  });

  it('resets and refetches a dynamic field when the field its template reads changes', async () => {
    const kind = widget('radio', { __vModel__: 'kind' }, { label: '类别' });
    const item = widget(
      'select',
      { __vModel__: 'item' },
      {
        label: '项目',
        dataType: 'dynamic',
        propsUrl: 'if1',
        templateJson: [{ field: 'k', sourceType: 1, relationField: 'kind' }],
      },
    );
    const ref = mount([kind, item], { value: { kind: '1', item: 'for-1' } });
    expect(ref.current!.getValues().item).toBe('for-1');
    fireEvent.click(screen.getByLabelText('选项二'));
    await waitFor(() => expect(ref.current!.getValues().item).toBeNull());
    expect(ref.current!.getValues().kind).toBe('2');
  });

  it('leaves out noShow fields and fields not shown on PC, and does not check them', () => {
    const shown = widget('input', { __vModel__: 'shown' }, { label: '可见' });
    const hidden = widget('input', { __vModel__: 'hidden' }, { label: '隐藏', noShow: true, required: true });
    const app = widget(
      'input',
      { __vModel__: 'apponly' },
      { label: '仅应用', visibility: ['app'], required: true },
    );
    const ref = mount([shown, hidden, app]);
    expect(screen.getByText('可见')).toBeTruthy();
    expect(screen.queryByText('隐藏')).toBeNull();
    expect(screen.queryByText('仅应用')).toBeNull();
    expect(validate(ref)).toBe(true);
  });

  it('picks a related record in its dialog and shows its attribute', async () => {
    vi.mocked(call).mockImplementation(() =>
      Promise.resolve({
        list: [{ id: 'r1', title: '出差A' }],
        pagination: { currentPage: 1, pageSize: 20, total: 1 },
      }),
    );
    const rel = widget(
      'relationForm',
      {
        __vModel__: 'rel',
        modelId: 'm2',
        relationField: 'title',
        columnOptions: [{ value: 'title', label: '标题' }],
      },
      { label: '关联单据' },
    );
    const attr = widget(
      'relationFormAttr',
      { showField: 'title', relationField: 'rel_jnpfTable_claim1' },
      { label: '关联标题' },
    );
    const ref = mount([rel, attr]);
    fireEvent.click(screen.getByLabelText('关联单据'));
    fireEvent.click(await screen.findByText('出差A'));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(ref.current!.getValues().rel).toBe('r1'));
    expect((screen.getByLabelText('关联标题') as HTMLInputElement).value).toBe('出差A');
    vi.mocked(call).mockImplementation(() => Promise.resolve(Object.assign([], { list: [] })));
  });
});
