import { badRequest } from './errors';

/**
 * Characters no text field may carry: NUL (PostgreSQL refuses it in text), the other C0 controls
 * except tab, LF and CR, and UTF-16 surrogates that are not part of a pair (not valid Unicode).
 */
const UNSTORABLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when a string holds a character a database cannot store faithfully. */
export const isUnstorableText = (text: string): boolean => UNSTORABLE.test(text);

interface Visit {
  value: unknown;
  key?: string | number;
  parent?: Visit;
}

const pathOf = (visit: Visit, last?: string): (string | number)[] => {
  const path: (string | number)[] = last === undefined ? [] : [last];
  for (let at: Visit | undefined = visit; at?.key !== undefined; at = at.parent) path.push(at.key);
  return path.reverse();
};

/** A key shown in a message with its unstorable characters replaced. */
const printable = (text: string) => text.replace(new RegExp(UNSTORABLE.source, 'g'), '\uFFFD');

/**
 * Walks a parsed value (iteratively, so deep nesting cannot overflow the stack) and answers the
 * path of the first string or key holding an unstorable character, or null when every text is clean.
 */
export function findUnstorableText(value: unknown): (string | number)[] | null {
  const stack: Visit[] = [{ value }];
  while (stack.length) {
    const visit = stack.pop()!;
    const current = visit.value;
    if (typeof current === 'string') {
      if (isUnstorableText(current)) return pathOf(visit);
      continue;
    }
    if (typeof current !== 'object' || current === null || Buffer.isBuffer(current)) continue;
    if (Array.isArray(current)) {
      current.forEach((item, key) => stack.push({ value: item, key, parent: visit }));
      continue;
    }
    for (const [key, item] of Object.entries(current as Record<string, unknown>)) {
      if (isUnstorableText(key)) return pathOf(visit, printable(key));
      stack.push({ value: item, key, parent: visit });
    }
  }
  return null;
}

/** The field as shown in a message: its path, cut short when deep or long (a message stays small). */
export function fieldName(path: (string | number)[], context: string): string {
  if (!path.length) return context;
  const name = path.slice(0, 8).join('.') + (path.length > 8 ? '.…' : '');
  return name.length > 100 ? `${name.slice(0, 100)}…` : name;
}

/**
 * Throws the edge's 400 (`inputUnstorableField`, naming the field's path, or `label` when the value
 * itself is a bad string) when any text or key in `value` holds an unstorable character.
 */
export function assertStorableText(value: unknown, label: string): void {
  const path = findUnstorableText(value);
  if (path) throw badRequest('inputUnstorableField', { field: fieldName(path, label) });
}
