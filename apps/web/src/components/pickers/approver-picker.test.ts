import { describe, expect, it } from 'vitest';
import { hasApprover } from './approver-picker';

describe('approver required', () => {
  it('refuses an empty value in either shape', () => {
    expect(hasApprover(undefined)).toBe(false);
    expect(hasApprover('')).toBe(false);
    expect(hasApprover([])).toBe(false);
    expect(hasApprover([''])).toBe(false);
  });
  it('accepts a chosen user, single or in a list', () => {
    expect(hasApprover('u1')).toBe(true);
    expect(hasApprover(['u1'])).toBe(true);
  });
});
