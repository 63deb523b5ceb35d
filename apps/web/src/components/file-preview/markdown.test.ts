// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from './markdown';

describe('renderMarkdown', () => {
  it('renders headings, emphasis, lists and tables', () => {
    const html = renderMarkdown(
      '# Title\n\n**bold** and *it*\n\n- one\n- two\n\n| a | b |\n|---|---|\n| 1 | 2 |\n',
    );
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toContain('<li>one</li>');
    expect(html).toContain('<td>2</td>');
  });

  it('strips scripts, event handlers, javascript links and styles', () => {
    const html = renderMarkdown(
      '<script>alert(1)</script>\n\n<img src="data:image/png;base64,AA" onerror="alert(2)">\n\n[x](javascript:alert(3))\n\n<a href="JaVaScRiPt:alert(4)">y</a><iframe src="/x"></iframe><div style="position:fixed">z</div>',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:|<iframe|style=/i);
    expect(html).toContain('z');
  });

  it('drops images from other sites and opens links in a new tab without a referrer', () => {
    const html = renderMarkdown('![t](https://tracker.example/p.gif) [site](https://example.com)');
    expect(html).not.toContain('tracker.example');
    expect(html).toContain('rel="noopener noreferrer"');
    expect(html).toContain('href="https://example.com"');
  });
});
