// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { TWO_USERS } from './popup-test-rows';
import { InterfaceMenuProvider } from './interface-menu';
import { popupApi } from './popup-api';
import { PopupSelect } from './popup-select';
import type { PopupValue } from './popup-rules';

vi.mock('./popup-api', () => ({ popupApi: { list: vi.fn(), infoByIds: vi.fn() } }));
const list = vi.mocked(popupApi.list);
const infoByIds = vi.mocked(popupApi.infoByIds);

beforeAll(stubBrowserApis);
beforeEach(() => {
  list.mockReset();
  infoByIds.mockReset();
  list.mockResolvedValue(TWO_USERS);
  infoByIds.mockResolvedValue([{ id: 'u2', fullName: 'Bob' }]);
});
afterEach(cleanup);

function Harness(props: {
  interfaceId?: string;
  initial?: PopupValue;
  onChange?: (v: PopupValue, records: unknown[]) => void;
}) {
  const [value, setValue] = useState<PopupValue>(props.initial ?? '');
  return (
    <PopupSelect
      interfaceId={props.interfaceId}
      columnOptions={[{ value: 'account', label: 'Account' }]}
      hasPage
      templateJson={[{ field: 'organizeId', relationField: 'org' }]}
      formData={{ org: 'o1' }}
      value={value}
      onChange={(v, records) => {
        setValue(v);
        props.onChange?.(v, records);
      }}
      data-testid="ps"
    />
  );
}

const open = () =>
  fireEvent.click(screen.getByTestId('ps').closest('.ant-select') ?? screen.getByTestId('ps'));

describe('PopupSelect', { timeout: 15_000 }, () => {
  it('loads nothing without an interface id', async () => {
    render(<Harness />);
    open();
    await screen.findByTestId('ps-table');
    expect(list).not.toHaveBeenCalled();
  });

  it('loads page 1 with the form parameters, and a search goes back to page 1', async () => {
    render(<Harness interfaceId="i1" />);
    open();
    await screen.findByText('alice');
    expect(list.mock.calls[0]?.[0]).toMatchObject({
      interfaceId: 'i1',
      currentPage: 1,
      pageSize: 20,
      columnOptions: 'account',
      paramList: [{ field: 'organizeId', value: 'o1' }],
    });
    fireEvent.change(screen.getByTestId('ps-keyword'), { target: { value: 'bo' } });
    fireEvent.click(screen.getByTestId('ps-search'));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
    expect(list.mock.calls[1]?.[0]).toMatchObject({ keyword: 'bo', currentPage: 1 });
  });

  it('does nothing on a single confirm with no row, and applies a picked row only on confirm', async () => {
    const onChange = vi.fn();
    render(<Harness interfaceId="i1" onChange={onChange} />);
    open();
    await screen.findByText('alice');
    fireEvent.click(screen.getByTestId('ps-confirm'));
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByTestId('ps-table')).toBeTruthy();
    fireEvent.click(screen.getByText('alice'));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('ps-confirm'));
    expect(onChange).toHaveBeenCalledWith('u1', [{ id: 'u1', fullName: 'Alice', account: 'alice' }]);
    await waitFor(() => expect(screen.getByTitle('Alice')).toBeTruthy());
  });

  it('keeps the value when the pending pick is cancelled', async () => {
    const onChange = vi.fn();
    render(<Harness interfaceId="i1" initial="u2" onChange={onChange} />);
    await waitFor(() => expect(screen.getByTitle('Bob')).toBeTruthy());
    open();
    const table = await screen.findByTestId('ps-table');
    await within(table).findByText('alice');
    fireEvent.click(within(table).getByText('alice'));
    fireEvent.click(screen.getByTestId('ps-cancel'));
    expect(onChange).not.toHaveBeenCalled();
    expect(infoByIds.mock.calls[0]?.[0]).toMatchObject({ ids: ['u2'], relationField: 'fullName' });
  });

  it('sends the menu it is used from with the list and the lookup calls', async () => {
    render(
      <InterfaceMenuProvider menuId="m-form">
        <Harness interfaceId="i1" initial="u2" />
      </InterfaceMenuProvider>,
    );
    await waitFor(() => expect(infoByIds).toHaveBeenCalled());
    expect(infoByIds.mock.calls[0]?.[0]).toMatchObject({ ids: ['u2'], menuId: 'm-form' });
    open();
    await screen.findByText('alice');
    expect(list.mock.calls[0]?.[0]).toMatchObject({ interfaceId: 'i1', menuId: 'm-form' });
  });

  it('only stops loading when the call fails', async () => {
    list.mockRejectedValueOnce(new Error('down'));
    render(<Harness interfaceId="i1" />);
    open();
    const table = await screen.findByTestId('ps-table');
    await waitFor(() => expect(table.querySelector('.ant-spin-spinning')).toBeNull());
    expect(within(table).queryByText('alice')).toBeNull();
  });
});
