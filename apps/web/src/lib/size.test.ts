import { describe, expect, it } from 'vitest';
import { ANTD_SIZE, isCompact, UI_SIZES } from './size';

describe('UI size mapping', () => {
  it('maps the four spec sizes onto Ant Design sizes', () => {
    expect(UI_SIZES).toEqual(['default', 'medium', 'small', 'mini']);
    expect(UI_SIZES.map((s) => ANTD_SIZE[s])).toEqual(['large', 'middle', 'small', 'small']);
  });

  it('uses the compact algorithm only for mini', () => {
    expect(UI_SIZES.filter(isCompact)).toEqual(['mini']);
  });
});
