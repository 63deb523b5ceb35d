/**
 * pdf.js's own data files (the Adobe CMaps for CJK text in fonts a PDF does not embed, the standard
 * fonts, the image decoders' wasm), shipped as this site's assets and fetched only when a PDF
 * needs one: nothing comes from an outside service.
 */
const FILES = import.meta.glob<string>(
  [
    '../../../../../node_modules/pdfjs-dist/cmaps/*.bcmap',
    '../../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}',
    '../../../../../node_modules/pdfjs-dist/wasm/*.wasm',
  ],
  { eager: true, query: '?url&no-inline', import: 'default' },
);

const FOLDER_OF_KIND: Record<string, string> = {
  cMapUrl: 'cmaps',
  standardFontDataUrl: 'standard_fonts',
  wasmUrl: 'wasm',
};

/** `cmaps/UniGB-UCS2-H.bcmap` -> its asset URL. */
const urls = new Map(
  Object.entries(FILES).map(([path, url]) => [path.split('/').slice(-2).join('/'), url] as const),
);

/** The asset URL of one data file, if it is bundled. */
export const pdfDataUrl = (kind: string, filename: string) =>
  urls.get(`${FOLDER_OF_KIND[kind] ?? ''}/${filename}`);

/**
 * pdf.js's `BinaryDataFactory` (used with `useWorkerFetch: false`): the worker asks for a data file
 * by kind and name, and gets the bytes of the bundled asset.
 */
export class BundledPdfData {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = pdfDataUrl(kind, filename);
    if (!url) throw new Error(`pdf data file ${filename} is not bundled`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`pdf data file ${filename}: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  }
}
