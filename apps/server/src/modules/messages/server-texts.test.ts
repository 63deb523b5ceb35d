import { formatServerMessage, serverMessages, type ServerMessageKey } from '@tessera/shared';
import { describe, expect, it } from 'vitest';

const KEYS: ServerMessageKey[] = [
  'messageNotFound',
  'messageTitleRequired',
  'noticeNoRecipients',
  'noticeBodyTooLong',
  'noticeFileInvalid',
];

describe('message centre server texts', () => {
  it.each(KEYS)('%s exists in zh, zhtw and en', (key) => {
    const text = serverMessages[key];
    for (const lang of ['zh', 'zhtw', 'en'] as const) expect(text[lang].trim()).not.toBe('');
    expect(text.zh).not.toBe(text.en);
  });

  it('fills the size placeholder', () => {
    expect(formatServerMessage('noticeBodyTooLong', 'en', { max: 100000 })).toBe(
      'The notice body can have at most 100000 characters',
    );
  });
});
