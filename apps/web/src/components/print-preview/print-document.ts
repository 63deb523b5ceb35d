import { paperSize, type PrintPageParam } from '@tessera/shared';

const escapeText = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const BODY_CSS =
  'body{font-family:"SimSun","Songti SC",serif;font-size:12pt;color:#000}' +
  'table{border-collapse:collapse}td,th{vertical-align:top}img{max-width:100%}';

const margins = (p: PrintPageParam) =>
  `${p.marginTop}mm ${p.marginRight}mm ${p.marginBottom}mm ${p.marginLeft}mm`;

/** A standalone page for the browser's print: the page size, margins and orientation of the template. */
export function buildPrintDocument(html: string, page: PrintPageParam, title: string): string {
  const { width, height } = paperSize(page);
  return (
    `<!doctype html><html><head><meta charset="utf-8"><title>${escapeText(title)}</title>` +
    `<style>@page{size:${width}mm ${height}mm;margin:${margins(page)}}html,body{margin:0}${BODY_CSS}</style>` +
    `</head><body>${html}</body></html>`
  );
}

/** A Word-compatible document (HTML with the Office namespaces and page setup). */
export function buildWordDocument(html: string, page: PrintPageParam, title: string): string {
  const { width, height } = paperSize(page);
  return (
    '<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" ' +
    'xmlns="http://www.w3.org/TR/REC-html40"><head><meta charset="utf-8">' +
    `<title>${escapeText(title)}</title>` +
    '<!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View><w:Zoom>100</w:Zoom></w:WordDocument></xml><![endif]-->' +
    `<style>@page Section1{size:${width}mm ${height}mm;mso-page-orientation:${page.direction};margin:${margins(page)}}` +
    `div.Section1{page:Section1}${BODY_CSS}</style></head>` +
    `<body><div class="Section1">${html}</div></body></html>`
  );
}

/** The download name: the record's full name (or the fallback) plus `.doc`, without path characters. */
export function wordFileName(fullName: string | undefined, fallback: string): string {
  const printable = [...(fullName ?? '')].filter((c) => c.charCodeAt(0) >= 32).join('');
  const base = printable.replace(/[\\/:*?"<>|]/g, '').trim() || fallback;
  return `${base}.doc`;
}

/** Saves a Word document through a temporary link. */
export function downloadWord(content: string, fileName: string): void {
  const blob = new Blob(['\ufeff', content], { type: 'application/msword' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/**
 * Prints a document in a hidden frame that may not run scripts (sandbox without allow-scripts; the
 * page is driven from here), then removes the frame.
 */
export function printInFrame(documentHtml: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('sandbox', 'allow-same-origin allow-modals');
  frame.setAttribute('aria-hidden', 'true');
  frame.tabIndex = -1;
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  frame.srcdoc = documentHtml;
  frame.addEventListener('load', () => {
    frame.contentWindow?.focus();
    frame.contentWindow?.print();
    setTimeout(() => frame.remove(), 60_000);
  });
  document.body.append(frame);
}
