// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { FieldItem } from '@tessera/shared';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { call } from '@/lib/call';
import { i18n } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import type { EditorProps } from './editor-types';
import { FieldEditor } from './field-editor';
import { parsePlace, placeValue } from './rich-editors';

vi.mock('@/lib/call', () => ({ call: vi.fn(), callEnvelope: vi.fn(), callMsg: vi.fn() }));

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const field = (jnpfKey: string, label = 'Field'): FieldItem =>
  ({ __config__: { jnpfKey, label }, __vModel__: 'f1' }) as unknown as FieldItem;

function show(jnpfKey: string, value: unknown, onChange = vi.fn(), disabled = false) {
  const props: EditorProps = { field: field(jnpfKey), value, onChange, disabled, formValues: {} };
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrap = (node: ReactNode) => <QueryClientProvider client={client}>{node}</QueryClientProvider>;
  render(wrap(<FieldEditor {...props} />));
  return onChange;
}

beforeAll(async () => {
  stubBrowserApis();
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('rich value editors', () => {
  it('editor: an editable rich text area, not a read-only text', () => {
    show('editor', '<p>Hello</p>');
    const area = screen.getByTestId('rte-content');
    expect(area.getAttribute('contenteditable')).toBe('true');
    expect(area.textContent).toContain('Hello');
    expect(screen.queryByPlaceholderText('Not editable here')).toBeNull();
  });

  it('sign: a drawing pad while empty; a drawn value shown with redraw and clear', () => {
    show('sign', '');
    expect(screen.getByTestId('fr-sign-pad-f1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Use this signature' })).toBeTruthy();
    cleanup();
    const onChange = show('sign', PNG);
    expect(screen.getByAltText('Handwritten signature').getAttribute('src')).toBe(PNG);
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(onChange).toHaveBeenCalledWith('');
  });

  it('signature: picks one of the saved signatures', async () => {
    vi.mocked(call).mockResolvedValue([
      { id: 'a', signImg: PNG, isDefault: true, creatorTime: 1 },
      { id: 'b', signImg: 'data:image/jpeg;base64,/9j/', isDefault: false, creatorTime: 2 },
    ]);
    const onChange = show('signature', '');
    const second = await screen.findByRole('radio', { name: 'Signature 2' });
    fireEvent.click(second);
    expect(onChange).toHaveBeenCalledWith('data:image/jpeg;base64,/9j/');
  });

  it('signature: says so when the user has none', async () => {
    vi.mocked(call).mockResolvedValue([]);
    show('signature', '');
    expect(await screen.findByText('No saved signatures yet; add one in your profile')).toBeTruthy();
  });

  it('location: coordinates typed in, stored as the form-model JSON', () => {
    const onChange = show('location', '');
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Main St 1' } });
    expect(onChange).toHaveBeenLastCalledWith('');
    fireEvent.change(screen.getByLabelText('Longitude (-180 to 180)'), { target: { value: '121.5' } });
    fireEvent.change(screen.getByLabelText('Latitude (-90 to 90)'), { target: { value: '31.2' } });
    const stored = JSON.parse(String(onChange.mock.lastCall?.[0]));
    expect(stored).toMatchObject({ lng: 121.5, lat: 31.2, fullAddress: 'Main St 1', address: 'Main St 1' });
  });

  it('location: the current position, and a clear message when the browser refuses', async () => {
    const getCurrentPosition = vi.fn(
      (_ok: PositionCallback, fail: (e: Partial<GeolocationPositionError>) => void) =>
        fail({ code: 1, PERMISSION_DENIED: 1 }),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    show('location', '');
    fireEvent.click(screen.getByRole('button', { name: 'Use my current position' }));
    expect(await screen.findByText(/Location access was refused/)).toBeTruthy();
    cleanup();
    getCurrentPosition.mockImplementation((ok: PositionCallback) =>
      ok({ coords: { longitude: 10.1234567, latitude: -5.5 } } as GeolocationPosition),
    );
    const onChange = show('location', '');
    fireEvent.click(screen.getByRole('button', { name: 'Use my current position' }));
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    expect(JSON.parse(String(onChange.mock.lastCall?.[0]))).toMatchObject({ lng: 10.123457, lat: -5.5 });
  });

  it('parses stored locations and keeps no value without both coordinates', () => {
    expect(parsePlace('{bad')).toMatchObject({ lng: null, lat: null });
    expect(parsePlace({ lng: '1', lat: 2, name: 'x' })).toMatchObject({ lng: 1, lat: 2, name: 'x' });
    expect(placeValue(parsePlace({ lng: 1 }))).toBe('');
  });

  it('disabled: the value shown, no editor', () => {
    show('editor', '<p>Shown</p>', vi.fn(), true);
    expect(screen.queryByTestId('rte-content')).toBeNull();
  });
});
