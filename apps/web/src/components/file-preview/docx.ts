import { attr, childNamed, childrenNamed, readRelationships, readXml } from './ooxml';
import { PreviewError } from './preview-error';
import { openZip, type ZipArchive } from './safe-unzip';

/** A piece of text with its character formatting. */
export interface DocRun {
  kind: 'text';
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  strike?: boolean;
}

/** A line break inside a paragraph. */
export interface DocBreak {
  kind: 'break';
}

/** A picture of the document, as bytes with their image type. */
export interface DocImage {
  kind: 'image';
  bytes: Uint8Array;
  mime: string;
}

/** What a paragraph holds. */
export type DocInline = DocRun | DocBreak | DocImage;

/** A paragraph; `heading` 1-6 when its style is a heading or the title. */
export interface DocParagraph {
  kind: 'paragraph';
  heading?: number;
  align?: 'left' | 'center' | 'right' | 'justify';
  /** Nesting level (0 first) when the paragraph is a list item. */
  listLevel?: number;
  inlines: DocInline[];
}

/** A table cell: its own blocks, and how many grid columns it spans. */
export interface DocCell {
  blocks: DocBlock[];
  colSpan: number;
}

/** A table as rows of cells. */
export interface DocTable {
  kind: 'table';
  rows: DocCell[][];
}

/** A block of the document body. */
export type DocBlock = DocParagraph | DocTable;

/** Blocks read at most: a preview, not a converter. */
export const MAX_DOC_BLOCKS = 20_000;

const IMAGE_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

interface Context {
  zip: ZipArchive;
  headingByStyle: Map<string, number>;
  rels: Map<string, string>;
  blocks: number;
}

/** Heading level of a style name: "heading 2" -> 2, "Title" -> 1. */
function headingOfName(name: string): number | undefined {
  const lower = name.toLowerCase();
  if (lower === 'title') return 1;
  const match = /^heading\s*([1-6])$/.exec(lower);
  return match ? Number(match[1]) : undefined;
}

/** Style id -> heading level, read from styles.xml (ids are localized, names are not). */
function readHeadingStyles(zip: ZipArchive): Map<string, number> {
  const map = new Map<string, number>();
  const doc = readXml(zip, 'word/styles.xml');
  const root = doc?.documentElement;
  if (!root) return map;
  for (const style of childrenNamed(root, 'style')) {
    const id = attr(style, 'styleId');
    const level = headingOfName(attr(childNamed(style, 'name'), 'val') ?? '');
    if (id && level) map.set(id, level);
  }
  return map;
}

/** A toggle property (`<w:b/>`, `<w:b w:val="0"/>`). */
function isOn(props: Element | undefined, name: string): boolean {
  const el = childNamed(props, name);
  if (!el) return false;
  const val = attr(el, 'val');
  return val === undefined || !['0', 'false', 'off', 'none'].includes(val);
}

function readImage(drawing: Element, ctx: Context): DocImage | undefined {
  const blip = Array.from(drawing.getElementsByTagName('*')).find((el) => el.localName === 'blip');
  const target = ctx.rels.get(attr(blip, 'embed') ?? '');
  const ext = target?.split('.').pop()?.toLowerCase() ?? '';
  const mime = IMAGE_TYPES[ext];
  if (!target || !mime) return undefined;
  const bytes = ctx.zip.read(target);
  return bytes ? { kind: 'image', bytes, mime } : undefined;
}

function readRun(run: Element, ctx: Context, out: DocInline[]): void {
  const props = childNamed(run, 'rPr');
  const format = {
    bold: isOn(props, 'b'),
    italic: isOn(props, 'i'),
    underline: isOn(props, 'u'),
    strike: isOn(props, 'strike'),
  };
  for (const child of Array.from(run.children)) {
    const name = child.localName;
    if (name === 't') out.push({ kind: 'text', text: child.textContent ?? '', ...format });
    else if (name === 'tab') out.push({ kind: 'text', text: '\t', ...format });
    else if (name === 'br' || name === 'cr') out.push({ kind: 'break' });
    else if (name === 'drawing') {
      const image = readImage(child, ctx);
      if (image) out.push(image);
    }
  }
}

