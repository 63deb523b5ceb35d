import type {
  OrganizeIdsBody,
  Paged,
  PositionBody,
  PositionConditionBody,
  PositionItem,
  PositionListQuery,
  PositionSelectorNode,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { codeTaken, relatedUserCount, softDelete } from '../../db/admin-rows';
import { checkNameAndCode } from '../organize/admin-rules';
import {
  ORGANIZE_ICONS,
  buildTree,
  enabledOnly,
  inSubtrees,
  toOrganizeNodes,
} from '../organize/organize-tree';
import type { OrganizeRow, OrganizeService } from '../organize/organize.service';
import {
  filteredPositions,
  positionRows,
  type PositionFilter,
  type PositionRow,
  type PositionValues,
} from './positions.repository';

/** Positions inside organisations: administration and pickers. */
export class PositionsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    private readonly organize: OrganizeService,
    /** Called after a write that may change what users are granted (drops the permission caches). */
    private readonly onChange: () => void = () => undefined,
  ) {}

  /** Every live position row (enabled or not), for resolving names during an import or export. */
  allRows() {
    return positionRows.list(filteredPositions(this.db, this.dialect, {}));
  }

  /** One page of positions; an organisation filter includes its sub-organisations. */
  async list(query: PositionListQuery): Promise<Paged<PositionItem>> {
    const orgs = await this.organize.liveRows();
    const filter: PositionFilter = { keyword: query.keyword };
    if (query.organizeId) filter.organizeIds = inSubtrees(orgs, [query.organizeId]).map((o) => o.id);
    const { currentPage, pageSize } = query;
    const matching = filteredPositions(this.db, this.dialect, filter);
    const { total, rows } = await positionRows.page(matching, positionRows.orderOf(query), query);
    return { list: this.items(rows, orgs), pagination: { currentPage, pageSize, total } };
  }

  /** One position. */
  async info(id: string): Promise<PositionItem> {
    const row = await positionRows.find(this.db, id);
    if (!row) throw notFound();
    return this.items([row], await this.organize.liveRows())[0]!;
  }

  /** Every enabled position of an enabled organisation. */
  async all(): Promise<{ list: PositionItem[] }> {
    return this.enabled({});
  }

  /** Enabled positions of some organisations. */
  async byOrganizes(body: OrganizeIdsBody): Promise<{ list: PositionItem[] }> {
    return this.enabled({ organizeIds: body.organizeIds });
  }

  /** Enabled positions by id (flat), for pickers showing a saved choice. */
  async condition(body: PositionConditionBody): Promise<{ list: PositionItem[] }> {
    return this.enabled({ ids: body.ids, keyword: body.keyword });
  }

  /** The picker tree: enabled organisations holding enabled positions, positions as leaves. */
  async selector(): Promise<{ list: PositionSelectorNode[] }> {
    const orgs = enabledOnly(await this.organize.liveRows());
    const positions = (await this.enabled({})).list;
    const holding = new Set(positions.flatMap((p) => p.organizeIds));
    const orgNodes: PositionSelectorNode[] = toOrganizeNodes(
      orgs.filter((o) => holding.has(o.id)),
      orgs,
    ).map((o) => ({ ...o, isLeaf: false, children: [] }));
    const leaves: PositionSelectorNode[] = positions.map((p) => ({
      id: p.id,
      parentId: p.organizeId,
      fullName: p.fullName,
      enCode: p.enCode,
      type: 'position',
      icon: ORGANIZE_ICONS.position ?? '',
      organize: p.organize,
      organizeIds: p.organizeIds,
      hasChildren: false,
      isLeaf: true,
      children: [],
    }));
    return { list: buildTree([...orgNodes, ...leaves]) };
  }

  /** Creates a position; answers its id. */
  async create(body: PositionBody, userId: string): Promise<{ id: string }> {
    const id = newId();
    await positionRows.insert(this.db, id, await this.checked(body), userId, Date.now());
    return { id };
  }

  /** Edits a position. */
  async update(id: string, body: PositionBody, userId: string): Promise<void> {
    const old = await positionRows.find(this.db, id);
    if (!old) throw notFound();
    await positionRows.update(this.db, id, await this.checked(body, old, id), userId, Date.now());
    this.onChange();
  }

  /** Soft-deletes a position no user holds. */
  async remove(id: string, userId: string): Promise<void> {
    if (!(await positionRows.find(this.db, id))) throw notFound();
    const users = await relatedUserCount(this.db, 'Position', id, 'position_id');
    if (users) throw badRequest('positionHasUsers', { n: users });
    await softDelete(this.db, 'base_position', id, userId, Date.now());
  }

  private async enabled(filter: PositionFilter): Promise<{ list: PositionItem[] }> {
    const all = await this.organize.liveRows();
    const live = new Set(enabledOnly(all).map((o) => o.id));
    const organizeIds = (filter.organizeIds ?? [...live]).filter((id) => live.has(id));
    const matching = filteredPositions(this.db, this.dialect, { ...filter, organizeIds, enabledOnly: true });
    const rows = await positionRows.list(matching);
    return { list: this.items(rows, all) };
  }

  private items(rows: PositionRow[], orgs: OrganizeRow[]): PositionItem[] {
    const nodes = new Map(toOrganizeNodes(orgs).map((n) => [n.id, n]));
    return rows.map((r) => ({
      id: r.id,
      fullName: r.full_name,
      enCode: r.en_code,
      type: r.type,
      organizeId: r.organize_id,
      organize: nodes.get(r.organize_id)?.organize ?? '',
      department: nodes.get(r.organize_id)?.fullName ?? '',
      organizeIds: nodes.get(r.organize_id)?.organizeIds ?? [],
      sortCode: Number(r.sort_code),
      enabledMark: Number(r.enabled_mark),
      description: r.description,
      creatorTime: Number(r.created_at),
    }));
  }

  private async checked(body: PositionBody, old?: PositionRow, id?: string): Promise<PositionValues> {
    checkNameAndCode(body.fullName, body.enCode, old?.en_code);
    if (body.organizeId !== old?.organize_id) {
      const orgs = enabledOnly(await this.organize.liveRows());
      if (!orgs.some((o) => o.id === body.organizeId)) throw badRequest('positionOrganizeMissing');
    }
    if (await codeTaken(this.db, 'base_position', body.enCode, id))
      throw badRequest('codeTaken', { code: body.enCode });
    return {
      organize_id: body.organizeId,
      full_name: body.fullName,
      en_code: body.enCode,
      type: body.type || null,
      sort_code: body.sortCode,
      enabled_mark: body.enabledMark,
      description: body.description ?? null,
    };
  }
}
