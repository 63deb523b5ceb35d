import {
  ORGANIZE_ROOT_ID,
  type OrganizeBody,
  type OrganizeConditionBody,
  type OrganizeInfo,
  type OrganizeNode,
  type OrganizeTreeQuery,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import type { SessionUser } from '../../plugins/types';
import { codeTaken, softDelete } from '../../db/admin-rows';
import { checkNameAndCode } from './admin-rules';
import {
  buildTree,
  enabledOnly,
  inSubtrees,
  outsideSubtree,
  pathIds,
  toOrganizeNodes,
  treeLevel,
  withKeyword,
} from './organize-tree';
import {
  type ChildFilter,
  findOrganize,
  insertOrganize,
  listChildOrganizes,
  listLiveOrganizes,
  liveUserExists,
  organizeDependents,
  setOrganizeTree,
  siblingNameTaken,
  updateOrganize,
  userOrganizeIds,
  type Db,
  type OrganizeRow,
  type OrganizeValues,
} from './organize.repository';

export type { OrganizeRow } from './organize.repository';

const toInfo = (r: OrganizeRow): OrganizeInfo => ({
  id: r.id,
  parentId: r.parent_id,
  category: r.category,
  fullName: r.full_name,
  enCode: r.en_code,
  managerId: r.manager_id,
  sortCode: Number(r.sort_code),
  enabledMark: Number(r.enabled_mark),
  description: r.description,
  organizeIdTree: pathIds(r),
  creatorTime: Number(r.created_at),
});

/** Companies and departments: one tree, its rules and its pickers. */
export class OrganizeService {
  constructor(
    private readonly db: Kysely<DB>,
    /** Called after a write that may change what users are granted (drops the permission caches). */
    private readonly onChange: () => void = () => undefined,
  ) {}

  /** Every live organisation row in display order; other modules build their trees and paths from it. */
  liveRows(): Promise<OrganizeRow[]> {
    return listLiveOrganizes(this.db);
  }

  /**
   * The whole tree (enabled and disabled); a keyword keeps matches with their ancestors. With a
   * parent and no keyword: that node's direct children only, for trees that load on expanding.
   */
  async tree(keyword?: string, parentId?: string): Promise<{ list: OrganizeNode[] }> {
    if (parentId && !keyword) return { list: await this.level(parentId) };
    const all = await listLiveOrganizes(this.db);
    return { list: buildTree(toOrganizeNodes(withKeyword(all, keyword), all)) };
  }

  /**
   * The enabled tree for pickers, without the subtree of `excludeId` (the node being edited); a
   * keyword keeps matches with their ancestors; otherwise `parentId` asks for one level of it.
   */
  async selector(
    excludeId?: string,
    category?: 'company',
    level: OrganizeTreeQuery = {},
  ): Promise<{ list: OrganizeNode[] }> {
    if (level.parentId && !level.keyword && !category)
      return { list: await this.level(level.parentId, { enabledOnly: true, excludeId }) };
    const all = await listLiveOrganizes(this.db);
    let rows = outsideSubtree(enabledOnly(all), excludeId);
    if (category) rows = rows.filter((r) => r.category === category);
    return { list: this.shape(rows, all, level) };
  }

  /** Like {@link selector}; a non-administrator sees only the organisations he belongs to and their subtrees. */
  async selectorByAuth(
    user: SessionUser,
    excludeId?: string,
    level: OrganizeTreeQuery = {},
  ): Promise<{ list: OrganizeNode[] }> {
    const { parentId, keyword } = level;
    // one level below a shown node reads just that level; a non-administrator's top level (their
    // own organisations) and searches use the whole tree
    if (parentId && !keyword && (user.isAdministrator || parentId !== ORGANIZE_ROOT_ID)) {
      const roots = user.isAdministrator ? undefined : await userOrganizeIds(this.db, user.userId);
      return { list: await this.level(parentId, { enabledOnly: true, excludeId }, roots) };
    }
    const all = await listLiveOrganizes(this.db);
    let rows = outsideSubtree(enabledOnly(all), excludeId);
    if (!user.isAdministrator) rows = inSubtrees(rows, await userOrganizeIds(this.db, user.userId));
    return { list: this.shape(rows, all, level) };
  }

  /**
   * The children of one node from the database (not the whole tree): none when the node itself
   * may not be shown (deleted; with `enabledOnly` it or an ancestor is off; it lies in the excluded
   * subtree; with `roots`, outside all of their subtrees).
   */
  private async level(parentId: string, filter: ChildFilter = {}, roots?: string[]): Promise<OrganizeNode[]> {
    const { children, ancestors, ancestorIds } = await listChildOrganizes(this.db, parentId, filter);
    if (parentId !== ORGANIZE_ROOT_ID) {
      if (ancestors.length !== ancestorIds.length || !ancestorIds.length) return [];
      if (filter.enabledOnly && ancestors.some((a) => Number(a.enabled_mark) !== 1)) return [];
      if (filter.excludeId && ancestorIds.includes(filter.excludeId)) return [];
      if (roots && !ancestorIds.some((id) => roots.includes(id))) return [];
    }
    const nodes = toOrganizeNodes(children, [...ancestors, ...children]);
    return nodes.map((n, i) => ({ ...n, hasChildren: Boolean(Number(children[i]!.has_children)) }));
  }

  /** The whole tree of some rows; a keyword keeps matches with ancestors; else `parentId` gives one level. */
  private shape(rows: OrganizeRow[], all: OrganizeRow[], { keyword, parentId }: OrganizeTreeQuery) {
    if (keyword) return buildTree(toOrganizeNodes(withKeyword(rows, keyword), all));
    return parentId ? treeLevel(rows, all, parentId) : buildTree(toOrganizeNodes(rows, all));
  }

  /** Enabled nodes of some organisations (flat), for pickers showing a saved choice. */
  async condition(body: OrganizeConditionBody): Promise<{ list: OrganizeNode[] }> {
    const ids = new Set(body.ids);
    const all = await listLiveOrganizes(this.db);
    const rows = withKeyword(
      enabledOnly(all).filter((r) => ids.has(r.id)),
      body.keyword,
    ).filter((r) => ids.has(r.id));
    return { list: toOrganizeNodes(rows, all) };
  }

  /** One organisation; with a category, only of that category. */
  async info(id: string, category?: string): Promise<OrganizeInfo> {
    const row = await findOrganize(this.db, id);
    if (!row || (category && row.category !== category)) throw notFound();
    return toInfo(row);
  }

  /** Creates a company or department; answers its id. */
  async create(body: OrganizeBody, userId: string): Promise<{ id: string }> {
    const id = newId();
    await this.db.transaction().execute(async (trx) => {
      const tree = await this.checked(trx, id, body);
      await insertOrganize(trx, id, this.values(body, tree), userId, Date.now());
    });
    return { id };
  }

  /** Edits an organisation; a move rewrites the id paths of its whole subtree. */
  async update(id: string, body: OrganizeBody, userId: string, category?: string): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      const old = await findOrganize(trx, id);
      if (!old || (category && old.category !== category)) throw notFound();
      const tree = await this.checked(trx, id, body, old);
      await updateOrganize(trx, id, this.values(body, tree), userId, Date.now());
      if (tree === old.organize_id_tree) return;
      for (const row of await listLiveOrganizes(trx)) {
        if (row.id !== id && row.organize_id_tree.startsWith(`${old.organize_id_tree},`))
          await setOrganizeTree(trx, row.id, tree + row.organize_id_tree.slice(old.organize_id_tree.length));
      }
    });
    this.onChange();
  }

  /** Soft-deletes an organisation that has no sub-organisations, positions or users left. */
  async remove(id: string, userId: string, category?: string): Promise<void> {
    const row = await findOrganize(this.db, id);
    if (!row || (category && row.category !== category)) throw notFound();
    const blocking = await organizeDependents(this.db, id);
    if (blocking.children) throw badRequest('organizeHasChildren', { n: blocking.children });
    if (blocking.positions) throw badRequest('organizeHasPositions', { n: blocking.positions });
    if (blocking.users) throw badRequest('organizeHasUsers', { n: blocking.users });
    await softDelete(this.db, 'base_organize', id, userId, Date.now());
  }

  private values(body: OrganizeBody, tree: string): OrganizeValues {
    return {
      parent_id: body.parentId,
      category: body.category,
      en_code: body.enCode,
      full_name: body.fullName,
      manager_id: body.managerId || null,
      organize_id_tree: tree,
      sort_code: body.sortCode,
      enabled_mark: body.enabledMark,
      description: body.description ?? null,
    };
  }

  /** Applies the rules of a write; answers the node's new id path. */
  private async checked(trx: Db, id: string, body: OrganizeBody, old?: OrganizeRow): Promise<string> {
    checkNameAndCode(body.fullName, body.enCode, old?.en_code);
    let tree = id;
    if (body.parentId === ORGANIZE_ROOT_ID) {
      if (body.category !== 'company') throw badRequest('organizeDepartmentRoot');
    } else {
      const parent = await findOrganize(trx, body.parentId);
      const moved = body.parentId !== old?.parent_id;
      if (!parent || (moved && Number(parent.enabled_mark) !== 1)) throw badRequest('organizeParentMissing');
      if (parent.id === id || pathIds(parent).includes(id)) throw badRequest('organizeParentLoop');
      if (body.category === 'company' && parent.category !== 'company')
        throw badRequest('organizeCompanyParent');
      tree = `${parent.organize_id_tree},${id}`;
    }
    if (old && body.category === 'department' && old.category === 'company') {
      const children = (await listLiveOrganizes(trx)).filter((r) => r.parent_id === id);
      if (children.some((c) => c.category === 'company')) throw badRequest('organizeCompanyParent');
    }
    if (body.managerId && !(await liveUserExists(trx, body.managerId)))
      throw badRequest('organizeManagerMissing');
    if (await codeTaken(trx, 'base_organize', body.enCode, id))
      throw badRequest('codeTaken', { code: body.enCode });
    if (await siblingNameTaken(trx, body.parentId, body.fullName, id))
      throw badRequest('nameTaken', { name: body.fullName });
    return tree;
  }
}