/** Runs inside a paragraph, also within links, insertions and content controls. */
function readInlines(el: Element, ctx: Context, out: DocInline[]): void {
  for (const child of Array.from(el.children)) {
    const name = child.localName;
    if (name === 'r') readRun(child, ctx, out);
    else if (['hyperlink', 'ins', 'smartTag', 'fldSimple', 'customXml'].includes(name)) {
      readInlines(child, ctx, out);
    } else if (name === 'sdt') readInlines(childNamed(child, 'sdtContent') ?? child, ctx, out);
  }
}

const ALIGN: Record<string, DocParagraph['align']> = {
  left: 'left',
  start: 'left',
  center: 'center',
  right: 'right',
  end: 'right',
  both: 'justify',
  distribute: 'justify',
};

function readParagraph(p: Element, ctx: Context): DocParagraph {
  const props = childNamed(p, 'pPr');
  const style = attr(childNamed(props, 'pStyle'), 'val');
  const outline = attr(childNamed(props, 'outlineLvl'), 'val');
  const heading =
    (style ? (ctx.headingByStyle.get(style) ?? headingOfName(style)) : undefined) ??
    (outline !== undefined && Number(outline) < 6 ? Number(outline) + 1 : undefined);
  const inlines: DocInline[] = [];
  readInlines(p, ctx, inlines);
  const align = ALIGN[attr(childNamed(props, 'jc'), 'val') ?? ''];
  const numbering = childNamed(props, 'numPr');
  const listLevel = numbering
    ? Math.min(8, Number(attr(childNamed(numbering, 'ilvl'), 'val') ?? 0) || 0)
    : undefined;
  return {
    kind: 'paragraph',
    inlines,
    ...(heading ? { heading } : {}),
    ...(align ? { align } : {}),
    ...(listLevel !== undefined ? { listLevel } : {}),
  };
}

function readTable(tbl: Element, ctx: Context): DocTable {
  const rows = childrenNamed(tbl, 'tr').map((tr) =>
    childrenNamed(tr, 'tc').map((tc) => {
      const span = Number(attr(childNamed(childNamed(tc, 'tcPr'), 'gridSpan'), 'val') ?? 1);
      return { blocks: readBlocks(tc, ctx), colSpan: Number.isFinite(span) && span > 0 ? span : 1 };
    }),
  );
  return { kind: 'table', rows };
}

function readBlocks(parent: Element, ctx: Context): DocBlock[] {
  const blocks: DocBlock[] = [];
  for (const child of Array.from(parent.children)) {
    if (ctx.blocks >= MAX_DOC_BLOCKS) break;
    const name = child.localName;
    if (name === 'p') {
      ctx.blocks += 1;
      blocks.push(readParagraph(child, ctx));
    } else if (name === 'tbl') {
      ctx.blocks += 1;
      blocks.push(readTable(child, ctx));
    } else if (name === 'sdt' || name === 'customXml') {
      blocks.push(...readBlocks(childNamed(child, 'sdtContent') ?? child, ctx));
    }
  }
  return blocks;
}

/** Reads a .docx file (untrusted bytes) into blocks: paragraphs, headings, tables, pictures. */
export function parseDocx(bytes: Uint8Array): DocBlock[] {
  const zip = openZip(bytes);
  const doc = readXml(zip, 'word/document.xml');
  const body = childNamed(doc?.documentElement, 'body');
  if (!body) throw new PreviewError('damaged');
  const ctx: Context = {
    zip,
    headingByStyle: readHeadingStyles(zip),
    rels: readRelationships(zip, 'word/_rels/document.xml.rels', 'word'),
    blocks: 0,
  };
  return readBlocks(body, ctx);
}
