import { PRINT_REPEAT_ATTRIBUTE, PRINT_FIELD_PATTERN } from '@tessera/shared';
import sanitize, { type IOptions } from 'sanitize-html';

/**
 * Images a print template may hold: inline raster data only. A template is printed and exported to
 * Word, so it must not fetch anything (no http(s) images, no own-server paths, no SVG).
 */
const DATA_IMAGE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/;

// CSS values: colours, lengths, keywords; nothing that can fetch (url(), @import) or run.
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^-?\d+(\.\d+)?(px|em|rem|%|pt|mm|cm)?$/];
const BOX = [/^(-?\d+(\.\d+)?(px|em|rem|%|pt|mm|cm)?\s*){1,4}$/];
const BORDER = [
  /^(\d+(\.\d+)?(px|pt)?\s+)?(solid|dashed|dotted|double|none)(\s+(#[0-9a-f]{3,8}|[a-z]{3,20}))?$/i,
];

const STYLES: Record<string, RegExp[]> = {
  color: COLOR,
  'background-color': COLOR,
  'text-align': [/^(left|right|center|justify)$/],
  'text-decoration': [/^(none|underline|line-through|overline)$/],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
  'font-style': [/^(normal|italic)$/],
  'font-size': LENGTH,
  'font-family': [/^[\w\s,"'-]{1,100}$/],
  'line-height': LENGTH,
  'text-indent': LENGTH,
  'vertical-align': [/^(top|middle|bottom|baseline)$/],
  width: LENGTH,
  height: LENGTH,
  margin: BOX,
  padding: BOX,
  'margin-top': LENGTH,
  'margin-bottom': LENGTH,
  'margin-left': LENGTH,
  'margin-right': LENGTH,
  'padding-left': LENGTH,
  'padding-right': LENGTH,
  border: BORDER,
  'border-top': BORDER,
  'border-bottom': BORDER,
  'border-left': BORDER,
  'border-right': BORDER,
  'border-collapse': [/^(collapse|separate)$/],
  'page-break-before': [/^(auto|always|avoid)$/],
  'page-break-after': [/^(auto|always|avoid)$/],
};

const OPTIONS: IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'small'],
    ...['ul', 'ol', 'li'],
    ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
    'img',
  ],
  allowedAttributes: {
    '*': ['style', 'align', PRINT_REPEAT_ATTRIBUTE],
    img: ['src', 'alt', 'width', 'height'],
    td: ['colspan', 'rowspan', 'width'],
    th: ['colspan', 'rowspan', 'width'],
    col: ['span', 'width'],
    table: ['width', 'border', 'cellpadding', 'cellspacing'],
  },
  allowedStyles: { '*': STYLES },
  allowedSchemes: ['data'],
  allowedSchemesByTag: { img: ['data'] },
  allowedSchemesAppliedToAttributes: ['src'],
  allowProtocolRelative: false,
  nonTextTags: [
    ...['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
    ...['template', 'svg', 'math', 'title', 'xmp', 'noembed', 'noframes'],
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    // A repeat marker names a sub-table; anything else is dropped, never passed through.
    '*': (tagName, attribs) => {
      const repeat = attribs[PRINT_REPEAT_ATTRIBUTE];
      if (repeat === undefined || PRINT_FIELD_PATTERN.test(repeat)) return { tagName, attribs };
      const { [PRINT_REPEAT_ATTRIBUTE]: _dropped, ...rest } = attribs;
      return { tagName, attribs: rest };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !DATA_IMAGE.test(frame.attribs.src ?? ''),
};

/**
 * Sanitizes a print template (allow-list, its own because print allows inline images only and the
 * repeat marker): no scripts, event handlers, frames, styles that fetch, links or external images.
 * Placeholders are plain text and pass untouched; they are filled escaped at render time.
 */
export function sanitizePrintTemplate(html: string): string {
  return sanitize(html, OPTIONS);
}
