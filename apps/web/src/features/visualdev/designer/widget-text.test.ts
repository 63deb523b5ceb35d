import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { widgetMaker } from './widget-text';

describe('widgetMaker', () => {
  it('gives field widgets the form span and containers the whole width', () => {
    const make = widgetMaker(((key: string) => key) as unknown as TFunction, () => 12);
    expect(make('input', 101).__config__.span).toBe(12);
    expect(make('userSelect', 102).__config__.span).toBe(12);
    expect(make('table', 103).__config__.span).toBe(24);
    expect(make('row', 104).__config__.span).toBe(24);
    expect(make('card', 105).__config__.span).toBe(24);
  });
});
