import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './language';
import { formatServerMessage, serverMessageParts, serverMessages } from './messages';

describe('server messages', () => {
  it('no module part redefines a key of another (a later spread would silently win)', () => {
    const owners = new Map<string, number>();
    const clashes: string[] = [];
    serverMessageParts.forEach((part, index) => {
      for (const key of Object.keys(part)) {
        if (owners.has(key)) clashes.push(`${key}: parts ${owners.get(key)} and ${index}`);
        owners.set(key, index);
      }
    });
    expect(clashes).toEqual([]);
  });

  it('every message has a text in every language', () => {
    const missing = Object.entries(serverMessages).flatMap(([key, texts]) =>
      LANGUAGES.filter((lang) => !(texts as Record<string, string>)[lang]?.trim()).map(
        (lang) => `${key}.${lang}`,
      ),
    );
    expect(missing).toEqual([]);
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(formatServerMessage('signImgLimit', 'en', { n: 3 })).toBe('At most 3 signatures');
    expect(formatServerMessage('signImgLimit', 'zhtw')).toBe('簽名最多{n}個');
  });
});
