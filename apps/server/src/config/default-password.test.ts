import { describe, expect, it } from 'vitest';
import { defaultPasswordAction } from './default-password';

describe('defaultPasswordAction', () => {
  it('refuses to start in production while admin keeps 123456, unless explicitly allowed', () => {
    expect(defaultPasswordAction({ NODE_ENV: 'production', ALLOW_DEFAULT_ADMIN_PASSWORD: false }, true)).toBe(
      'refuse',
    );
    expect(defaultPasswordAction({ NODE_ENV: 'production', ALLOW_DEFAULT_ADMIN_PASSWORD: true }, true)).toBe(
      'warn',
    );
  });
  it('only warns outside production and says nothing once the password changed', () => {
    expect(
      defaultPasswordAction({ NODE_ENV: 'development', ALLOW_DEFAULT_ADMIN_PASSWORD: false }, true),
    ).toBe('warn');
    expect(
      defaultPasswordAction({ NODE_ENV: 'production', ALLOW_DEFAULT_ADMIN_PASSWORD: false }, false),
    ).toBe('ok');
  });
});
