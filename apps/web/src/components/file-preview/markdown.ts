import DOMPurify from 'dompurify';
import { marked } from 'marked';

/** Addresses a rendered document may point at: its own site, anchors, mail, and inline images. */
const SAFE_LINK = /^(?:https?:|mailto:|#|\/(?!\/)|\.{0,2}\/)/i;
const SAFE_IMAGE = /^(?:data:image\/(?:png|jpe?g|gif|webp|bmp);|\/(?!\/))/i;

let purifier: ReturnType<typeof DOMPurify> | undefined;

/** A private sanitizer, so its hooks never touch other users of DOMPurify. */
function getPurifier() {
  if (purifier) return purifier;
  const instance = DOMPurify(window);
  instance.addHook('afterSanitizeAttributes', (node) => {
    // an image from another site would be a request to an outside service, and a tracker
    if (node.tagName === 'IMG' && !SAFE_IMAGE.test(node.getAttribute('src') ?? '')) {
      node.removeAttribute('src');
    }
    if (node.tagName === 'A') {
      const href = node.getAttribute('href') ?? '';
      if (!SAFE_LINK.test(href)) node.removeAttribute('href');
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
  purifier = instance;
  return instance;
}

/** Markdown to HTML that is safe to insert: rendered by marked, then sanitized by DOMPurify. */
export function renderMarkdown(text: string): string {
  const html = marked.parse(text, { async: false, gfm: true, breaks: false });
  return getPurifier().sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe'],
    FORBID_ATTR: ['style'],
  });
}
