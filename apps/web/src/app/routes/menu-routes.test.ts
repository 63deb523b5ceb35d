import { describe, expect, it } from 'vitest';
import type { MenuItem, MenuTypeValue } from '@tessera/shared';
import { buildMenuRoutes, mapMenu, substituteUrl, toPath } from './menu-routes';

const ctx = { token: 'Bearer a/b', dataVUrl: 'https://datav.example/' };

function menu(type: MenuTypeValue, fields: Partial<MenuItem> = {}): MenuItem {
  return {
    id: `m${type}`,
    parentId: '-1',
    type,
    enCode: `code${type}`,
    fullName: `Menu ${type}`,
    icon: '',
    urlAddress: '',
    linkTarget: '',
    propertyJson: '',
    sortCode: 0,
    hasChildren: false,
    children: [],
    ...fields,
  };
}

describe('menu to route mapping', () => {
  it('gives a directory no route, only children', () => {
    const table = buildMenuRoutes(
      [menu(0, { children: [menu(2, { urlAddress: 'permission/user', enCode: 'permission.user' })] })],
      ctx,
    );
    expect(table.routes.map((r) => r.path)).toEqual(['/permission/user']);
    expect(table.nodes[0]?.target).toEqual({ kind: 'none' });
    expect(table.nodes[0]?.children?.[0]?.target).toEqual({ kind: 'route', path: '/permission/user' });
  });

  it('routes a category at /{enCode}', () => {
    expect(mapMenu(menu(1, { enCode: 'permission' }), ctx).route?.path).toBe('/permission');
  });

  it('routes a page at its address without the query, named after enCode', () => {
    const { route } = mapMenu(menu(2, { urlAddress: '/system/log?tab=1', enCode: 'system.log' }), ctx);
    expect(route).toMatchObject({
      path: '/system/log',
      name: 'system-log',
      kind: 'page',
      meta: { modelId: 'm2' },
    });
  });

  it.each([3, 4, 5, 8] as const)('routes type %i at its address with design metadata', (type) => {
    const { route } = mapMenu(
      menu(type, { urlAddress: `model/demo${type}`, propertyJson: '{"moduleId":"d1","isTree":1}' }),
      ctx,
    );
    expect(route).toMatchObject({
      path: `/model/demo${type}`,
      meta: { modelId: `m${type}`, relationId: 'd1', isTree: true },
    });
  });

  it('tolerates malformed propertyJson', () => {
    expect(mapMenu(menu(3, { urlAddress: 'model/x', propertyJson: '{bad' }), ctx).route?.meta).toEqual({
      modelId: 'm3',
      relationId: undefined,
      isTree: false,
    });
  });

  it('opens a large screen in a window with the token in the query', () => {
    const { route, target } = mapMenu(
      menu(6, { urlAddress: '${dataV}view/42', propertyJson: '{"moduleId":"42"}' }),
      ctx,
    );
    expect(route).toBeUndefined();
    expect(target).toEqual({ kind: 'window', url: 'https://datav.example/view/42?token=Bearer%20a%2Fb' });
  });

  it('builds the large-screen address from moduleId when the menu has none', () => {
    const { target } = mapMenu(menu(6, { propertyJson: '{"moduleId":"7"}' }), ctx);
    expect(target).toEqual({ kind: 'window', url: 'https://datav.example/view/7?token=Bearer%20a%2Fb' });
  });

  it('shows a _self external link in a frame at /{enCode}', () => {
    const { route, target } = mapMenu(
      menu(7, {
        enCode: 'extend.link',
        urlAddress: 'https://x.example/?t=${jnpfToken}',
        linkTarget: '_self',
      }),
      ctx,
    );
    expect(route).toMatchObject({
      path: '/extend.link',
      kind: 'frame',
      frameSrc: 'https://x.example/?t=Bearer%20a%2Fb',
    });
    expect(target).toEqual({ kind: 'route', path: '/extend.link' });
  });

  it('opens a _blank external link by URL', () => {
    const { route, target } = mapMenu(
      menu(7, { urlAddress: 'https://x.example', linkTarget: '_blank' }),
      ctx,
    );
    expect(route).toBeUndefined();
    expect(target).toEqual({ kind: 'window', url: 'https://x.example' });
  });

  it('opens any external address by URL', () => {
    expect(mapMenu(menu(2, { urlAddress: 'mailto:a@b.c' }), ctx).target).toEqual({
      kind: 'window',
      url: 'mailto:a@b.c',
    });
  });

  it('keeps the first route of a duplicated path', () => {
    const table = buildMenuRoutes(
      [menu(2, { id: 'a', urlAddress: 'x' }), menu(2, { id: 'b', urlAddress: 'x' })],
      ctx,
    );
    expect(table.routes).toHaveLength(1);
    expect(table.byPath.get('/x')?.meta.modelId).toBe('a');
  });

  it('normalises paths and substitutes placeholders', () => {
    expect(toPath('//a/b?c', true)).toBe('/a/b');
    expect(substituteUrl('${dataV}x/${jnpfToken}', ctx)).toBe('https://datav.example/x/Bearer%20a%2Fb');
  });
});
