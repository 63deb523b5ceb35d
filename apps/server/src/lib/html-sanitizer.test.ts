import { MAX_NOTICE_BODY } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { sanitizeBoundedHtml, sanitizeHtml } from './html-sanitizer';

/** Nothing executable may survive: no handlers, scripts, frames or dangerous URLs. */
function expectInert(html: string): void {
  expect(html).not.toMatch(/<script|<svg|<iframe|<object|<embed|<style|<noscript|<math/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/javascript:|data:|vbscript:|url\(|expression\(/i);
}

describe('html sanitizer (security.md "In-site messages" corpus)', () => {
  const hostile: [string, string][] = [
    ['<img src=x onerror=alert(1)>', ''],
    ['<img src="https://example.com/a.png" onerror="alert(1)">', '<img src="https://example.com/a.png" />'],
    ['<svg><script>alert(1)</script></svg>ok', 'ok'],
    ['<svg onload=alert(1)><circle r="1"/></svg>', ''],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="JaVa&#x09;script:alert(1)">x</a>', '<a>x</a>'],
    ['<a href=" javascript:alert(1)">x</a>', '<a>x</a>'],
    ['<a href="data:text/html,<script>alert(1)</script>">x</a>', '<a>x</a>'],
    ['<a href="//evil.example">x</a>', '<a>x</a>'],
    ['<img src="data:image/png;base64,AAAA">', ''],
    ['<img src="javascript:alert(1)">', ''],
    ['<img src="/api/file/Image/annex/../../../etc/passwd">', ''],
    [
      '<p style="background-image: url(https://evil.example/x); color: red">c</p>',
      '<p style="color:red">c</p>',
    ],
    ['<p style="color: url(x)">c</p>', '<p>c</p>'],
    ['<p style="background-color: expression(alert(1))">c</p>', '<p>c</p>'],
    ['<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>', ''],
    ['<p title="</p><img src=x onerror=alert(1)>">t</p>', '<p>t</p>'],
    ['<iframe src="https://evil.example"></iframe>after', 'after'],
    ['<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>', ''],
    ['<form action="https://evil.example"><input onfocus=alert(1) autofocus></form>', ''],
    ['<p onclick="x()" class="c">hi</p>', '<p>hi</p>'],
    ['<object data="x.swf"></object><embed src="x.swf">', ''],
    ['<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=x">', ''],
  ];
  it.each(hostile)('neutralises %s', (input, expected) => {
    const out = sanitizeHtml(input);
    expect(out).toBe(expected);
    expectInert(out);
  });

  it('adds rel="noopener noreferrer" to target=_blank and never keeps a given rel', () => {
    expect(sanitizeHtml('<a href="https://example.com" target="_blank">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com" rel="opener">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
    expect(sanitizeHtml('<a href="https://example.com" target="evil">x</a>')).toBe(
      '<a href="https://example.com">x</a>',
    );
  });

  it('keeps formatting, lists, tables, mailto links and our own or web images', () => {
    const ok = [
      '<h2>标题</h2><p><strong>粗</strong><em>斜</em><u>下划线</u><s>删除</s></p>',
      '<ul><li>一</li></ul><ol start="2"><li>二</li></ol>',
      '<table><thead><tr><th colspan="2">表头</th></tr></thead><tbody><tr><td rowspan="1">格</td></tr></tbody></table>',
      '<p style="text-align:center;color:#ff0000;font-size:16px">居中</p>',
      '<a href="mailto:hr@example.com">hr</a><a href="https://example.com/a?b=1&amp;c=2">web</a>',
      '<img src="/api/file/Image/annex/0123456789abcdef0123456789abcdef.png" alt="图" />',
      '<blockquote>引用</blockquote><pre><code>code</code></pre><hr />',
    ];
    for (const html of ok) expect(sanitizeHtml(html)).toBe(html);
  });

  it('refuses a body over MAX_NOTICE_BODY before sanitizing it', () => {
    expect(() => sanitizeBoundedHtml('a'.repeat(MAX_NOTICE_BODY + 1), MAX_NOTICE_BODY)).toThrowError(
      expect.objectContaining({ code: 400, messageKey: 'noticeBodyTooLong' }),
    );
    expect(sanitizeBoundedHtml('<p>x</p>', MAX_NOTICE_BODY)).toBe('<p>x</p>');
  });
});
