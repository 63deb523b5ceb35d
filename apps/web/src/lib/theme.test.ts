import { describe, expect, it } from 'vitest';
import {
  contrastWithWhite,
  isThemeClass,
  MIN_CONTRAST,
  primaryColorFor,
  THEME_CLASSES,
  THEME_COLORS,
} from './theme';

describe('theme colours', () => {
  it('lists the nine colours of the spec with their values', () => {
    expect(THEME_CLASSES).toHaveLength(9);
    expect(THEME_COLORS.purple).toBe('#722ed1');
    expect(THEME_COLORS.azure).toBe('#211bce');
    expect(THEME_COLORS.default).toBe('#409eff');
  });

  it('keeps a colour that already contrasts with white unchanged', () => {
    expect(primaryColorFor('purple')).toBe('#722ed1');
    expect(primaryColorFor('azure')).toBe('#211bce');
  });

  it('darkens light colours until white text on them is readable', () => {
    for (const name of THEME_CLASSES) {
      expect(contrastWithWhite(primaryColorFor(name))).toBeGreaterThanOrEqual(MIN_CONTRAST);
    }
    expect(primaryColorFor('yellow')).not.toBe(THEME_COLORS.yellow);
  });

  it('recognises only known colour names', () => {
    expect(isThemeClass('ocean')).toBe(true);
    expect(isThemeClass('pink')).toBe(false);
    expect(isThemeClass(undefined)).toBe(false);
  });
});
