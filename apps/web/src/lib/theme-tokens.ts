import type { ThemeConfig } from 'antd';
import { primaryColorFor, tintOf, type ThemeClass } from './theme';

/** Design tokens Ant Design accepts (seed, map and alias tokens). */
type Tokens = NonNullable<ThemeConfig['token']>;

/**
 * Text colours of the status palettes, dark enough to read at 4.5:1 on their own light
 * backgrounds (filled tags, alerts), on white and on a hovered table row. Ant Design's defaults are
 * 1.8:1 (warning) to 3.3:1 (error); the backgrounds and borders stay the default light tints.
 */
const STATUS_TOKENS: Tokens = {
  colorSuccess: '#287a0a',
  colorSuccessBg: '#f6ffed',
  colorSuccessBgHover: '#d9f7be',
  colorSuccessBorder: '#b7eb8f',
  colorSuccessBorderHover: '#95de64',
  colorWarning: '#9c5e00',
  colorWarningBg: '#fffbe6',
  colorWarningBgHover: '#fff1b8',
  colorWarningBorder: '#ffe58f',
  colorWarningBorderHover: '#ffd666',
  colorError: '#cf1322',
  colorErrorBg: '#fff2f0',
  colorErrorBgHover: '#fff1f0',
  colorErrorBorder: '#ffccc7',
  colorErrorBorderHover: '#ffa39e',
};

/**
 * Neutral text colours: secondary and tertiary texts, placeholders and disabled values read at
 * 4.5:1 on white and on the grey of a disabled field (the defaults are 1.8:1 to 3.4:1).
 */
const NEUTRAL_TEXT_TOKENS: Tokens = {
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextDescription: 'rgba(0, 0, 0, 0.62)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.57)',
  colorTextDisabled: 'rgba(0, 0, 0, 0.57)',
};

/** The app's design tokens for a theme colour: every text colour meets WCAG AA contrast. */
export function themeTokens(themeClass: ThemeClass): Tokens {
  const primary = primaryColorFor(themeClass);
  // Ant Design derives the tint from the darkened primary as a muddy mid tone; a light one keeps
  // the primary readable on selected items and processing tags
  const tint = tintOf(primary, 0.08);
  return {
    colorPrimary: primary,
    colorPrimaryBg: tint,
    colorInfo: primary,
    colorInfoBg: tint,
    colorLink: primary,
    borderRadius: 6,
    ...STATUS_TOKENS,
    ...NEUTRAL_TEXT_TOKENS,
  };
}
