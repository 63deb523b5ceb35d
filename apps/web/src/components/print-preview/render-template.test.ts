// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { PrintData } from '@tessera/shared';
import { renderPrintTemplate, type RenderInput } from './render-template';
import { buildWordDocument, wordFileName } from './print-document';

const input = (template: string, data: PrintData = {}, over: Partial<RenderInput> = {}): RenderInput => ({
  template,
  data,
  records: [],
  extras: { systemPrinter: '管理员/admin' },
  statusName: (code) => ['退回', '通过', '发起'][code] ?? String(code),
  formatTime: (ms) => new Date(ms).toISOString().slice(0, 10),
  ...over,
});

describe('print template renderer', () => {
  it('fills main fields and repeats a marked row per sub-table row', () => {
    const html = renderPrintTemplate(
      input(
        '<p>{realName} ({account}) {missing}</p><table><tbody>' +
          '<tr data-print-repeat="positions"><td>{positions.fullName}</td><td>{realName}</td></tr></tbody></table>',
        { realName: '张三', account: 'zhangsan', positions: [{ fullName: '工程师' }, { fullName: '组长' }] },
      ),
    );
    expect(html).toBe(
      '<p>张三 (zhangsan) </p><table><tbody><tr><td>工程师</td><td>张三</td></tr>' +
        '<tr><td>组长</td><td>张三</td></tr></tbody></table>',
    );
  });

  it('drops a repeated section without rows and fills the system printer', () => {
    const html = renderPrintTemplate(
      input('<ul><li data-print-repeat="items">{items.name}</li></ul><p>{systemPrinter}</p>', { items: [] }),
    );
    expect(html).toBe('<ul></ul><p>管理员/admin</p>');
  });

  it('escapes hostile values and never evaluates template syntax', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    const html = renderPrintTemplate(
      input("<p>{name}</p><p>{{constructor.constructor('alert(1)')()}}</p><p>{__proto__}</p>", {
        name: hostile,
      }),
    );
    expect(html).toContain('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(html).toContain("<p>{{constructor.constructor('alert(1)')()}}</p>");
    expect(html).not.toContain('<img');
    expect(html).toContain('<p></p>');
  });

  it('sanitizes the template: no scripts, handlers, links, frames or external images', () => {
    const html = renderPrintTemplate(
      input(
        '<p onclick="x()">a</p><script>alert(1)</script><iframe srcdoc="<b>x</b>"></iframe>' +
          '<img src="http://169.254.169.254/x"><img src="data:image/png;base64,iVBORw0KGgo=">' +
          '<a href="javascript:alert(1)">link</a><link rel="stylesheet" href="https://evil.example/a.css">' +
          '<p style="background:url(https://evil.example/x)">b</p>',
      ),
    );
    expect(html).not.toMatch(/onclick|<script|<iframe|169\.254|href|url\(|<link/);
    expect(html).toContain('<img src="data:image/png;base64,iVBORw0KGgo=">');
    expect(html).toContain('link');
  });

  it('lists approval records with the names of their handle status', () => {
    const html = renderPrintTemplate(
      input(
        '<table><tbody><tr data-print-repeat="operatorRecord"><td>{operatorRecord.nodeName}</td>' +
          '<td>{operatorRecord.userName}</td><td>{operatorRecord.handleStatus}</td><td>{operatorRecord.handleTime}</td></tr></tbody></table>',
        {},
        {
          records: [
            { nodeName: '开始', userName: '张三', handleTime: 0, handleStatus: 2, handleOpinion: null },
            {
              nodeName: '审批',
              userName: '<b>李四</b>',
              handleTime: 0,
              handleStatus: 1,
              handleOpinion: 'ok',
            },
          ],
        },
      ),
    );
    expect(html).toBe(
      '<table><tbody><tr><td>开始</td><td>张三</td><td>发起</td><td>1970-01-01</td></tr>' +
        '<tr><td>审批</td><td>&lt;b&gt;李四&lt;/b&gt;</td><td>通过</td><td>1970-01-01</td></tr></tbody></table>',
    );
  });
});

describe('word document', () => {
  it('carries the Office namespaces, the page setup and an escaped title', () => {
    const doc = buildWordDocument(
      '<p>x</p>',
      {
        size: 'A4',
        direction: 'landscape',
        width: 0,
        height: 0,
        marginTop: 1,
        marginRight: 2,
        marginBottom: 3,
        marginLeft: 4,
      },
      '<t>',
    );
    expect(doc).toContain('xmlns:w="urn:schemas-microsoft-com:office:word"');
    expect(doc).toContain('size:297mm 210mm;mso-page-orientation:landscape;margin:1mm 2mm 3mm 4mm');
    expect(doc).toContain('<title>&lt;t&gt;</title>');
  });

  it('names the file after the record, or the fallback', () => {
    expect(wordFileName('用户信息卡', '下载文档')).toBe('用户信息卡.doc');
    expect(wordFileName('a/b:c', 'x')).toBe('abc.doc');
    expect(wordFileName('', '下载文档')).toBe('下载文档.doc');
  });
});
