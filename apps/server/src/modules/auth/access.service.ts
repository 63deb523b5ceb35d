import type { Language } from '@tessera/shared';
import { localRows } from '@tessera/shared/translations';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';
import {
  listEnabledIds,
  listGrants,
  listModules,
  listResources,
  listSystems,
  listUserRelations,
} from './access.repository';

type Row<F extends (...a: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>[number];
/** A menu row. */
export type ModuleRow = Row<typeof listModules>;
/** A system row. */
export type SystemRow = Row<typeof listSystems>;
/** A button, column, form or scheme row. */
export type ResourceRow = Row<typeof listResources>;

/** Every menu and permission resource, loaded at once and cached briefly. */
export interface Catalog {
  systems: SystemRow[];
  modules: ModuleRow[];
  moduleByCode: Map<string, ModuleRow>;
  buttons: Map<string, ResourceRow[]>;
  columns: Map<string, ResourceRow[]>;
  forms: Map<string, ResourceRow[]>;
  schemes: Map<string, ResourceRow[]>;
}

/** What one user has been granted, by item type, plus the objects it came through. */
export interface Grants {
  items: Map<string, Set<string>>;
  relations: { object_type: string; object_id: string }[];
  /** Enabled objects (roles, positions, organisations, groups) by id. */
  objects: Map<string, { id: string; full_name: string; en_code: string; type: string }>;
}

const byModule = (rows: ResourceRow[]) => {
  const map = new Map<string, ResourceRow[]>();
  for (const r of rows) map.set(r.module_id, [...(map.get(r.module_id) ?? []), r]);
  return map;
};

const OBJECT_TABLES = {
  Role: 'base_role',
  Position: 'base_position',
  Organize: 'base_organize',
  Group: 'base_group',
} as const;

/** Loads menus and grants with short caches; decides menu and button permissions. */
export class AccessService {
  private readonly catalogCache = new TtlCache<'all', Catalog>(5000);
  private readonly grantCache = new TtlCache<string, Grants>(5000);

  constructor(private readonly db: Kysely<DB>) {}

  /** Every enabled menu and resource. */
  async catalog(): Promise<Catalog> {
    const hit = this.catalogCache.get('all');
    if (hit) return hit;
    const version = this.version;
    const [systems, modules, buttons, columns, forms, schemes] = await Promise.all([
      listSystems(this.db),
      listModules(this.db),
      listResources(this.db, 'base_module_button'),
      listResources(this.db, 'base_module_column'),
      listResources(this.db, 'base_module_form'),
      listResources(this.db, 'base_module_scheme'),
    ]);
    const catalog: Catalog = {
      systems,
      modules,
      moduleByCode: new Map(modules.map((m) => [m.en_code, m])),
      buttons: byModule(buttons),
      columns: byModule(columns),
      forms: byModule(forms),
      schemes: byModule(schemes),
    };
    if (version === this.version) this.catalogCache.set('all', catalog);
    return catalog;
  }

  /** The catalogue with every name in a language (ADR 0019), built once per catalogue and language. */
  async catalogIn(lang: Language): Promise<Catalog> {
    const catalog = await this.catalog();
    if (lang === 'zh') return catalog;
    const byLang = this.localized.get(catalog) ?? new Map<Language, Catalog>();
    this.localized.set(catalog, byLang);
    const hit = byLang.get(lang);
    if (hit) return hit;
    const local = (rows: Map<string, ResourceRow[]>) =>
      new Map([...rows].map(([id, list]) => [id, localRows(list, lang)]));
    const modules = localRows(catalog.modules, lang);
    const result: Catalog = {
      systems: localRows(catalog.systems, lang),
      modules,
      moduleByCode: new Map(modules.map((m) => [m.en_code, m])),
      buttons: local(catalog.buttons),
      columns: local(catalog.columns),
      forms: local(catalog.forms),
      schemes: local(catalog.schemes),
    };
    byLang.set(lang, result);
    return result;
  }

  private readonly localized = new WeakMap<Catalog, Map<Language, Catalog>>();

  /** Items granted to the user itself and to its enabled roles, positions, organisations and groups. */
  async grants(userId: string): Promise<Grants> {
    const hit = this.grantCache.get(userId);
    if (hit) return hit;
    const version = this.version;
    const relations = await listUserRelations(this.db, userId);
    const objects: Grants['objects'] = new Map();
    const lookups = Object.entries(OBJECT_TABLES).map(async ([type, table]) => {
      const ids = relations.filter((r) => r.object_type === type).map((r) => r.object_id);
      for (const row of await listEnabledIds(this.db, table, ids)) objects.set(row.id, { ...row, type });
    });
    await Promise.all(lookups);
    const groups = Object.keys(OBJECT_TABLES).map((type) => ({
      type,
      ids: [...objects.values()].filter((o) => o.type === type).map((o) => o.id),
    }));
    const rows = await listGrants(this.db, [...groups, { type: 'User', ids: [userId] }]);
    const items = new Map<string, Set<string>>();
    for (const r of rows) items.set(r.item_type, (items.get(r.item_type) ?? new Set()).add(r.item_id));
    const grants: Grants = { items, relations, objects };
    // a change saved while these were read must not leave them cached
    if (version === this.version) this.grantCache.set(userId, grants);
    return grants;
  }

  /** Whether a user may use a menu (and one of its buttons). */
  async can(
    user: { userId: string; isAdministrator: boolean },
    menu: string,
    button?: string,
  ): Promise<boolean> {
    const catalog = await this.catalog();
    const module = catalog.moduleByCode.get(menu);
    if (!module) return false;
    const target = button ? catalog.buttons.get(module.id)?.find((b) => b.en_code === button) : undefined;
    if (button && !target) return false;
    if (user.isAdministrator) return true;
    const { items } = await this.grants(user.userId);
    if (!items.get('module')?.has(module.id)) return false;
    return !target || Boolean(items.get('button')?.has(target.id));
  }

  /** Bumped by {@link invalidate}; caches built on grants include it in their keys. */
  version = 0;

  private readonly invalidateListeners: (() => void)[] = [];

  /** Calls `listener` after each local {@link invalidate} (the Redis bridge tells other instances). */
  onInvalidate(listener: () => void): void {
    this.invalidateListeners.push(listener);
  }

  /** Drops cached menus and grants after a permission change; `remote` when another instance asked. */
  invalidate(remote = false): void {
    this.version += 1;
    this.catalogCache.clear();
    this.grantCache.clear();
    if (!remote) for (const listener of this.invalidateListeners) listener();
  }
}
