// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { popupApi } from './popup-api';
import { useDataPopup, type DataPopupProps } from './use-data-popup';

vi.mock('./popup-api', () => ({ popupApi: { list: vi.fn(), infoByIds: vi.fn() } }));
const infoByIds = vi.mocked(popupApi.infoByIds);
afterEach(() => infoByIds.mockReset());

const setup = (props: DataPopupProps) => renderHook(() => useDataPopup(props, false, 'core'));

describe('useDataPopup', () => {
  it('applies the defaults to the field and the table', () => {
    const { result } = setup({ hasPage: true, columnOptions: [{ value: 'a', label: 'A' }] });
    expect(result.current.propsValue).toBe('id');
    expect(result.current.multiple).toBe(false);
    expect(result.current.field['data-testid']).toBe('core');
    expect(result.current.table).toMatchObject({ propsValue: 'id', hasPage: true, pageSize: 20 });
    expect(result.current.table.columns).toEqual([{ value: 'a', label: 'A' }]);
  });

  it('emits the value with its records, fresh rows before the known ones', async () => {
    infoByIds.mockResolvedValue([{ id: 'u1', fullName: 'Old' }]);
    const onChange = vi.fn();
    const { result } = setup({ interfaceId: 'i1', multiple: true, value: ['u1'], onChange });
    await waitFor(() => expect(result.current.known.get('u1')).toBeDefined());
    act(() => result.current.emit(['u1', 'u2'], [{ id: 'u1', fullName: 'New' }]));
    expect(onChange).toHaveBeenCalledWith(['u1', 'u2'], [{ id: 'u1', fullName: 'New' }]);
    act(() => result.current.emit(['u1']));
    expect(onChange).toHaveBeenLastCalledWith(['u1'], [{ id: 'u1', fullName: 'Old' }]);
  });

  it('clears to the empty value and removes one key through the field', () => {
    const onChange = vi.fn();
    const { result } = setup({ multiple: true, value: ['a', 'b'], onChange });
    act(() => result.current.field.onRemove('a'));
    expect(onChange).toHaveBeenLastCalledWith(['b'], []);
    act(() => result.current.field.onClear());
    expect(onChange).toHaveBeenLastCalledWith([], []);
  });
});
