// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { TWO_USERS } from '@/components/popup-select/popup-test-rows';
import { popupApi } from '@/components/popup-select/popup-api';
import type { PopupValue } from '@/components/popup-select';
import { PopupTableSelect } from './popup-table-select';

vi.mock('@/components/popup-select/popup-api', () => ({ popupApi: { list: vi.fn(), infoByIds: vi.fn() } }));
const list = vi.mocked(popupApi.list);

beforeAll(stubBrowserApis);
beforeEach(() => {
  list.mockReset();
  list.mockResolvedValue(TWO_USERS);
});
afterEach(cleanup);

function Harness({
  multiple,
  onChange,
}: {
  multiple: boolean;
  onChange: (v: PopupValue, r: unknown[]) => void;
}) {
  const [value, setValue] = useState<PopupValue>(multiple ? [] : '');
  return (
    <PopupTableSelect
      interfaceId="i1"
      multiple={multiple}
      columnOptions={[{ value: 'account', label: 'Account' }]}
      value={value}
      onChange={(v, records) => {
        setValue(v);
        onChange(v, records);
      }}
      data-testid="pts"
    />
  );
}

const open = () =>
  fireEvent.click(screen.getByTestId('pts').closest('.ant-select') ?? screen.getByTestId('pts'));

describe('PopupTableSelect', { timeout: 15_000 }, () => {
  it('picks one row with a click and closes', async () => {
    const onChange = vi.fn();
    render(<Harness multiple={false} onChange={onChange} />);
    open();
    fireEvent.click(await screen.findByText('bob'));
    expect(onChange).toHaveBeenCalledWith('u2', [{ id: 'u2', fullName: 'Bob', account: 'bob' }]);
    expect(list.mock.calls[0]?.[0]).toMatchObject({ pageSize: 10000, currentPage: 1 });
    // closed: the table is gone or its popover leaving (jsdom never ends the leave motion)
    await waitFor(() => {
      const popover = screen.queryByTestId('pts-table')?.closest('.ant-popover');
      expect(popover ? /-leave|-hidden/.test(popover.className) : true).toBe(true);
    });
    expect(screen.getByTitle('Bob')).toBeTruthy();
  });

  it('adds and removes rows at once in multiple choice, keeping the popover open', async () => {
    const onChange = vi.fn();
    render(<Harness multiple onChange={onChange} />);
    open();
    fireEvent.click(await screen.findByText('alice'));
    fireEvent.click(screen.getByText('bob'));
    expect(onChange).toHaveBeenLastCalledWith(
      ['u1', 'u2'],
      [expect.objectContaining({ id: 'u1' }), expect.objectContaining({ id: 'u2' })],
    );
    fireEvent.click(screen.getByText('alice'));
    expect(onChange).toHaveBeenLastCalledWith(['u2'], [expect.objectContaining({ id: 'u2' })]);
    expect(screen.getByTestId('pts-table')).toBeTruthy();
  });
});
