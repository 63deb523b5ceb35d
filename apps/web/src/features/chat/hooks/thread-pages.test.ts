import type { ChatMessage } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { mergeOlder, olderPage } from './thread-pages';

const msg = (id: number): ChatMessage => ({
  id: String(id),
  sendUserId: 'a',
  receiveUserId: 'b',
  sendTime: id,
  receiveTime: null,
  content: `m${id}`,
  contentType: 'text',
  state: 1,
});

describe('thread pages', () => {
  it('asks for the 50-page that reaches past what is loaded', () => {
    expect(olderPage(30, 50)).toBe(1);
    expect(olderPage(50, 50)).toBe(2);
    expect(olderPage(79, 50)).toBe(2);
  });

  it('puts older messages first and drops the overlap', () => {
    const loaded = [msg(71), msg(72), msg(100)];
    const page = [msg(69), msg(70), msg(71), msg(72)];
    expect(mergeOlder(loaded, page).map((m) => m.id)).toEqual(['69', '70', '71', '72', '100']);
  });
});
