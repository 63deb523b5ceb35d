// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { formDataSchema, type FormData } from '@tessera/shared';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { FormDesigner } from './form-designer';

beforeAll(() => {
  stubBrowserApis();
  changeLanguage('en');
});
afterEach(cleanup);

function open(initial: FormData = formDataSchema.parse({}), onSave = vi.fn().mockResolvedValue(undefined)) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <FormDesigner initial={initial} onSave={onSave} />
    </QueryClientProvider>,
  );
  return { onSave };
}

const canvasItems = () => screen.getByTestId('vd-canvas').querySelectorAll('[data-testid^="vd-item-"]');
const vModels = () => [...canvasItems()].map((el) => el.getAttribute('data-vmodel'));

describe('form designer', () => {
  it('adds a widget from the palette by click, named after its kind and selected', () => {
    open();
    fireEvent.click(screen.getByTestId('palette-input'));
    expect(vModels()).toEqual(['inputField101']);
    expect(screen.getByTestId('prop-label')).toHaveProperty('value', 'Text input');
    fireEvent.click(screen.getByTestId('palette-numInput'));
    expect(vModels()).toEqual(['inputField101', 'numInputField102']);
    expect(screen.getByTestId('vd-count').textContent).toContain('2');
  });

  it('filters the palette by its search box', () => {
    open();
    fireEvent.change(within(screen.getByTestId('palette-search')).getByRole('searchbox'), {
      target: { value: 'sub' },
    });
    expect(screen.queryByTestId('palette-input')).toBeNull();
    expect(screen.getByTestId('palette-table')).toBeTruthy();
  });

  it('refuses a bad or repeated field name where it is typed and keeps the last good one', () => {
    open();
    fireEvent.click(screen.getByTestId('palette-input'));
    fireEvent.click(screen.getByTestId('palette-input'));
    const name = screen.getByTestId('prop-vmodel');
    fireEvent.change(name, { target: { value: '1title' } });
    expect(screen.getByText(/only letters, digits and underscores/)).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(name, { target: { value: 'INPUTFIELD101' } });
    expect(screen.getByText(/repeats that of/)).toBeTruthy();
    expect(vModels()).toEqual(['inputField101', 'inputField102']);
    fireEvent.change(name, { target: { value: 'title' } });
    expect(name.getAttribute('aria-invalid')).toBeNull();
    expect(vModels()).toEqual(['inputField101', 'title']);
  });

  it('undoes and redoes with the buttons and Ctrl+Z / Ctrl+Shift+Z; typing a name is one step', () => {
    open();
    fireEvent.click(screen.getByTestId('palette-input'));
    const name = screen.getByTestId('prop-vmodel');
    for (const v of ['a', 'ab', 'abc']) fireEvent.change(name, { target: { value: v } });
    expect(vModels()).toEqual(['abc']);
    fireEvent.click(screen.getByTestId('vd-undo'));
    expect(vModels()).toEqual(['inputField101']);
    act(() => void fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true }));
    expect(vModels()).toEqual([]);
    act(() => void fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true }));
    fireEvent.click(screen.getByTestId('vd-redo'));
    expect(vModels()).toEqual(['abc']);
  });

  it('copies and deletes the selected widget', () => {
    open();
    fireEvent.click(screen.getByTestId('palette-select'));
    fireEvent.click(screen.getByTestId('vd-copy'));
    expect(vModels()).toEqual(['selectField101', 'selectField102']);
    fireEvent.click(screen.getByTestId('vd-remove'));
    expect(vModels()).toEqual(['selectField101']);
  });

  it('puts a click-added column into the selected sub-table', () => {
    open();
    fireEvent.click(screen.getByTestId('palette-table'));
    fireEvent.click(screen.getByTestId('palette-input'));
    const table = screen.getByTestId('vd-item-101');
    expect(within(table).getByTestId('vd-item-102').getAttribute('data-vmodel')).toBe('inputField102');
  });

  it('shows the design problems on save and selects the widget concerned, saving nothing', async () => {
    const { onSave } = open();
    fireEvent.click(screen.getByTestId('palette-card'));
    fireEvent.click(screen.getByTestId('vd-canvas'));
    await act(async () => void fireEvent.click(screen.getByTestId('vd-save')));
    expect(screen.getByTestId('vd-problems').textContent).toContain('holds no widget');
    expect(screen.getByTestId('vd-item-101').className).toContain('is-selected');
    expect(onSave).not.toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('palette-input'));
    await act(async () => void fireEvent.click(screen.getByTestId('vd-save')));
    expect(onSave).toHaveBeenCalledTimes(1);
  });
});

describe('form designer preview and JSON import', () => {
  it('previews the design in the form renderer', async () => {
    open();
    fireEvent.click(screen.getByTestId('palette-input'));
    fireEvent.change(screen.getByTestId('prop-label'), { target: { value: 'Trip title' } });
    fireEvent.click(screen.getByTestId('vd-preview'));
    // the renderer is loaded lazily on the first preview; a busy machine needs more than a second
    const dialog = await screen.findByRole('dialog', {}, { timeout: 15_000 });
    expect(await within(dialog).findByText('Trip title')).toBeTruthy();
  });

  it("imports the original platform's formData, its widget names and storage codes mapped", () => {
    open();
    fireEvent.click(screen.getByTestId('vd-json'));
    fireEvent.click(screen.getByTestId('vd-json-import'));
    const original = {
      fields: [
        {
          __config__: { jnpfKey: 'inputNumber', label: 'Amount', formId: 7, tag: 'JnpfInputNumber' },
          __vModel__: 'amount',
        },
      ],
    };
    fireEvent.change(screen.getByTestId('vd-json-input'), { target: { value: JSON.stringify(original) } });
    fireEvent.click(
      within(screen.getByTestId('vd-json-source')).getByLabelText('Original platform design (formData)'),
    );
    fireEvent.click(screen.getByTestId('vd-json-apply'));
    expect(vModels()).toEqual(['amount']);
    // stored under Tessera's name for the number input
    expect(canvasItems()[0]!.getAttribute('data-key')).toBe('numInput');
  });
});
