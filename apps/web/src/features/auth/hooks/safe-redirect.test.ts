import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect';

describe('redirect after sign-in', () => {
  it('returns to the wanted path with its query', () => {
    expect(safeRedirect('/permission/user?x=1')).toBe('/permission/user?x=1');
  });
  it('refuses other sites and loops, falling back to /home', () => {
    for (const bad of [
      null,
      '',
      'https://evil.example',
      '//evil.example',
      '/\\evil',
      '/login',
      '/login?redirect=/a',
    ]) {
      expect(safeRedirect(bad)).toBe('/home');
    }
  });
});
