import type { ChatMessage } from '@tessera/shared';

/**
 * The page (of `size`, newest first) holding the message right after the `loaded` newest ones.
 * The first view loads 30 and older pages are 50 long, so a page may overlap what is loaded;
 * {@link mergeOlder} drops the overlap.
 */
export function olderPage(loaded: number, size: number): number {
  return Math.floor(loaded / size) + 1;
}

/** Puts an older page (ascending) before the loaded messages, without duplicates. */
export function mergeOlder(loaded: readonly ChatMessage[], page: readonly ChatMessage[]): ChatMessage[] {
  const known = new Set(loaded.map((m) => m.id));
  const oldest = loaded[0]?.sendTime ?? Number.POSITIVE_INFINITY;
  const older = page.filter((m) => !known.has(m.id) && m.sendTime <= oldest);
  return [...older, ...loaded];
}
