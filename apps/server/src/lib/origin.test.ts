import { describe, expect, it } from 'vitest';
import { normalizeOrigin } from './origin';

describe('normalizeOrigin', () => {
  it('answers one canonical form: lower case, default port dropped, IDN in punycode', () => {
    expect(normalizeOrigin('HTTPS://Example.COM:443')).toBe('https://example.com');
    expect(normalizeOrigin('http://example.com:80/')).toBe('http://example.com');
    expect(normalizeOrigin('http://example.com:8080')).toBe('http://example.com:8080');
    expect(normalizeOrigin('https://example.com:80')).toBe('https://example.com:80');
    expect(normalizeOrigin('http://[::1]:3000')).toBe('http://[::1]:3000');
    expect(normalizeOrigin('https://bücher.example')).toBe('https://xn--bcher-kva.example');
  });

  it('refuses anything that is not exactly an http(s) origin', () => {
    for (const text of [
      '',
      'null',
      '*',
      'example.com',
      'file:///etc/passwd',
      'ws://example.com',
      'https://example.com/path',
      'https://example.com?',
      'https://example.com#x',
      'https://user@example.com',
      'https://good.example\\@evil.example',
      ' https://example.com',
      'https://exa\tmple.com',
      'https://a.example, https://b.example',
      'https://a.example https://b.example',
    ]) {
      expect(normalizeOrigin(text), text).toBeUndefined();
    }
  });
});
