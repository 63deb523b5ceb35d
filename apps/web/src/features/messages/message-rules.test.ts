// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  flowMessagePath,
  nextPage,
  parseMessageFiles,
  sanitizeNoticeHtml,
  toOrganizeTree,
} from './message-rules';

describe('sanitizeNoticeHtml', () => {
  it('drops event handlers, scripts and unsafe links', () => {
    const html = sanitizeNoticeHtml(
      '<p>hi<img src=x onerror="alert(1)"></p><svg><script>alert(2)</script></svg><a href="javascript:alert(3)">x</a>',
    );
    expect(html).not.toMatch(/onerror|script|javascript:|svg/i);
    expect(html).toContain('<p>hi');
  });

  it('survives the noscript mXSS payload', () => {
    const html = sanitizeNoticeHtml(
      '<noscript><p title="</noscript><img src=x onerror=alert(1)>"></noscript>',
    );
    expect(html).not.toMatch(/onerror/i);
  });

  it('keeps formatting and opens links in a new tab with rel', () => {
    const html = sanitizeNoticeHtml('<h2 style="color:red">T</h2><a href="https://example.com">e</a>');
    expect(html).toContain('<h2>T</h2>');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
    expect(html).toContain('target="_blank"');
  });
});

describe('parseMessageFiles', () => {
  it('keeps valid attachments on this site only', () => {
    const text = JSON.stringify([
      { fileId: 'a.png', name: 'a.png', url: '/api/file/Image/annex/a.png' },
      { fileId: 'b', name: 'b', url: 'javascript:alert(1)' },
      { fileId: 'c', name: 'c', url: '//evil.example/c' },
      { nope: true },
    ]);
    expect(parseMessageFiles(text).map((f) => f.fileId)).toEqual(['a.png']);
  });

  it('gives nothing for empty or broken text', () => {
    expect(parseMessageFiles('')).toEqual([]);
    expect(parseMessageFiles('{')).toEqual([]);
    expect(parseMessageFiles('{"a":1}')).toEqual([]);
  });
});

describe('flowMessagePath', () => {
  it('encodes the body as the config query', () => {
    expect(flowMessagePath('ab+c/=')).toBe('/workFlowDetail?config=ab%2Bc%2F%3D');
  });
  it('gives nothing without a body', () => {
    expect(flowMessagePath('')).toBeUndefined();
    expect(flowMessagePath(undefined)).toBeUndefined();
  });
});

describe('nextPage', () => {
  it('stops after the last page', () => {
    expect(nextPage({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 21 } })).toBe(2);
    expect(nextPage({ list: [], pagination: { currentPage: 2, pageSize: 20, total: 40 } })).toBeUndefined();
  });
});

describe('toOrganizeTree', () => {
  it('nests children under their parents', () => {
    const tree = toOrganizeTree([
      { id: '1', parentId: '-1', fullName: 'Root' },
      { id: '2', parentId: '1', fullName: 'Child' },
    ]);
    expect(tree).toHaveLength(1);
    expect(tree[0]?.children[0]?.title).toBe('Child');
  });
});
