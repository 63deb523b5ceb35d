// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/lib/i18n';
import { Barcode } from './barcode';

beforeAll(() => {
  changeLanguage('en');
  // jsdom has no canvas; JsBarcode only measures the value's text with it
  HTMLCanvasElement.prototype.getContext = (() => ({
    font: '',
    measureText: (text: string) => ({ width: text.length * 8 }),
  })) as unknown as HTMLCanvasElement['getContext'];
});
afterEach(cleanup);

describe('Barcode', () => {
  it('draws an alphanumeric value as bars', () => {
    render(<Barcode value="admin01" data-testid="code" />);
    const svg = screen.getByTestId('code');
    expect(svg.tagName.toLowerCase()).toBe('svg');
    expect(svg.querySelectorAll('rect').length).toBeGreaterThan(10);
  });

  it('shows a hint, not a crash, for a value it cannot draw', () => {
    render(<Barcode value="<b>x y</b>" data-testid="code" />);
    expect(screen.getByTestId('code').textContent).toBe('A barcode holds only letters and digits');
    cleanup();
    render(<Barcode value="123" format="EAN13" data-testid="code" />);
    expect(screen.getByTestId('code').textContent).toContain('EAN-13');
  });
});
