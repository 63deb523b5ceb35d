/**
 * Bounded undo/redo over immutable snapshots. `tag` coalesces a run of edits of one thing (typing
 * a label letter by letter is one undo step).
 */
export interface History<T> {
  past: T[];
  present: T;
  future: T[];
  /** The tag of the last recorded change. */
  tag?: string;
}

/** Snapshots kept for undo. */
export const HISTORY_LIMIT = 100;

/** A history starting at `present`. */
export const startHistory = <T>(present: T): History<T> => ({ past: [], present, future: [] });

/** Records a new present; the same tag as the last change replaces it instead of adding a step. */
export function record<T>(h: History<T>, next: T, tag?: string, limit = HISTORY_LIMIT): History<T> {
  if (next === h.present) return h;
  if (tag !== undefined && tag === h.tag && h.future.length === 0) return { ...h, present: next };
  const past = [...h.past, h.present];
  if (past.length > limit) past.splice(0, past.length - limit);
  return { past, present: next, future: [], tag };
}

/** Steps back one change (unchanged when there is none). */
export function undo<T>(h: History<T>): History<T> {
  const previous = h.past[h.past.length - 1];
  if (previous === undefined) return h;
  return { past: h.past.slice(0, -1), present: previous, future: [h.present, ...h.future] };
}

/** Steps forward one undone change (unchanged when there is none). */
export function redo<T>(h: History<T>): History<T> {
  const [next, ...rest] = h.future;
  if (next === undefined) return h;
  return { past: [...h.past, h.present], present: next, future: rest };
}
