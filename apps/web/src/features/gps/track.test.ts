import { describe, expect, it } from 'vitest';
import { toPolyline } from './track';

describe('toPolyline', () => {
  it('fits the points into the box with north up', () => {
    const pts = [
      { lng: 0, lat: 0 },
      { lng: 10, lat: 10 },
    ];
    expect(toPolyline(pts, 100, 100, 10)).toBe('10,90 90,10');
  });

  it('gives nothing for no points and centres nothing on a single point', () => {
    expect(toPolyline([], 100, 100)).toBe('');
    expect(toPolyline([{ lng: 5, lat: 5 }], 100, 100, 10)).toBe('10,90');
  });
});
