import { describe, expect, it } from 'vitest';
import { imageProblem } from './use-send-image';

describe('chat image check', () => {
  it('accepts pictures under 5 MB only', () => {
    expect(imageProblem({ type: 'image/png', size: 5_242_879 })).toBeNull();
    expect(imageProblem({ type: 'image/jpeg', size: 5_242_880 })).toBe('chat.image.tooBig');
    expect(imageProblem({ type: 'image/svg+xml', size: 10 })).toBe('chat.image.notImage');
    expect(imageProblem({ type: 'application/pdf', size: 10 })).toBe('chat.image.notImage');
  });
});
