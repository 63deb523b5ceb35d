// @vitest-environment jsdom
import type { FieldItem } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { unitRestriction } from './editors-advanced';
import { readLocation, safeImageSrc, sanitizeRichText } from './value-display';

describe('shown values', () => {
  it('reads a location text with its coordinates', () => {
    expect(readLocation('{"fullAddress":"Taipei","lng":"121.5","lat":25}')).toEqual({
      address: 'Taipei',
      lng: 121.5,
      lat: 25,
    });
    expect(readLocation({ pName: 'A', cName: 'B', address: 'C' })).toEqual({ address: 'ABC' });
    expect(readLocation('')).toBeUndefined();
    expect(readLocation('{}')).toBeUndefined();
  });

  it('keeps safe rich text and drops scripts, handlers and javascript links', () => {
    const html = sanitizeRichText(
      '<a href="javascript:alert(1)">x</a><p onclick="x()">ok</p><script>1</script>',
    );
    expect(html).not.toMatch(/javascript|onclick|script/);
    expect(html).toContain('<p>ok</p>');
  });

  it('shows signature images only from safe addresses', () => {
    expect(safeImageSrc('/api/file/Image/sign/a.png')).toBe('/api/file/Image/sign/a.png');
    expect(safeImageSrc('javascript:alert(1)')).toBeUndefined();
    expect(safeImageSrc('data:text/html;base64,PHNjcmlwdD4=')).toBeUndefined();
  });
});

describe('user fields limited to units (ableRelationIds)', () => {
  const user = (extra: Record<string, unknown>) =>
    ({ __config__: { jnpfKey: 'userSelect' }, selectType: 'dep', ...extra }) as FieldItem;
  it('takes the units picked in the unit field first', () => {
    expect(unitRestriction(user({ relationField: 'dep', ableRelationIds: ['d9'] }), { dep: 'd1' })).toEqual({
      departIds: ['d1'],
    });
  });
  it('falls back to the default units while the unit field is empty', () => {
    expect(unitRestriction(user({ relationField: 'dep', ableRelationIds: ['d9'] }), {})).toEqual({
      departIds: ['d9'],
    });
    expect(unitRestriction(user({ selectType: 'role', ableRelationIds: ['r1'] }), {})).toEqual({
      roleIds: ['r1'],
    });
  });
  it('allows no user when the unit field is empty and there are no defaults', () => {
    expect(unitRestriction(user({ relationField: 'dep' }), {})).toEqual({ departIds: ['-'] });
    expect(unitRestriction(user({}), {})).toEqual({});
  });
});
