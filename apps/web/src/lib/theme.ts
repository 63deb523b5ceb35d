/** The theme colours of spec 01 section 9 (`blackblue` is the same colour as azure). */
export const THEME_COLORS = {
  blue: '#1890ff',
  purple: '#722ed1',
  azure: '#211bce',
  ocean: '#13c2c2',
  green: '#3eac12',
  yellow: '#f8bc18',
  orange: '#f5811c',
  red: '#f5222d',
  default: '#409eff',
} as const;

/** A theme colour name, as persisted in the settings (`themeClass`). */
export type ThemeClass = keyof typeof THEME_COLORS;

/** Every theme colour name, in the order the settings drawer shows them. */
export const THEME_CLASSES = Object.keys(THEME_COLORS) as ThemeClass[];

/** Whether a value is a known theme colour name. */
export function isThemeClass(value: unknown): value is ThemeClass {
  return typeof value === 'string' && value in THEME_COLORS;
}

/** Minimum contrast of white text on the primary colour (WCAG AA, normal text). */
export const MIN_CONTRAST = 4.5;

/**
 * Contrast with white the primary colour keeps, above {@link MIN_CONTRAST}, so that as text it
 * still reads at 4.5:1 on the light tints it sits on (a selected menu item, a hovered table row,
 * whose luminance is at least 0.9).
 */
export const PRIMARY_CONTRAST = 5.2;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;
}

/** Relative luminance of a colour (WCAG 2). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast ratio of white against a colour. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/**
 * The primary colour actually applied for a theme: the spec colour, darkened just enough that white
 * text on it (primary buttons) and it as text on white or a light tint (links, selected items)
 * meet {@link MIN_CONTRAST}; see {@link PRIMARY_CONTRAST}.
 */
export function primaryColorFor(themeClass: ThemeClass): string {
  const base = parseHex(THEME_COLORS[themeClass]);
  let hex = toHex(base);
  for (let factor = 1; contrastWithWhite(hex) < PRIMARY_CONTRAST && factor > 0; factor -= 0.02) {
    hex = toHex(base.map((c) => c * factor) as Rgb);
  }
  return hex;
}

/** A light tint of a colour: the colour mixed into white at `amount` (0–1). */
export function tintOf(hex: string, amount: number): string {
  return toHex(parseHex(hex).map((c) => 255 - (255 - c) * amount) as Rgb);
}
