import { languageTag, type ChatContentType, type ChatFrameContent, type Language } from '@tessera/shared';

/** A translate function (i18next's `t`, or a stub in tests). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A stored image or media file named in a message. */
export interface ChatMedia {
  name: string;
  width?: number;
  height?: number;
  length?: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Relative time of spec 01 section 9: just now, minutes, hours, 1 day, then the date. */
export function relativeTime(ms: number, lang: Language, t: Translate, now = Date.now()): string {
  const diff = now - ms;
  if (diff < 30_000) return t('chat.time.justNow');
  if (diff < HOUR) return t('chat.time.minutes', { count: Math.max(1, Math.floor(diff / MINUTE)) });
  if (diff < 24 * HOUR) return t('chat.time.hours', { count: Math.floor(diff / HOUR) });
  if (diff < 48 * HOUR) return t('chat.time.yesterday');
  return new Intl.DateTimeFormat(languageTag(lang), {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(ms);
}

/** Time of a message in the thread: hour and minute today, the full date otherwise. */
export function messageTime(ms: number, lang: Language, now = Date.now()): string {
  const sameDay = new Date(ms).toDateString() === new Date(now).toDateString();
  return new Intl.DateTimeFormat(languageTag(lang), {
    ...(sameDay ? {} : { year: 'numeric', month: '2-digit', day: '2-digit' }),
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(ms);
}

/** The file of an image, voice or video message (its content is JSON text or an object); null when unreadable. */
export function parseMedia(content: unknown): ChatMedia | null {
  let value = content;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (typeof record.name !== 'string' || !record.name) return null;
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : undefined);
  return {
    name: record.name,
    width: num(record.width),
    height: num(record.height),
    length: num(record.length),
  };
}

/** One-line preview of a message for the conversation list. */
export function messagePreview(type: ChatContentType | '', content: string, t: Translate): string {
  if (type === 'image') return t('chat.image.label');
  if (type === 'voice') return t('chat.voice.label');
  if (type === 'video') return t('chat.video.label');
  return content;
}

/** Scales an image to fit a box, keeping its ratio (unknown sizes get the box's width). */
export function fitImage(width: number | undefined, height: number | undefined, max = 200) {
  if (!width || !height) return { width: max, height: undefined };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/** Splits text around case-insensitive occurrences of a keyword (for marking search hits). */
export function splitMatches(text: string, keyword: string): Array<{ text: string; match: boolean }> {
  const needle = keyword.trim().toLowerCase();
  if (!needle) return [{ text, match: false }];
  const parts: Array<{ text: string; match: boolean }> = [];
  const haystack = text.toLowerCase();
  let from = 0;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}

/** A live frame's content as stored text: text as is, an image or media object as its JSON. */
export const contentText = (content: ChatFrameContent): string =>
  typeof content === 'string' ? content : JSON.stringify(content);
