import type { MenuNode, MenuSelectorNode } from '@tessera/shared';
import { describe, expect, it } from 'vitest';
import { bodyOf, fieldsOf, formValuesOf, parentOptions, toRows, urlRules } from './menu-rules';

const t = (key: string) => key;
const node = (over: Partial<MenuNode> = {}): MenuNode => ({
  id: 'a',
  parentId: '-1',
  systemId: 's',
  type: 2,
  fullName: '页面',
  enCode: 'page',
  icon: '',
  urlAddress: 'a/b',
  linkTarget: '',
  category: 'Web',
  propertyJson: '{"moduleId":"9","isTree":1}',
  sortCode: 3,
  enabledMark: 1,
  description: null,
  creatorTime: 0,
  translations: { en: 'Page' },
  hasChildren: false,
  children: [],
  ...over,
});

describe('menu form rules', () => {
  it('shows the address for pages and links only, the design for design types', () => {
    expect(fieldsOf(1)).toEqual({ url: undefined, target: false, design: false });
    expect(fieldsOf(2).url).toBe('path');
    expect(fieldsOf(7)).toEqual({ url: 'link', target: true, design: false });
    expect(fieldsOf(3).design).toBe(true);
  });

  it('checks a page path and refuses a javascript: link', () => {
    const path = urlRules(t, 2)[1] as { pattern: RegExp };
    expect(path.pattern.test('system/menu')).toBe(true);
    expect(path.pattern.test('/system/menu')).toBe(false);
    expect(path.pattern.test('../x')).toBe(false);
    const link = urlRules(t, 7)[1] as { pattern: RegExp };
    expect(link.pattern.test('https://example.com')).toBe(true);
    expect(link.pattern.test('javascript:alert(1)')).toBe(false);
  });

  it('round-trips a stored menu and drops fields its type does not use', () => {
    const values = formValuesOf(node());
    expect(values.moduleId).toBe('9');
    const ctx = { systemId: 's', category: 'Web' as const, propertyJson: node().propertyJson };
    expect(bodyOf(values, ctx)).toMatchObject({
      urlAddress: 'a/b',
      linkTarget: null,
      propertyJson: '{"isTree":1}',
      translations: { zhtw: null, en: 'Page' },
    });
    const online = bodyOf({ ...values, type: 3 }, ctx);
    expect(online).toMatchObject({ urlAddress: null, propertyJson: '{"isTree":1,"moduleId":"9"}' });
  });

  it('offers the top level above the directories and leaves no empty children', () => {
    const dirs: MenuSelectorNode[] = [
      {
        id: 'd',
        parentId: '-1',
        fullName: '目录',
        enCode: 'd',
        type: 1,
        icon: '',
        hasChildren: false,
        children: [],
      },
    ];
    expect(parentOptions(dirs, '顶级')).toEqual([
      { value: '-1', title: '顶级', children: [{ value: 'd', title: '目录' }] },
    ]);
    expect(toRows([node({ children: [] })])[0]).not.toHaveProperty('children');
  });
});
