// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { stubBrowserApis } from '@/lib/test-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { PickerShell } from './picker-shell';
import type { PickerValue } from './selection';

beforeAll(() => {
  stubBrowserApis();
});
afterEach(cleanup);

const known = new Map([
  ['a', { id: 'a', fullName: 'Alice' }],
  ['b', { id: 'b', fullName: 'Bob' }],
]);

function Harness({
  multiple,
  initial,
  onChange,
}: {
  multiple: boolean;
  initial: PickerValue;
  onChange: (v: PickerValue) => void;
}) {
  const [value, setValue] = useState<PickerValue>(initial);
  return (
    <PickerShell
      title="pick"
      known={known}
      multiple={multiple}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
      data-testid="field"
    >
      {(ctx) => (
        <div>
          <button onClick={() => ctx.pick({ id: 'a', fullName: 'Alice' })}>pick-a</button>
          <button onClick={() => ctx.pick({ id: 'b', fullName: 'Bob' })}>pick-b</button>
        </div>
      )}
    </PickerShell>
  );
}

const open = () => fireEvent.click(screen.getByTestId('field'));
const selected = () => screen.queryByTestId('picker-selected');

describe('PickerShell', () => {
  it('applies the pending selection only on confirm', () => {
    const onChange = vi.fn();
    render(<Harness multiple initial={['a']} onChange={onChange} />);
    open();
    fireEvent.click(screen.getByText('pick-b'));
    fireEvent.click(screen.getByText('pick-b'));
    expect(onChange).not.toHaveBeenCalled();
    expect(within(selected()!).getAllByRole('listitem')).toHaveLength(2);
    fireEvent.click(screen.getByTestId('picker-confirm'));
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b']);
  });

  it('restores the value on cancel', () => {
    const onChange = vi.fn();
    render(<Harness multiple initial={['a']} onChange={onChange} />);
    open();
    fireEvent.click(screen.getByTestId('picker-clear-list'));
    expect(selected()).toBeNull();
    fireEvent.click(screen.getByTestId('picker-cancel'));
    expect(onChange).not.toHaveBeenCalled();
    open();
    expect(within(selected()!).getByText('Alice')).toBeTruthy();
  });

  it('replaces the pick in single choice and clears when confirming nothing', () => {
    const onChange = vi.fn();
    render(<Harness multiple={false} initial="a" onChange={onChange} />);
    open();
    fireEvent.click(screen.getByText('pick-b'));
    expect(within(selected()!).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(screen.getByTestId('picker-confirm'));
    expect(onChange).toHaveBeenLastCalledWith('b');
    open();
    fireEvent.click(screen.getByRole('button', { name: /Bob|移除/ }));
    fireEvent.click(screen.getByTestId('picker-confirm'));
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('shows the picked name in the field, not the id', () => {
    render(<Harness multiple={false} initial="b" onChange={vi.fn()} />);
    expect(screen.getByTestId('field').textContent).toContain('Bob');
  });
});
