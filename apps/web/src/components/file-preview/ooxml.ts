import { PreviewError } from './preview-error';
import type { ZipArchive } from './safe-unzip';

/**
 * Parses an XML part of an untrusted file. A DOCTYPE (the only way to declare entities, internal
 * or external) is refused outright: Office parts never carry one, so no entity is ever expanded.
 */
export function parseXml(bytes: Uint8Array): Document {
  const text = new TextDecoder().decode(bytes);
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw new PreviewError('unsafeXml');
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  if (doc.getElementsByTagName('parsererror').length > 0) throw new PreviewError('damaged');
  return doc;
}

/** Parses an archive's part, or undefined when the part is missing. */
export function readXml(zip: ZipArchive, name: string): Document | undefined {
  const bytes = zip.read(name);
  return bytes ? parseXml(bytes) : undefined;
}

/** The element children of `el` with the given local name (namespace prefixes ignored). */
export const childrenNamed = (el: Element, name: string): Element[] =>
  Array.from(el.children).filter((child) => child.localName === name);

/** The first element child with the given local name. */
export const childNamed = (el: Element | undefined, name: string): Element | undefined =>
  el ? Array.from(el.children).find((child) => child.localName === name) : undefined;

/** Every descendant with the given local name, in document order. */
export const descendantsNamed = (el: Element | Document, name: string): Element[] =>
  Array.from(el.getElementsByTagName('*')).filter((child) => child.localName === name);

/** An attribute by local name (`w:val`, `r:id`), whatever its prefix. */
export function attr(el: Element | undefined, name: string): string | undefined {
  if (!el) return undefined;
  for (const a of Array.from(el.attributes)) if (a.localName === name) return a.value;
  return undefined;
}

/** The relationships of a part: id -> archive path of the target (`word/media/a.png`). */
export function readRelationships(zip: ZipArchive, relsPath: string, baseDir: string): Map<string, string> {
  const doc = readXml(zip, relsPath);
  const map = new Map<string, string>();
  if (!doc) return map;
  for (const rel of descendantsNamed(doc, 'Relationship')) {
    const id = attr(rel, 'Id');
    const target = attr(rel, 'Target');
    if (!id || !target || attr(rel, 'TargetMode') === 'External') continue;
    map.set(id, resolvePartPath(baseDir, target));
  }
  return map;
}

/** Resolves a relationship target against the folder of its part; never leaves the archive root. */
export function resolvePartPath(baseDir: string, target: string): string {
  const parts = target.startsWith('/') ? [] : baseDir.split('/').filter(Boolean);
  for (const piece of target.split('/')) {
    if (!piece || piece === '.') continue;
    if (piece === '..') parts.pop();
    else parts.push(piece);
  }
  return parts.join('/');
}
