import { ResultCode, type AuthorityItemType, type AuthoritySaveBody } from '@tessera/shared';
import { AppError, badRequest } from '../../lib/errors';
import type { Catalog } from '../auth/access.service';
import { RESOURCE_KINDS, emptySets, type ItemSets } from './authority-catalog';

/** A named catalogue item and the menu or system it hangs under. */
interface Entry {
  name: string;
  parent: string;
}

function index(catalog: Catalog): Record<AuthorityItemType, Map<string, Entry>> {
  const out = {
    system: new Map(catalog.systems.map((s) => [s.id, { name: s.full_name, parent: '' }])),
    module: new Map(catalog.modules.map((m) => [m.id, { name: m.full_name, parent: m.system_id }])),
  } as Record<AuthorityItemType, Map<string, Entry>>;
  for (const [type, key] of RESOURCE_KINDS) {
    out[type] = new Map();
    for (const r of [...catalog[key].values()].flat())
      out[type].set(r.id, { name: r.full_name, parent: r.module_id });
  }
  return out;
}

const BODY_FIELDS: Record<AuthorityItemType, keyof AuthoritySaveBody> = {
  system: 'systemIds',
  module: 'module',
  button: 'button',
  column: 'column',
  form: 'form',
  resource: 'resource',
};

/**
 * The body as item sets, refused (400) when an id is not in the catalogue, a menu comes without
 * its system or a button, column, form or scheme without its menu.
 */
export function validGrants(catalog: Catalog, body: AuthoritySaveBody): ItemSets {
  const known = index(catalog);
  const sets = emptySets();
  for (const [type, field] of Object.entries(BODY_FIELDS) as [AuthorityItemType, keyof AuthoritySaveBody][]) {
    for (const id of body[field] as string[]) {
      if (!known[type].has(id)) throw badRequest('authorityUnknownItem', { type, id });
      sets[type].add(id);
    }
  }
  for (const id of sets.module) {
    const menu = known.module.get(id)!;
    if (!sets.system.has(menu.parent)) throw badRequest('authorityMenuWithoutSystem', { name: menu.name });
  }
  for (const [type] of RESOURCE_KINDS) {
    for (const id of sets[type]) {
      const item = known[type].get(id)!;
      if (!sets.module.has(item.parent))
        throw badRequest('authorityItemWithoutMenu', {
          name: item.name,
          menu: known.module.get(item.parent)?.name ?? item.parent,
        });
    }
  }
  return sets;
}

/**
 * What a non-administrator's save stores: they may add only items they hold (403 otherwise), and
 * items they do not hold stay as they were (they can neither add nor take those away).
 */
export function mergeForHolder(catalog: Catalog, wanted: ItemSets, old: ItemSets, held: ItemSets): ItemSets {
  const known = index(catalog);
  const out = emptySets();
  for (const type of Object.keys(out) as AuthorityItemType[]) {
    for (const id of wanted[type]) {
      if (!old[type].has(id) && !held[type].has(id))
        throw new AppError(ResultCode.Forbidden, 'authorityNotHeld', {
          name: known[type].get(id)?.name ?? id,
        });
      out[type].add(id);
    }
    for (const id of old[type]) if (!held[type].has(id)) out[type].add(id);
  }
  return out;
}
