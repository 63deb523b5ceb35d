import {
  AREA_CODE_PATTERN,
  AREA_MAX_TYPE,
  AREA_ROOT,
  AREA_SEARCH_LIMIT,
  NAME_RULE,
  type AreaBody,
  type AreaItem,
  type AreaNamesList,
  type AreaNode,
  type AreaNodeList,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import {
  areaCodeTaken,
  areaNames,
  childCount,
  deleteArea,
  findArea,
  idsWithChildren,
  insertArea,
  listChildren,
  searchAreas,
  updateArea,
  type AreaRow,
  type AreaValues,
} from './area.repository';

const toItem = (r: AreaRow): AreaItem => ({
  id: r.id,
  parentId: r.parent_id,
  fullName: r.full_name,
  enCode: r.en_code,
  quickQuery: r.quick_query,
  type: Number(r.type),
  sortCode: Number(r.sort_code),
  enabledMark: Number(r.enabled_mark),
  description: r.description,
  creatorTime: Number(r.created_at),
});

/** "0" is what a client sends for "no node" in selector paths, like the root id. */
const isRoot = (id: string) => id === AREA_ROOT || id === '0';

/** Administrative divisions: the lazy tree, the parent selector, names of saved addresses, CRUD. */
export class AreaService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
  ) {}

  /** Children of a division ("-1": the provinces), or with a keyword matches of every level. */
  async children(parentId: string, keyword?: string): Promise<AreaNodeList> {
    const rows = keyword
      ? await searchAreas(this.db, this.dialect, keyword, AREA_SEARCH_LIMIT)
      : await listChildren(this.db, isRoot(parentId) ? AREA_ROOT : parentId);
    return { list: await this.nodes(rows, AREA_MAX_TYPE) };
  }

  /**
   * Candidates for the parent field of the form: children of `id` that may hold subdivisions
   * (streets cannot), without the division being edited, and so without its subtree.
   */
  async selector(id: string, excludeId: string): Promise<AreaNodeList> {
    const maxParentType = AREA_MAX_TYPE - 1;
    const rows = await listChildren(this.db, isRoot(id) ? AREA_ROOT : id, maxParentType);
    return {
      list: await this.nodes(
        rows.filter((r) => r.id !== excludeId),
        maxParentType,
      ),
    };
  }

  /** For each id path of a saved address, the names of the divisions found, in path order. */
  async namesByIds(idsList: string[][]): Promise<AreaNamesList> {
    const names = await areaNames(this.db, [...new Set(idsList.flat())]);
    return idsList.map((path) => path.flatMap((id) => names.get(id) ?? []));
  }

  /** One division. */
  async info(id: string): Promise<AreaItem> {
    return toItem(await this.found(id));
  }

  /** Creates a division under its parent; its level follows from the parent. */
  async create(body: AreaBody, userId: string): Promise<{ id: string }> {
    const id = newId();
    await insertArea(this.db, id, await this.checked(body), userId, Date.now());
    return { id };
  }

  /** Edits a division; a move keeps its level (so its subtree stays valid). */
  async update(id: string, body: AreaBody, userId: string): Promise<void> {
    const old = await this.found(id);
    const values = await this.checked(body, old);
    if (values.parent_id !== old.parent_id) {
      if (await this.isSelfOrBelow(values.parent_id, id)) throw badRequest('areaParentInvalid');
      if (values.type !== Number(old.type)) throw badRequest('areaLevelChange');
    }
    await updateArea(this.db, id, values, userId, Date.now());
  }

  /** Soft-deletes a division without subdivisions. */
  async remove(id: string, userId: string): Promise<void> {
    await this.found(id);
    if ((await childCount(this.db, id)) > 0) throw badRequest('areaHasChildren');
    await deleteArea(this.db, id, userId, Date.now());
  }

  /** Switches a division on or off. */
  async toggleState(id: string, userId: string): Promise<void> {
    const row = await this.found(id);
    await updateArea(
      this.db,
      id,
      { enabled_mark: Number(row.enabled_mark) === 1 ? 0 : 1 },
      userId,
      Date.now(),
    );
  }

  private async found(id: string): Promise<AreaRow> {
    const row = await findArea(this.db, id);
    if (!row) throw notFound();
    return row;
  }

  private async nodes(rows: AreaRow[], maxType: number): Promise<AreaNode[]> {
    const parents = await idsWithChildren(
      this.db,
      rows.filter((r) => Number(r.type) < maxType).map((r) => r.id),
      maxType,
    );
    return rows.map((r) => ({ ...toItem(r), hasChildren: parents.has(r.id), isLeaf: !parents.has(r.id) }));
  }

  /** Whether `candidate` is `id` or lies in its subtree (walks up from the candidate). */
  private async isSelfOrBelow(candidate: string, id: string): Promise<boolean> {
    let current: string | undefined = candidate;
    for (let hops = 0; current && !isRoot(current) && hops <= AREA_MAX_TYPE; hops += 1) {
      if (current === id) return true;
      current = (await findArea(this.db, current))?.parent_id;
    }
    return false;
  }

  private async checked(body: AreaBody, old?: AreaRow): Promise<AreaValues> {
    if (body.fullName !== old?.full_name && !NAME_RULE.pattern.test(body.fullName))
      throw badRequest('nameInvalid');
    if (body.enCode !== old?.en_code && !AREA_CODE_PATTERN.test(body.enCode))
      throw badRequest('areaCodeInvalid');
    if (await areaCodeTaken(this.db, body.enCode, old?.id))
      throw badRequest('codeTaken', { code: body.enCode });
    const parentId = isRoot(body.parentId) ? AREA_ROOT : body.parentId;
    let type: number = 1;
    if (parentId !== AREA_ROOT) {
      if (parentId === old?.id) throw badRequest('areaParentInvalid');
      const parent = await findArea(this.db, parentId);
      if (!parent) throw badRequest('areaParentMissing');
      type = Number(parent.type) + 1;
      if (type > AREA_MAX_TYPE) throw badRequest('areaTooDeep');
    }
    return {
      parent_id: parentId,
      en_code: body.enCode,
      full_name: body.fullName,
      quick_query: body.quickQuery || null,
      type,
      sort_code: body.sortCode,
      enabled_mark: body.enabledMark,
      description: body.description ?? null,
    };
  }
}
