// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { formDataSchema } from '@tessera/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { FormDesigner } from '../form-designer';

beforeAll(() => {
  stubBrowserApis();
  changeLanguage('en');
});
afterEach(cleanup);

describe('props panel wiring', () => {
  it('a selected calculate widget gets the formula editor, and its edits reach the design', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FormDesigner initial={formDataSchema.parse({})} onSave={vi.fn()} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId('palette-numInput'));
    expect(screen.queryByTestId('calc-expression')).toBeNull();
    fireEvent.click(screen.getByTestId('palette-calculate'));
    for (const k of ['1', '+', '+', '2']) fireEvent.click(screen.getByTestId(`calc-key-${k}`));
    expect(screen.getByTestId('calc-expression').textContent).toBe('1 + + 2');
    expect(screen.getByTestId('calc-verdict').textContent).toContain('"+" is out of place');
    fireEvent.click(screen.getByText('Backspace'));
    fireEvent.click(screen.getByText('Backspace'));
    fireEvent.click(screen.getByTestId('calc-key-2'));
    expect(screen.getByTestId('calc-verdict').textContent).toContain('Formula check passed');
  });

  it('a picker or date widget can default to the current value; an input offers no such switch', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FormDesigner initial={formDataSchema.parse({})} onSave={onSave} />
      </QueryClientProvider>,
    );
    fireEvent.click(screen.getByTestId('palette-input'));
    expect(screen.queryByTestId('prop-default-current')).toBeNull();
    fireEvent.click(screen.getByTestId('palette-userSelect'));
    fireEvent.click(screen.getByTestId('prop-default-current'));
    fireEvent.click(screen.getByTestId('vd-save'));
    await vi.waitFor(() => expect(onSave).toHaveBeenCalled());
    const design = onSave.mock.calls[0]![0] as { fields: { __config__: Record<string, unknown> }[] };
    expect(design.fields.map((f) => [f.__config__.jnpfKey, f.__config__.defaultCurrent])).toEqual([
      ['input', undefined],
      ['userSelect', true],
    ]);
  });
});
