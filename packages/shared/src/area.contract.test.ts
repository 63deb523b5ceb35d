import { describe, expect, it } from 'vitest';
import { AREA_CODE_PATTERN, AREA_ROOT, areaBodySchema, areaByIdsBodySchema } from './area.contract';

describe('area contract', () => {
  it('defaults a new division to a province, on, first', () => {
    expect(areaBodySchema.parse({ fullName: ' 测试省 ', enCode: '990000' })).toMatchObject({
      parentId: AREA_ROOT,
      fullName: '测试省',
      sortCode: 0,
      enabledMark: 1,
    });
  });

  it('drops fields a caller may not choose, such as the level or the id', () => {
    const parsed = areaBodySchema.parse({ fullName: 'x', enCode: '1', type: 9, id: 'chosen' });
    expect(parsed).not.toHaveProperty('type');
    expect(parsed).not.toHaveProperty('id');
  });

  it('bounds the id paths of GetAreaByIds', () => {
    expect(
      areaByIdsBodySchema.safeParse({ idsList: [['110000', '110100', '110101', '110101001']] }).success,
    ).toBe(true);
    expect(areaByIdsBodySchema.safeParse({ idsList: [['1', '2', '3', '4', '5']] }).success).toBe(false);
    expect(areaByIdsBodySchema.safeParse({ idsList: Array.from({ length: 501 }, () => ['1']) }).success).toBe(
      false,
    );
    expect(areaByIdsBodySchema.safeParse({ idsList: [''] }).success).toBe(false);
  });

  it('accepts official codes of digits only', () => {
    expect(AREA_CODE_PATTERN.test('440106001')).toBe(true);
    expect(AREA_CODE_PATTERN.test('44a')).toBe(false);
    expect(AREA_CODE_PATTERN.test('1234567890123')).toBe(false);
  });
});
