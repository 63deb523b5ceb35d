// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { parseDocx, type DocParagraph, type DocTable } from './docx';
import { PreviewError } from './preview-error';
import { docxOf, relsOf, stylesOf, zipOf } from './test-fixtures';

const run = (text: string, props = '') =>
  `<w:r>${props ? `<w:rPr>${props}</w:rPr>` : ''}<w:t xml:space="preserve">${text}</w:t></w:r>`;
const para = (inner: string, pPr = '') => `<w:p>${pPr ? `<w:pPr>${pPr}</w:pPr>` : ''}${inner}</w:p>`;
const failure = (bytes: Uint8Array) => {
  try {
    parseDocx(bytes);
  } catch (error) {
    return error instanceof PreviewError ? error.code : String(error);
  }
  return 'none';
};

describe('parseDocx', () => {
  it('reads paragraphs with bold, italic, underline and line breaks', () => {
    const blocks = parseDocx(
      docxOf(
        para(run('plain ') + run('bold', '<w:b/>') + run('not bold', '<w:b w:val="0"/>')) +
          para(
            run('it', '<w:i/><w:u w:val="single"/>') + '<w:r><w:br/><w:t>next line</w:t></w:r>',
            '<w:jc w:val="center"/>',
          ),
      ),
    ) as DocParagraph[];
    expect(blocks).toHaveLength(2);
    expect(blocks[0]?.inlines).toEqual([
      { kind: 'text', text: 'plain ', bold: false, italic: false, underline: false, strike: false },
      { kind: 'text', text: 'bold', bold: true, italic: false, underline: false, strike: false },
      { kind: 'text', text: 'not bold', bold: false, italic: false, underline: false, strike: false },
    ]);
    expect(blocks[1]?.align).toBe('center');
    expect(blocks[1]?.inlines.map((i) => i.kind)).toEqual(['text', 'break', 'text']);
    expect(blocks[1]?.inlines[0]).toMatchObject({ italic: true, underline: true });
  });

  it('finds headings by the style name in styles.xml, by a built-in id, and by outline level', () => {
    const blocks = parseDocx(
      docxOf(
        para(run('标题一'), '<w:pStyle w:val="1"/>') +
          para(run('Two'), '<w:pStyle w:val="Heading2"/>') +
          para(run('Three'), '<w:outlineLvl w:val="2"/>') +
          para(run('Body'), '<w:pStyle w:val="a3"/>'),
        { 'word/styles.xml': stylesOf({ '1': 'heading 1', a3: 'Normal' }) },
      ),
    ) as DocParagraph[];
    expect(blocks.map((b) => b.heading)).toEqual([1, 2, 3, undefined]);
  });

  it('marks list items with their level', () => {
    const blocks = parseDocx(
      docxOf(
        para(run('one'), '<w:numPr><w:ilvl w:val="0"/><w:numId w:val="1"/></w:numPr>') +
          para(run('nested'), '<w:numPr><w:ilvl w:val="1"/><w:numId w:val="1"/></w:numPr>') +
          para(run('plain')),
      ),
    ) as DocParagraph[];
    expect(blocks.map((b) => b.listLevel)).toEqual([0, 1, undefined]);
  });

  it('reads tables with spans, cells holding paragraphs, and text in links', () => {
    const cell = (inner: string, span = 1) =>
      `<w:tc>${span > 1 ? `<w:tcPr><w:gridSpan w:val="${span}"/></w:tcPr>` : ''}${para(inner)}</w:tc>`;
    const [table, after] = parseDocx(
      docxOf(
        `<w:tbl><w:tr>${cell(run('A1'))}${cell(run('B1'))}</w:tr><w:tr>${cell(run('wide'), 2)}</w:tr></w:tbl>` +
          para(`<w:hyperlink r:id="x">${run('link text')}</w:hyperlink>`),
      ),
    ) as [DocTable, DocParagraph];
    expect(table.kind).toBe('table');
    expect(table.rows).toHaveLength(2);
    expect(table.rows[1]?.[0]?.colSpan).toBe(2);
    expect((table.rows[0]?.[1]?.blocks[0] as DocParagraph).inlines[0]).toMatchObject({ text: 'B1' });
    expect(after.inlines[0]).toMatchObject({ text: 'link text' });
  });

  it('reads a picture through the document relationships', () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const drawing =
      '<w:r><w:drawing><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:blip r:embed="rId5"/></a:graphic></w:drawing></w:r>';
    const [p] = parseDocx(
      docxOf(para(drawing), {
        'word/_rels/document.xml.rels': relsOf({ rId5: 'media/image1.png' }),
        'word/media/image1.png': png,
      }),
    ) as DocParagraph[];
    expect(p?.inlines[0]).toMatchObject({ kind: 'image', mime: 'image/png' });
  });

  it('never follows an external picture link, and keeps relative targets inside the package', () => {
    const drawing = (id: string) =>
      `<w:r><w:drawing><a:graphic xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main"><a:blip r:embed="${id}"/></a:graphic></w:drawing></w:r>`;
    const rels =
      '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rOut" Type="x" Target="https://tracker.example/p.png" TargetMode="External"/>' +
      '<Relationship Id="rUp" Type="x" Target="../../../media/a.png"/></Relationships>';
    const [p] = parseDocx(
      docxOf(para(drawing('rOut') + drawing('rUp')), {
        'word/_rels/document.xml.rels': rels,
        'media/a.png': new Uint8Array([1, 2, 3]),
      }),
    ) as DocParagraph[];
    expect(p?.inlines).toHaveLength(1);
    expect(p?.inlines[0]).toMatchObject({ kind: 'image', bytes: new Uint8Array([1, 2, 3]) });
  });

  it('refuses an XXE entity in document.xml and never expands it', () => {
    expect(failure(docxOf(para(run('fine'))))).toBe('none');
    const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
    const hostile = {
      'word/document.xml': `<?xml version="1.0"?><!DOCTYPE w:document [<!ENTITY xxe SYSTEM "file:///etc/passwd"><!ENTITY lol "LOL">]><w:document xmlns:w="${W}"><w:body><w:p><w:r><w:t>&xxe;&lol;</w:t></w:r></w:p></w:body></w:document>`,
    };
    expect(failure(docxOfRaw(hostile))).toBe('unsafeXml');
    // a DOCTYPE hidden behind a lower-case spelling or whitespace is refused the same way
    const sneaky = hostile['word/document.xml'].replace('<!DOCTYPE', '<!doctype');
    expect(failure(docxOfRaw({ 'word/document.xml': sneaky }))).toBe('unsafeXml');
  });

  it('reads a package without document.xml, or with broken XML, as damaged', () => {
    expect(failure(docxOfRaw({ 'word/other.xml': '<a/>' }))).toBe('damaged');
    expect(failure(docxOfRaw({ 'word/document.xml': '<w:document><unclosed>' }))).toBe('damaged');
  });
});

function docxOfRaw(parts: Record<string, string>): Uint8Array {
  return zipOf(parts);
}

describe('parseDocx on a zip bomb', () => {
  it('stops a .docx zip bomb (60 MB of zeros) with a clear error', () => {
    const bomb = docxOf('', { 'word/styles.xml': new Uint8Array(60 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(200_000);
    expect(failure(bomb)).toBe('zipEntryTooLarge');
  });
});
