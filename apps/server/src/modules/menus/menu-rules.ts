import {
  DESIGN_TYPES,
  DIRECTORY_TYPES,
  HTTP_URL_RULE,
  VIEW_PATH_RULE,
  menuPropertySchema,
  type MenuBody,
} from '@tessera/shared';
import { badRequest } from '../../lib/errors';

/** The address, link target and properties a menu is stored with, by its type. */
export interface MenuTarget {
  url_address: string | null;
  link_target: string | null;
  property_json: string | null;
}

/** Whether an address is an http(s) URL (no `javascript:`, `data:` or other schemes). */
export function isHttpUrl(address: string): boolean {
  if (!HTTP_URL_RULE.pattern.test(address)) return false;
  try {
    const { protocol } = new URL(address.replace(/\$\{\w+\}/g, 'x'));
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

function parseProperty(text: string | null | undefined): Record<string, unknown> {
  if (!text?.trim()) return {};
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw badRequest('menuPropertyInvalid');
  }
  const parsed = menuPropertySchema.safeParse(raw);
  if (!parsed.success || !raw || typeof raw !== 'object' || Array.isArray(raw))
    throw badRequest('menuPropertyInvalid');
  return parsed.data;
}

/**
 * Checks the type-specific fields of a menu body: a page needs a relative views path, a link an
 * http(s) address, a design menu its design id; addresses of the routed types derive from the code.
 */
export function menuTarget(body: MenuBody): MenuTarget {
  const property = parseProperty(body.propertyJson);
  const url = body.urlAddress?.trim() || null;
  const json = Object.keys(property).length ? JSON.stringify(property) : null;
  const target = (url_address: string | null, link_target: string | null = null): MenuTarget => ({
    url_address,
    link_target,
    property_json: json,
  });
  if (DESIGN_TYPES.includes(body.type) && !property.moduleId) throw badRequest('menuDesignMissing');
  if (DIRECTORY_TYPES.includes(body.type)) return target(null);
  switch (body.type) {
    case 2:
      if (!url || !VIEW_PATH_RULE.pattern.test(url)) throw badRequest('menuViewPathInvalid');
      return target(url);
    case 3:
      return target(`model/${body.enCode}`);
    case 4:
      return target(`dictionary/${body.enCode}`);
    case 5:
      return target(`dataReport/${body.enCode}`);
    case 6:
      if (url && !isHttpUrl(url)) throw badRequest('menuLinkInvalid');
      return target(url, body.linkTarget ?? '_blank');
    case 7:
      if (!url || !isHttpUrl(url)) throw badRequest('menuLinkInvalid');
      return target(url, body.linkTarget ?? '_blank');
    default:
      return target(`portal/${body.enCode}`);
  }
}
