import type { GroupBody, GroupItem, GroupListQuery, GroupSelectorNode, Paged } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { codeTaken, relatedUserCount, softDelete } from '../../db/admin-rows';
import { checkNameAndCode } from '../organize/admin-rules';
import { ORGANIZE_ICONS } from '../organize/organize-tree';
import { groupRows, type GroupRow, type GroupValues } from './groups.repository';

const toItem = (r: GroupRow): GroupItem => ({
  id: r.id,
  fullName: r.full_name,
  enCode: r.en_code,
  type: r.type,
  sortCode: Number(r.sort_code),
  enabledMark: Number(r.enabled_mark),
  description: r.description,
  creatorTime: Number(r.created_at),
});

/** Permission groups: administration and the group picker. */
export class GroupsService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    /** Called after a write that may change what users are granted (drops the permission caches). */
    private readonly onChange: () => void = () => undefined,
  ) {}

  /** One page of groups matching the keyword. */
  async list(query: GroupListQuery): Promise<Paged<GroupItem>> {
    const { currentPage, pageSize, keyword } = query;
    const matching = groupRows.live(this.db, this.dialect, { keyword });
    const { total, rows } = await groupRows.page(matching, groupRows.orderOf(query), query);
    return { list: rows.map(toItem), pagination: { currentPage, pageSize, total } };
  }

  /** The enabled groups as picker nodes. */
  async selector(keyword?: string): Promise<{ list: GroupSelectorNode[] }> {
    const rows = await groupRows.list(groupRows.live(this.db, this.dialect, { keyword, enabledOnly: true }));
    return {
      list: rows.map((r) => ({
        id: r.id,
        parentId: '-1',
        fullName: r.full_name,
        enCode: r.en_code,
        type: 'group',
        icon: ORGANIZE_ICONS.group ?? '',
        hasChildren: false,
        isLeaf: true,
        children: [],
      })),
    };
  }

  /** One group. */
  async info(id: string): Promise<GroupItem> {
    const row = await groupRows.find(this.db, id);
    if (!row) throw notFound();
    return toItem(row);
  }

  /** Creates a group; answers its id. */
  async create(body: GroupBody, userId: string): Promise<{ id: string }> {
    const id = newId();
    await groupRows.insert(this.db, id, await this.checked(body), userId, Date.now());
    return { id };
  }

  /** Edits a group. */
  async update(id: string, body: GroupBody, userId: string): Promise<void> {
    const old = await groupRows.find(this.db, id);
    if (!old) throw notFound();
    await groupRows.update(this.db, id, await this.checked(body, old), userId, Date.now());
    this.onChange();
  }

  /** Soft-deletes a group without users. */
  async remove(id: string, userId: string): Promise<void> {
    if (!(await groupRows.find(this.db, id))) throw notFound();
    const users = await relatedUserCount(this.db, 'Group', id);
    if (users) throw badRequest('groupHasUsers', { n: users });
    await softDelete(this.db, 'base_group', id, userId, Date.now());
  }

  private async checked(body: GroupBody, old?: GroupRow): Promise<GroupValues> {
    checkNameAndCode(body.fullName, body.enCode, old?.en_code);
    if (await codeTaken(this.db, 'base_group', body.enCode, old?.id))
      throw badRequest('codeTaken', { code: body.enCode });
    return {
      full_name: body.fullName,
      en_code: body.enCode,
      type: body.type || null,
      sort_code: body.sortCode,
      enabled_mark: body.enabledMark,
      description: body.description ?? null,
    };
  }
}
