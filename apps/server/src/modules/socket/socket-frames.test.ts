import { describe, expect, it } from 'vitest';
import { parseClientFrame } from './socket-frames';

const frame = (messageContent: string) =>
  Buffer.from(
    JSON.stringify({
      method: 'SendMessage',
      token: 'Bearer abc',
      toUserId: 'u1',
      messageType: 'text',
      messageContent,
    }),
  );

describe('parseClientFrame text rule', () => {
  it('accepts chat text with tabs, line breaks and emoji', () => {
    expect(parseClientFrame(frame('hi\tthere\r\n😀'))).toHaveProperty('frame');
  });

  it('refuses a frame whose text holds NUL, a stray control character or a lone surrogate', () => {
    for (const text of ['a\u0000b', 'bell\u0007', 'half \uD83D pair'])
      expect(parseClientFrame(frame(text))).toEqual({ error: 'inputUnstorableText' });
  });
});
