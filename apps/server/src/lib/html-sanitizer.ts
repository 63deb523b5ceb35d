import sanitize, { type IOptions } from 'sanitize-html';
import { badRequest } from './errors';

/** Image sources we serve ourselves (the file service's public images). */
const OWN_IMAGE = /^\/api\/file\/Image\/[A-Za-z]+\/[0-9a-f]{32}\.(png|jpg|gif|webp)$/;
const HTTP_URL = /^https?:\/\/[^\s"'<>\\]+$/i;

// CSS values: colours, lengths, keywords. Nothing that can fetch (url(), image-set, @import) or run.
const COLOR = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*[\d.\s,%]+\)$/i, /^[a-z]{3,20}$/i];
const LENGTH = [/^-?\d+(\.\d+)?(px|em|rem|%|pt)?$/];
const BORDER = [
  /^(\d+(\.\d+)?(px|pt)?\s+)?(solid|dashed|dotted|double|none)(\s+(#[0-9a-f]{3,8}|[a-z]{3,20}))?$/i,
];

const ALLOWED_STYLES: Record<string, RegExp[]> = {
  color: COLOR,
  'background-color': COLOR,
  'text-align': [/^(left|right|center|justify)$/],
  'text-decoration': [/^(none|underline|line-through|overline)( (underline|line-through|overline))*$/],
  'font-weight': [/^(normal|bold|bolder|lighter|[1-9]00)$/],
  'font-style': [/^(normal|italic|oblique)$/],
  'font-size': LENGTH,
  'line-height': LENGTH,
  'text-indent': LENGTH,
  'vertical-align': [/^(top|middle|bottom|baseline|sub|super)$/],
  width: LENGTH,
  height: LENGTH,
  'margin-left': LENGTH,
  'padding-left': LENGTH,
  border: BORDER,
  'border-collapse': [/^(collapse|separate)$/],
};

const OPTIONS: IOptions = {
  allowedTags: [
    ...['p', 'br', 'hr', 'div', 'span', 'blockquote', 'pre', 'code', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'strike', 'del', 'ins', 'sub', 'sup', 'mark', 'small'],
    ...['ul', 'ol', 'li', 'dl', 'dt', 'dd'],
    ...['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'],
    ...['a', 'img'],
  ],
  allowedAttributes: {
    '*': ['style'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start', 'type'],
    td: ['colspan', 'rowspan', 'align'],
    th: ['colspan', 'rowspan', 'align', 'scope'],
    col: ['span', 'width'],
  },
  allowedStyles: { '*': ALLOWED_STYLES },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [],
  // Dropped with their content, not just their tags.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'title',
    'xmp',
    'noembed',
    'noframes',
  ],
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const out: Record<string, string> = { ...attribs };
      delete out.rel;
      if (out.target !== '_blank' && out.target !== '_self') delete out.target;
      if (out.target === '_blank') out.rel = 'noopener noreferrer';
      return { tagName, attribs: out };
    },
  },
  // Images only from the web (http/https) or from our own file service.
  exclusiveFilter: (frame) => frame.tag === 'img' && !isAllowedImage(frame.attribs.src),
};

function isAllowedImage(src: string | undefined): boolean {
  if (!src) return false;
  return HTTP_URL.test(src) || OWN_IMAGE.test(src);
}

/**
 * The one HTML sanitizer of the server (allow-list): keeps formatting, lists, tables, links
 * (http/https/mailto) and images (http/https or our own); drops scripts, event handlers, frames,
 * style url()s and javascript:/data: URLs. Run it on every rich-text write.
 */
export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}

/** Refuses HTML longer than `max` characters (before sanitizing), then sanitizes it. */
export function sanitizeBoundedHtml(html: string, max: number): string {
  if (html.length > max) throw badRequest('noticeBodyTooLong', { max });
  return sanitizeHtml(html);
}
