import DOMPurify from 'dompurify';
import type { MessageFile, Paged } from '@tessera/shared';

/** Tags a notice body may keep on screen (what the editor writes, plus images and tables). */
const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'del',
  'code',
  'pre',
  'blockquote',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'hr',
  'span',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];
const ALLOWED_ATTR = [
  'href',
  'target',
  'rel',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
];
/** Links and images may only point at the web, mail, or this site. */
const SAFE_URL = /^(?:https?:|mailto:|\/(?!\/)|#)/i;

let purifier: ReturnType<typeof DOMPurify> | undefined;

function getPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  // an own instance, so the link hook below does not leak into other features' sanitizing
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A') {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer nofollow');
    }
  });
  purifier = instance;
  return instance;
}

/** Sanitizes a notice body again on the client (the server already did): an allow-list, no styles or scripts. */
export function sanitizeNoticeHtml(html: string): string {
  return getPurifier().sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: SAFE_URL,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** Reads the `files` JSON text of a message; bad entries and unsafe addresses are dropped. */
export function parseMessageFiles(text: string | null | undefined): MessageFile[] {
  if (!text) return [];
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((entry: unknown) => {
    const file = asMessageFile(entry);
    return file && isSafeFileUrl(file.url) ? [file] : [];
  });
}

// checked by hand rather than with the zod schema, which would pull zod into the shell's bundle
function asMessageFile(entry: unknown): MessageFile | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined;
  const { fileId, name, url, fileSize } = entry as Record<string, unknown>;
  if (typeof fileId !== 'string' || typeof name !== 'string' || typeof url !== 'string') return undefined;
  if (!fileId || !name.trim()) return undefined;
  return { fileId, name, url, ...(typeof fileSize === 'number' ? { fileSize } : {}) };
}

/** True for an address on this site (a path), never a scheme such as javascript:. */
export function isSafeFileUrl(url: string): boolean {
  return /^\/(?!\/)/.test(url);
}

/** Where a flow message leads: /workFlowDetail with the body as config; undefined when it has no body. */
export function flowMessagePath(bodyText: string | null | undefined): string | undefined {
  const body = bodyText?.trim();
  return body ? `/workFlowDetail?config=${encodeURIComponent(body)}` : undefined;
}

/** The next page number of a paged answer, or undefined after the last page. */
export function nextPage<T>(last: Paged<T>): number | undefined {
  const { currentPage, pageSize, total } = last.pagination;
  return currentPage * pageSize < total ? currentPage + 1 : undefined;
}

/** A node of a tree select. */
export interface TreeOption {
  value: string;
  title: string;
  children: TreeOption[];
}

/** Builds the organisation tree from flat rows; rows whose parent is missing become roots. */
export function toOrganizeTree(
  rows: readonly { id: string; parentId: string; fullName: string }[],
): TreeOption[] {
  const nodes = new Map<string, TreeOption>();
  for (const row of rows) nodes.set(row.id, { value: row.id, title: row.fullName, children: [] });
  const roots: TreeOption[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id);
    const parent = row.parentId !== row.id ? nodes.get(row.parentId) : undefined;
    if (!node) continue;
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}
