import DOMPurify from 'dompurify';
import {
  OPERATOR_RECORD_TABLE,
  PRINT_REPEAT_ATTRIBUTE,
  type PrintData,
  type PrintOperatorRecord,
  type PrintValue,
} from '@tessera/shared';

/** What a template is filled with. */
export interface RenderInput {
  /** The template HTML (sanitized again here). */
  template: string;
  /** Main fields plus one row array per sub-table. */
  data: PrintData;
  /** Approval records, repeated in the `operatorRecord` section. */
  records: readonly PrintOperatorRecord[];
  /** Extra main fields (systemPrinter, printTime). */
  extras: Record<string, string>;
  /** Name of a handle status code. */
  statusName: (code: number) => string;
  /** A time (epoch ms) as text. */
  formatTime: (ms: number) => string;
}

/** `{field}` or `{table.field}`; anything else in braces is left as text. */
const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)(?:\.([A-Za-z_][A-Za-z0-9_]*))?\}/g;
const INLINE_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,/i;
const FETCHING_CSS = /url\s*\(|expression\s*\(|@import|image-set/i;

type Row = Record<string, PrintValue>;

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A DOMPurify instance of its own, so its hooks never touch other users of the library. */
function printPurifier(): ReturnType<typeof DOMPurify> {
  if (purifier) return purifier;
  const p = DOMPurify(window);
  p.addHook('uponSanitizeElement', (node, data) => {
    if (data.tagName === 'img' && !INLINE_IMAGE.test((node as Element).getAttribute('src') ?? ''))
      (node as Element).remove();
  });
  p.addHook('uponSanitizeAttribute', (_node, data) => {
    if (data.attrName === 'style' && FETCHING_CSS.test(data.attrValue)) data.keepAttr = false;
  });
  purifier = p;
  return p;
}

/** Sanitizes template HTML for printing: no scripts, handlers, links, frames or fetched resources. */
export function sanitizePrintHtml(html: string): DocumentFragment {
  return printPurifier().sanitize(html, {
    RETURN_DOM_FRAGMENT: true,
    FORBID_TAGS: [
      'style',
      'link',
      'a',
      'iframe',
      'frame',
      'object',
      'embed',
      'form',
      'input',
      'svg',
      'math',
      'video',
      'audio',
      'source',
      'base',
      'meta',
    ],
    FORBID_ATTR: ['href', 'srcset', 'action', 'formaction', 'xlink:href', 'background', 'poster'],
    ADD_ATTR: [PRINT_REPEAT_ATTRIBUTE],
  });
}

const text = (v: PrintValue | undefined) => (v === null || v === undefined ? '' : String(v));

/** Replaces the placeholders of every text node below `root`; values only ever become text. */
function fill(root: Node, lookup: (name: string, field: string | undefined) => string): void {
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text);
  if (root.nodeType === Node.TEXT_NODE) nodes.push(root as Text);
  for (const node of nodes) {
    const before = node.nodeValue ?? '';
    const after = before.replace(PLACEHOLDER, (_whole, name: string, field?: string) => lookup(name, field));
    if (after !== before) node.nodeValue = after;
  }
}

function recordRows(input: RenderInput): Row[] {
  return input.records.map((r) => ({
    nodeName: r.nodeName,
    userName: r.userName,
    handleTime: input.formatTime(r.handleTime),
    handleStatus: input.statusName(r.handleStatus),
    handleOpinion: r.handleOpinion,
  }));
}

function rowsOf(input: RenderInput, table: string): Row[] {
  if (table === OPERATOR_RECORD_TABLE) return recordRows(input);
  const rows = Object.hasOwn(input.data, table) ? input.data[table] : undefined;
  return Array.isArray(rows) ? rows : [];
}

/**
 * Fills a print template, logic-less: `{field}` takes a main field, `{table.field}` inside an element
 * marked `data-print-repeat="table"` takes that row's field, the element repeated once per row.
 * Nothing is evaluated; values land in text nodes, so markup in a value shows as text.
 */
export function renderPrintTemplate(input: RenderInput): string {
  const fragment = sanitizePrintHtml(input.template);
  const main = (name: string, field: string | undefined): string => {
    if (field !== undefined) return '';
    if (Object.hasOwn(input.extras, name)) return input.extras[name] ?? '';
    const value = Object.hasOwn(input.data, name) ? input.data[name] : undefined;
    return Array.isArray(value) ? '' : text(value);
  };
  const sections = [...fragment.querySelectorAll(`[${PRINT_REPEAT_ATTRIBUTE}]`)].filter(
    (el) => !el.parentElement?.closest(`[${PRINT_REPEAT_ATTRIBUTE}]`),
  );
  for (const section of sections) {
    const table = section.getAttribute(PRINT_REPEAT_ATTRIBUTE) ?? '';
    section.removeAttribute(PRINT_REPEAT_ATTRIBUTE);
    for (const row of rowsOf(input, table)) {
      const copy = section.cloneNode(true);
      fill(copy, (name, field) =>
        field !== undefined && name === table && Object.hasOwn(row, field)
          ? text(row[field])
          : main(name, field),
      );
      section.before(copy);
    }
    section.remove();
  }
  fill(fragment, main);
  const holder = document.createElement('div');
  holder.append(fragment);
  return holder.innerHTML;
}
