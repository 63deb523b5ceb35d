import { describe, expect, it } from 'vitest';
import { avatarProblem, patternRule, signImgProblem } from './profile-rules';

describe('profile rules', () => {
  it('builds antd pattern rules with the translated message', () => {
    const rule = patternRule('phone', (key) => `t:${key}`);
    expect(rule.message).toBe('t:validation.phone');
    expect(rule.pattern.test('13800000000')).toBe(true);
    expect(rule.pattern.test('2380000000')).toBe(false);
  });

  it('refuses avatars that are not images or over 5 MB', () => {
    expect(avatarProblem({ type: 'image/png', size: 1000 })).toBeNull();
    expect(avatarProblem({ type: 'image/svg+xml', size: 10 })).toBe('profile.avatar.notImage');
    expect(avatarProblem({ type: 'text/html', size: 10 })).toBe('profile.avatar.notImage');
    expect(avatarProblem({ type: 'image/jpeg', size: 5 * 1024 * 1024 + 1 })).toBe('profile.avatar.tooLarge');
  });

  it('accepts only png or jpeg signatures up to 200 KB', () => {
    expect(signImgProblem({ type: 'image/png', size: 200 * 1024 })).toBeNull();
    expect(signImgProblem({ type: 'image/gif', size: 10 })).toBe('profile.sign.notImage');
    expect(signImgProblem({ type: 'image/jpeg', size: 200 * 1024 + 1 })).toBe('profile.sign.tooLarge');
  });
});
