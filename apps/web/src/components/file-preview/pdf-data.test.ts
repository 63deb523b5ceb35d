import { describe, expect, it } from 'vitest';
import { pdfDataUrl } from './pdf-data';

describe('pdfDataUrl', () => {
  it("finds pdf.js's CMaps, standard fonts and wasm among the bundled assets", () => {
    expect(pdfDataUrl('cMapUrl', 'UniGB-UCS2-H.bcmap')).toBeTruthy();
    expect(pdfDataUrl('cMapUrl', 'Adobe-GB1-UCS2.bcmap')).toBeTruthy();
    expect(pdfDataUrl('standardFontDataUrl', 'LiberationSans-Regular.ttf')).toBeTruthy();
    expect(pdfDataUrl('wasmUrl', 'openjpeg.wasm')).toBeTruthy();
  });

  it('knows nothing outside those folders', () => {
    expect(pdfDataUrl('cMapUrl', '../package.json')).toBeUndefined();
    expect(pdfDataUrl('other', 'UniGB-UCS2-H.bcmap')).toBeUndefined();
  });
});
