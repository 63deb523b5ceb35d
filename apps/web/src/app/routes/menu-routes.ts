import {
  isExternalAddress,
  MenuType,
  type MenuItem,
  type MenuProperty,
  type MenuTypeValue,
} from '@tessera/shared';

/** Values substituted into menu addresses. */
export interface UrlContext {
  /** The stored token, exactly as answered (`Bearer …`). */
  token: string;
  /** Base address of the data-visualization (large screen) host. */
  dataVUrl: string;
}

/** Route metadata carried by dynamic pages. */
export interface MenuRouteMeta {
  /** The menu id; selects the permission entry and is sent as `menuId`. */
  modelId: string;
  /** The form, report or portal design id (propertyJson.moduleId). */
  relationId?: string;
  /** Whether the list or portal shows a tree. */
  isTree?: boolean;
}

/** A route generated from a menu. */
export interface MenuRoute {
  path: string;
  /** Route name: enCode with dots turned into dashes. */
  name: string;
  enCode: string;
  /** The server's title (fallback when no translation key exists). */
  title: string;
  type: MenuTypeValue;
  /** `page` renders the page registered for the path; `frame` shows `frameSrc` in an iframe. */
  kind: 'page' | 'frame';
  frameSrc?: string;
  meta: MenuRouteMeta;
}

/** What picking a menu entry does. */
export type MenuTarget = { kind: 'route'; path: string } | { kind: 'window'; url: string } | { kind: 'none' };

/** A node of the navigation tree. */
export interface MenuNode {
  key: string;
  enCode: string;
  title: string;
  icon: string;
  type: MenuTypeValue;
  target: MenuTarget;
  children?: MenuNode[];
}

/** The result of mapping a menu list. */
export interface MenuRouteTable {
  routes: MenuRoute[];
  nodes: MenuNode[];
  byPath: Map<string, MenuRoute>;
}

/** Replaces the `${dataV}` and `${jnpfToken}` placeholders of a menu address. */
export function substituteUrl(address: string, ctx: UrlContext): string {
  return address
    .replaceAll('${dataV}', ctx.dataVUrl)
    .replaceAll('${jnpfToken}', encodeURIComponent(ctx.token));
}

/** Turns `permission/user?x=1` or `/permission/user` into `/permission/user` (query kept unless stripped). */
export function toPath(address: string, stripQuery = false): string {
  const clean = (stripQuery ? (address.split('?')[0] ?? '') : address).trim().replace(/^\/+/, '');
  return `/${clean}`;
}

function parseProperty(json: string): MenuProperty {
  if (!json) return {};
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as MenuProperty) : {};
  } catch {
    return {};
  }
}

function withToken(url: string, ctx: UrlContext): string {
  if (/[?&]token=/.test(url)) return url;
  return `${url}${url.includes('?') ? '&' : '?'}token=${encodeURIComponent(ctx.token)}`;
}

function largeScreenUrl(menu: MenuItem, property: MenuProperty, ctx: UrlContext): string {
  const address = menu.urlAddress || `\${dataV}view/${property.moduleId ?? ''}`;
  return withToken(substituteUrl(address, ctx), ctx);
}

/** Maps one menu to its route (if any) and its navigation target (spec 01 section 2.3). */
export function mapMenu(menu: MenuItem, ctx: UrlContext): { route?: MenuRoute; target: MenuTarget } {
  const property = parseProperty(menu.propertyJson);
  const base = {
    name: menu.enCode.replaceAll('.', '-'),
    enCode: menu.enCode,
    title: menu.fullName,
    type: menu.type,
    meta: { modelId: menu.id } as MenuRouteMeta,
  };
  const page = (path: string, meta: MenuRouteMeta = base.meta): { route: MenuRoute; target: MenuTarget } => ({
    route: { ...base, path, kind: 'page', meta },
    target: { kind: 'route', path },
  });
  switch (menu.type) {
    case MenuType.Directory:
      return { target: { kind: 'none' } };
    case MenuType.Category:
      return page(toPath(menu.enCode));
    case MenuType.LargeScreen:
      return { target: { kind: 'window', url: largeScreenUrl(menu, property, ctx) } };
    case MenuType.ExternalLink: {
      const url = substituteUrl(menu.urlAddress, ctx);
      if (menu.linkTarget !== '_self') return { target: { kind: 'window', url } };
      const path = toPath(menu.enCode);
      return {
        route: { ...base, path, kind: 'frame', frameSrc: url },
        target: { kind: 'route', path },
      };
    }
    default:
      break;
  }
  if (isExternalAddress(menu.urlAddress)) {
    return { target: { kind: 'window', url: substituteUrl(menu.urlAddress, ctx) } };
  }
  if (menu.type === MenuType.Page) return page(toPath(menu.urlAddress, true));
  // 3 form model, 4 dictionary, 5 report, 8 portal: the design id travels in meta
  return page(toPath(menu.urlAddress), {
    modelId: menu.id,
    relationId: property.moduleId,
    isTree: Boolean(property.isTree),
  });
}

/** Maps a whole menu tree to routes and a navigation tree; the first route for a path wins. */
export function buildMenuRoutes(menus: readonly MenuItem[], ctx: UrlContext): MenuRouteTable {
  const routes: MenuRoute[] = [];
  const byPath = new Map<string, MenuRoute>();
  const walk = (items: readonly MenuItem[]): MenuNode[] =>
    items.map((menu) => {
      const { route, target } = mapMenu(menu, ctx);
      if (route && !byPath.has(route.path)) {
        routes.push(route);
        byPath.set(route.path, route);
      }
      const children = menu.children?.length ? walk(menu.children) : undefined;
      return {
        key: menu.id,
        enCode: menu.enCode,
        title: menu.fullName,
        icon: menu.icon,
        type: menu.type,
        target,
        ...(children ? { children } : {}),
      };
    });
  return { routes, nodes: walk(menus), byPath };
}
