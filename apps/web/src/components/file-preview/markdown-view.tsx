import { useMemo } from 'react';
import { renderMarkdown } from './markdown';
import { decodeText } from './text-decode';

/** A Markdown file, rendered and then sanitized (no script, no outside images). */
export default function MarkdownView({ bytes }: { bytes: Uint8Array }) {
  const html = useMemo(() => renderMarkdown(decodeText(bytes)), [bytes]);
  // sanitized by DOMPurify in renderMarkdown: the one place the preview inserts HTML
  return <article className="file-preview-markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}
