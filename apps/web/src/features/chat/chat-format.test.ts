import { describe, expect, it } from 'vitest';
import { contentText, fitImage, messagePreview, parseMedia, relativeTime, splitMatches } from './chat-format';

const t = (key: string, options?: Record<string, unknown>) =>
  options ? `${key}:${JSON.stringify(options)}` : key;
const now = Date.UTC(2026, 10, 23, 12, 0, 0);

describe('chat formatting', () => {
  it('keeps a live frame’s text and stores an image object as JSON that parseMedia reads back', () => {
    expect(contentText('hi')).toBe('hi');
    const image = { name: `${'a'.repeat(32)}.png`, width: 3, height: 2, path: '/api/file/Image/IM/x.png' };
    expect(parseMedia(contentText(image))).toEqual({
      name: image.name,
      width: 3,
      height: 2,
      length: undefined,
    });
  });

  it('writes relative times in steps and the date after two days', () => {
    expect(relativeTime(now - 10_000, 'en', t, now)).toBe('chat.time.justNow');
    expect(relativeTime(now + 60_000, 'en', t, now)).toBe('chat.time.justNow');
    expect(relativeTime(now - 5 * 60_000, 'en', t, now)).toBe('chat.time.minutes:{"count":5}');
    expect(relativeTime(now - 3 * 3_600_000, 'en', t, now)).toBe('chat.time.hours:{"count":3}');
    expect(relativeTime(now - 30 * 3_600_000, 'en', t, now)).toBe('chat.time.yesterday');
    expect(relativeTime(Date.UTC(2026, 0, 5, 12), 'zh', t, now)).toBe('2026/01/05');
  });

  it('reads media content from JSON text or an object and refuses junk', () => {
    expect(parseMedia('{"name":"a.png","width":10,"height":20}')).toEqual({
      name: 'a.png',
      width: 10,
      height: 20,
      length: undefined,
    });
    expect(parseMedia({ name: 'v.mp3', length: 3 })).toMatchObject({ name: 'v.mp3', length: 3 });
    expect(parseMedia('hello')).toBeNull();
    expect(parseMedia('{"width":1}')).toBeNull();
    expect(parseMedia('{"name":"x","width":-4}')).toMatchObject({ width: undefined });
  });

  it('previews media with a label and text as is', () => {
    expect(messagePreview('image', '{}', t)).toBe('chat.image.label');
    expect(messagePreview('text', 'hi', t)).toBe('hi');
  });

  it('fits images in the box keeping the ratio', () => {
    expect(fitImage(400, 100)).toEqual({ width: 200, height: 50 });
    expect(fitImage(16, 16)).toEqual({ width: 16, height: 16 });
    expect(fitImage(undefined, 5)).toEqual({ width: 200, height: undefined });
  });

  it('splits text around search hits, ignoring case', () => {
    expect(splitMatches('Needle in a needle', 'needle')).toEqual([
      { text: 'Needle', match: true },
      { text: ' in a ', match: false },
      { text: 'needle', match: true },
    ]);
    expect(splitMatches('abc', ' ')).toEqual([{ text: 'abc', match: false }]);
  });
});
