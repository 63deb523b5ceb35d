import { strToU8, zipSync, type Zippable } from 'fflate';

// Builders of Office files for the tests: real zip archives made with fflate.

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
const R = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const S = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const PR = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** A zip of text parts (and raw byte parts). */
export function zipOf(parts: Record<string, string | Uint8Array>, level: 0 | 6 | 9 = 6): Uint8Array {
  const files: Zippable = {};
  for (const [name, content] of Object.entries(parts)) {
    files[name] = typeof content === 'string' ? strToU8(content) : content;
  }
  return zipSync(files, { level });
}

/** A .docx whose body is `body` (WordprocessingML); extra parts may be added. */
export function docxOf(body: string, extra: Record<string, string | Uint8Array> = {}): Uint8Array {
  return zipOf({
    '[Content_Types].xml': '<?xml version="1.0"?><Types/>',
    'word/document.xml': `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="${W}" xmlns:r="${R}"><w:body>${body}</w:body></w:document>`,
    ...extra,
  });
}

/** styles.xml naming the given style ids. */
export const stylesOf = (styles: Record<string, string>) =>
  `<?xml version="1.0"?><w:styles xmlns:w="${W}">${Object.entries(styles)
    .map(([id, name]) => `<w:style w:type="paragraph" w:styleId="${id}"><w:name w:val="${name}"/></w:style>`)
    .join('')}</w:styles>`;

/** A relationships part. */
export const relsOf = (rels: Record<string, string>) =>
  `<?xml version="1.0"?><Relationships xmlns="${PR}">${Object.entries(rels)
    .map(([id, target]) => `<Relationship Id="${id}" Type="x" Target="${target}"/>`)
    .join('')}</Relationships>`;

/** A .xlsx with the given sheets (name -> sheetData XML) and shared strings. */
export function xlsxOf(sheets: Array<[name: string, sheetData: string]>, shared: string[] = []): Uint8Array {
  const parts: Record<string, string> = {
    'xl/workbook.xml': `<?xml version="1.0"?><workbook xmlns="${S}" xmlns:r="${R}"><sheets>${sheets
      .map(([name], i) => `<sheet name="${name}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`)
      .join('')}</sheets></workbook>`,
    'xl/_rels/workbook.xml.rels': relsOf(
      Object.fromEntries(sheets.map((_, i) => [`rId${i + 1}`, `worksheets/sheet${i + 1}.xml`])),
    ),
    'xl/sharedStrings.xml': `<?xml version="1.0"?><sst xmlns="${S}">${shared
      .map((text) => `<si><t>${text}</t></si>`)
      .join('')}</sst>`,
  };
  sheets.forEach(([, data], i) => {
    parts[`xl/worksheets/sheet${i + 1}.xml`] =
      `<?xml version="1.0"?><worksheet xmlns="${S}"><sheetData>${data}</sheetData></worksheet>`;
  });
  return zipOf(parts);
}
