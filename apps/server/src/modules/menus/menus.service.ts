import {
  DIRECTORY_TYPES,
  MENU_ROOT_ID,
  type MenuBody,
  type MenuCategory,
  type MenuListQuery,
  type MenuNode,
  type MenuSelectorNode,
  type Language,
} from '@tessera/shared';
import { localRows, storeTranslations } from '@tessera/shared/translations';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { checkNameAndCode } from '../organize/admin-rules';
import { menuTarget } from './menu-rules';
import { matchingWithAncestors, nest, subtreeIds, toMenuNode, toSelectorNode } from './menu-tree';
import {
  deleteGrants,
  findMenu,
  insertMenu,
  listChildIds,
  listMenus,
  menuCodeTaken,
  softDeleteMenu,
  updateMenu,
  type MenuRow,
  type MenuValues,
} from './menus.repository';
import { softDeleteResources } from './resources.repository';
import { findMainSystem, findSystem } from './systems.repository';

/** Called after every write so menus and grants change at the users' next request. */
export type OnChange = () => void;

const RESOURCE_TABLES = [
  'base_module_button',
  'base_module_column',
  'base_module_form',
  'base_module_scheme',
] as const;

/** Menus of every system: the administration tree, the parent picker and the writes. */
export class MenusService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly onChange: OnChange,
  ) {}

  /** The menu tree of a system (default the main one) and category in a language, optionally filtered by keyword. */
  async list(query: MenuListQuery, lang: Language = 'zh'): Promise<{ list: MenuNode[] }> {
    const systemId = query.systemId || (await findMainSystem(this.db))?.id;
    if (!systemId) return { list: [] };
    let rows = localRows(await listMenus(this.db, systemId, query.category), lang);
    if (query.keyword) rows = matchingWithAncestors(rows, query.keyword);
    return { list: nest(rows.map(toMenuNode)) };
  }

  /** Every menu of a system as a tree (for authorisation pages). */
  async bySystem(
    systemId: string,
    category?: MenuCategory,
    lang: Language = 'zh',
  ): Promise<{ list: MenuNode[] }> {
    return { list: nest(localRows(await listMenus(this.db, systemId, category), lang).map(toMenuNode)) };
  }

  /** Directories of a system as a tree, leaving out `id` and everything below it ("0" leaves out nothing). */
  async selector(
    id: string,
    systemId: string,
    category: MenuCategory,
    lang: Language = 'zh',
  ): Promise<{ list: MenuSelectorNode[] }> {
    const rows = localRows(await listMenus(this.db, systemId, category), lang);
    const hidden = id === '0' ? new Set<string>() : subtreeIds(rows, id);
    const dirs = rows.filter((r) => DIRECTORY_TYPES.includes(r.type) && !hidden.has(r.id));
    return { list: nest(dirs.map(toSelectorNode)) };
  }

  /** One menu, its name as stored (the edit form's source). */
  async info(id: string): Promise<MenuNode> {
    const row = await findMenu(this.db, id);
    if (!row) throw notFound();
    return toMenuNode(row);
  }

  /** Creates a menu; answers its id. */
  async create(body: MenuBody, userId: string): Promise<{ id: string }> {
    const id = newId();
    await insertMenu(this.db, id, await this.checked(body), userId, Date.now());
    this.onChange();
    return { id };
  }

  /** Edits a menu (it may move to another directory of its system, never below itself). */
  async update(id: string, body: MenuBody, userId: string): Promise<void> {
    const old = await findMenu(this.db, id);
    if (!old) throw notFound();
    await updateMenu(this.db, id, await this.checked(body, old), userId, Date.now());
    this.onChange();
  }

  /** Switches a menu on or off. */
  async toggleState(id: string, userId: string): Promise<void> {
    const old = await findMenu(this.db, id);
    if (!old) throw notFound();
    await updateMenu(this.db, id, { enabled_mark: old.enabled_mark === 1 ? 0 : 1 }, userId, Date.now());
    this.onChange();
  }

  /** Soft-deletes a menu without sub-menus, its resources, and every grant of them. */
  async remove(id: string, userId: string): Promise<void> {
    const row = await findMenu(this.db, id);
    if (!row) throw notFound();
    const children = await listChildIds(this.db, id);
    if (children.length) throw badRequest('menuHasChildren', { n: children.length });
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      await softDeleteMenu(trx, row.id, userId, now);
      const items = [id];
      for (const table of RESOURCE_TABLES)
        items.push(...(await softDeleteResources(trx, table, { moduleIds: [id] }, userId, now)));
      await deleteGrants(trx, items);
    });
    this.onChange();
  }

  private async checked(body: MenuBody, old?: MenuRow): Promise<MenuValues> {
    checkNameAndCode(body.fullName, body.enCode, old?.en_code);
    const system = await findSystem(this.db, body.systemId);
    if (!system) throw badRequest('menuSystemMissing');
    if (old && !DIRECTORY_TYPES.includes(body.type) && (await listChildIds(this.db, old.id)).length)
      throw badRequest('menuTypeHasChildren');
    if (old && (old.system_id !== body.systemId || old.category !== body.category)) {
      // Moving to another system or category would orphan the sub-menus.
      if ((await listChildIds(this.db, old.id)).length) throw badRequest('menuTypeHasChildren');
    }
    await this.checkParent(body, old);
    if (await menuCodeTaken(this.db, body.enCode, body.category, old?.id))
      throw badRequest('codeTaken', { code: body.enCode });
    const target = menuTarget(body);
    const authorize = body.type >= 2 && body.type <= 4 ? 1 : 0;
    return {
      parent_id: body.parentId,
      system_id: body.systemId,
      type: body.type,
      category: body.category,
      full_name: body.fullName,
      en_code: body.enCode,
      icon: body.icon || null,
      ...target,
      sort_code: body.sortCode,
      enabled_mark: body.enabledMark,
      description: body.description || null,
      is_button_authorize: authorize,
      is_column_authorize: authorize,
      is_form_authorize: authorize,
      is_data_authorize: authorize,
      ...(body.translations && { translations: storeTranslations(body.translations) }),
    };
  }

  private async checkParent(body: MenuBody, old?: MenuRow): Promise<void> {
    if (body.parentId === MENU_ROOT_ID) return;
    if (old && body.parentId === old.id) throw badRequest('menuParentLoop');
    const rows = await listMenus(this.db, body.systemId, body.category);
    if (old && subtreeIds(rows, old.id).has(body.parentId)) throw badRequest('menuParentLoop');
    const parent = rows.find((r) => r.id === body.parentId);
    if (!parent || !DIRECTORY_TYPES.includes(parent.type)) throw badRequest('menuParentMissing');
  }
}

/** Soft-deletes resources and their grants (shared with the resource service). */
export async function removeResourceRows(
  db: Kysely<DB>,
  table: (typeof RESOURCE_TABLES)[number],
  id: string,
  userId: string,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ids = await softDeleteResources(trx, table, { ids: [id] }, userId, Date.now());
    await deleteGrants(trx, ids);
  });
}
