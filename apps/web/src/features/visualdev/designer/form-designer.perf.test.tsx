// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createWidget, formDataSchema } from '@tessera/shared';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { memo } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { stubBrowserApis } from '@/lib/test-dom';
import { FormDesigner } from './form-designer';
import type * as PaletteModule from './palette';
import type * as PreviewModule from './widget-preview';

const renders = { palette: 0, previews: 0 };
vi.mock('./palette', async (load) => {
  const real = (await load()) as typeof PaletteModule;
  const Palette = memo(function CountedPalette() {
    renders.palette += 1;
    return <real.Palette />;
  });
  return { ...real, Palette };
});
vi.mock('./widget-preview', async (load) => {
  const real = (await load()) as typeof PreviewModule;
  const WidgetPreview = memo(function CountedPreview(props: Parameters<typeof real.WidgetPreview>[0]) {
    renders.previews += 1;
    return <real.WidgetPreview {...props} />;
  });
  return { ...real, WidgetPreview };
});

beforeAll(() => {
  stubBrowserApis();
  changeLanguage('en');
});
afterEach(cleanup);

describe('form designer with 200 widgets', () => {
  it('re-renders only the edited widget on a property edit, and never the palette', () => {
    const fields = Array.from({ length: 200 }, (_, i) =>
      createWidget('input', 101 + i, { label: () => `F${i}` }),
    );
    const initial = formDataSchema.parse({ idGlobal: 300, fields });
    render(
      <QueryClientProvider client={new QueryClient()}>
        <FormDesigner initial={initial} onSave={vi.fn()} />
      </QueryClientProvider>,
    );
    expect(renders.previews).toBe(200);
    fireEvent.click(screen.getByTestId('vd-item-150'));
    const before = { ...renders };
    fireEvent.change(screen.getByTestId('prop-label'), { target: { value: 'Renamed' } });
    expect(screen.getByTestId('vd-item-150').textContent).toContain('Renamed');
    expect(renders.previews - before.previews).toBe(1);
    expect(renders.palette).toBe(1);
  });
});
