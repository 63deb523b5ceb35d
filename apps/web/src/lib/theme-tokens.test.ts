import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { MIN_CONTRAST, THEME_CLASSES } from './theme';
import { themeTokens } from './theme-tokens';

type Rgba = [number, number, number, number];

/** `#rrggbb` or `rgb(a)(…)` as red, green, blue (0–255) and alpha (0–1). */
function parseColor(color: string): Rgba {
  if (color.startsWith('#')) {
    const n = Number.parseInt(color.slice(1, 7), 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const [r = 0, g = 0, b = 0, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
}

/** A colour painted over an opaque one (alpha blending), as the browser shows it. */
function over(color: string, below: string): string {
  const [r, g, b, a] = parseColor(color);
  const [br, bg, bb] = parseColor(below);
  const mix = (top: number, bottom: number) => Math.round(top * a + bottom * (1 - a));
  return `rgb(${mix(r, br)}, ${mix(g, bg)}, ${mix(b, bb)})`;
}

function luminance(color: string): number {
  const [r, g, b] = parseColor(color).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgba;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast of a text colour on a background, both possibly translucent over white. */
function contrast(text: string, background: string): number {
  const bg = over(background, '#ffffff');
  const [l1, l2] = [luminance(over(text, bg)), luminance(bg)];
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

describe('theme tokens', () => {
  for (const themeClass of THEME_CLASSES) {
    it(`reads at 4.5:1 everywhere a ${themeClass} theme writes text`, () => {
      const token = theme.getDesignToken({ token: themeTokens(themeClass) }) as unknown as Record<
        string,
        string
      >;
      const pairs: [string, string, string][] = [
        // links and selected items: primary on white, on a hovered row, on the selected tint
        ['primary on white', token.colorPrimary!, '#ffffff'],
        ['primary on row hover', token.colorPrimary!, token.colorFillAlter!],
        ['primary on selected item', token.colorPrimary!, token.controlItemBgActive!],
        ['white on primary button', '#ffffff', token.colorPrimary!],
        ['white on danger button', '#ffffff', token.colorError!],
        ['placeholder', token.colorTextPlaceholder!, '#ffffff'],
        ['disabled value', token.colorTextDisabled!, token.colorBgContainerDisabled!],
        ['tertiary text', token.colorTextTertiary!, '#ffffff'],
        ['description', token.colorTextDescription!, token.colorFillAlter!],
      ];
      for (const status of ['Success', 'Warning', 'Error', 'Info']) {
        const text = token[`color${status}`]!;
        pairs.push([`${status} on its tint`, text, token[`color${status}Bg`]!]);
        pairs.push([`${status} on row hover`, text, token.colorFillAlter!]);
        pairs.push([`${status} text`, token[`color${status}Text`]!, '#ffffff']);
      }
      const weak = pairs
        .map(([name, text, background]) => [name, contrast(text, background)] as const)
        .filter(([, ratio]) => ratio < MIN_CONTRAST)
        .map(([name, ratio]) => `${name} ${ratio.toFixed(2)}`);
      expect(weak).toEqual([]);
    });
  }

  it('fails the default Ant Design palette, so the check above can tell', () => {
    const token = theme.getDesignToken() as unknown as Record<string, string>;
    expect(contrast(token.colorError!, '#ffffff')).toBeLessThan(MIN_CONTRAST);
    expect(contrast(token.colorTextPlaceholder!, '#ffffff')).toBeLessThan(MIN_CONTRAST);
  });
});
