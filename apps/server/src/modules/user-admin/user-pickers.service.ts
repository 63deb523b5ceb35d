import {
  ORGANIZE_ROOT_ID,
  type Paged,
  type Pagination,
  type UserConditionBody,
  type UserPickerItem,
  type UserPickerQuery,
  type UserSelectorNode,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { buildTree, enabledOnly, inSubtrees, toOrganizeNodes } from '../organize/organize-tree';
import type { OrganizeService } from '../organize/organize.service';
import { countUsers, findUser, listUsers, usersGrantedMenu, type UserFilter } from './user-admin.repository';
import { enabledNames, liveAdministratorIds } from './user-pickers.repository';
import { toOrgBranch, toPickerItem, toUserNode, type OrgIndex } from './user-view';

/** A picked item of `getSelectedList`. */
export interface SelectedItem {
  /** The id as sent, with its `--type` suffix. */
  id: string;
  fullName: string;
  type: string;
  organize: string;
  headIcon: string;
}

const TABLES = { position: 'base_position', role: 'base_role', group: 'base_group' } as const;

/** Splits `id--type` (a bare id is a user). */
const split = (value: string) => {
  const at = value.lastIndexOf('--');
  return at < 0 ? { id: value, type: 'user' } : { id: value.slice(0, at), type: value.slice(at + 2) };
};

/**
 * The user pickers any signed-in user may call. They see only enabled, live users and only picker
 * fields; a keyword matches account and name, never phone or e-mail.
 */
export class UserPickersService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    private readonly organize: Pick<OrganizeService, 'liveRows'>,
  ) {}

  /** Enabled organisations with their users as leaves. */
  async selector(): Promise<{ list: UserSelectorNode[] }> {
    const { index, live } = await this.orgs();
    const rows = await listUsers(this.db, this.dialect, { enabledOnly: true });
    const users = rows
      .filter((r) => r.organize_id && live.has(r.organize_id))
      .map((r) => toUserNode(r, index));
    const holding = new Set(users.flatMap((u) => u.organizeIds));
    const branches = [...index.values()].filter((o) => live.has(o.id) && holding.has(o.id)).map(toOrgBranch);
    return { list: buildTree([...branches, ...users]) };
  }

  /** Every enabled user (picker fields only). */
  async all(): Promise<{ list: UserPickerItem[] }> {
    const { index } = await this.orgs();
    const rows = await listUsers(this.db, this.dialect, { enabledOnly: true });
    return { list: rows.map((r) => toPickerItem(r, index)) };
  }

  /** Enabled users by id, in the order asked. */
  async byIds(ids: string[]): Promise<{ list: UserPickerItem[] }> {
    const page = await this.page({ ids: ids.map((v) => split(v).id) });
    const byId = new Map(page.list.map((u) => [u.id, u]));
    return { list: [...new Set(ids.map((v) => split(v).id))].flatMap((id) => byId.get(id) ?? []) };
  }

  /** The caller's direct subordinates. */
  async subordinates(userId: string, keyword?: string): Promise<{ list: UserPickerItem[] }> {
    return { list: (await this.page({ managerId: userId, keyword })).list };
  }

  /** Users of an organisation (default: the caller's main one) and its sub-organisations. */
  async organization(userId: string, query: UserPickerQuery): Promise<Paged<UserPickerItem>> {
    const orgId = query.organizeId || (await findUser(this.db, userId))?.organize_id || '';
    const { rows } = await this.orgs();
    const ids = inSubtrees(rows, [orgId]).map((o) => o.id);
    return this.page({ keyword: query.keyword, allOf: { Organize: ids } }, query);
  }

  /** Users holding a position. */
  async byPosition(query: UserPickerQuery): Promise<Paged<UserPickerItem>> {
    return this.page({ keyword: query.keyword, allOf: { Position: [query.positionId ?? ''] } }, query);
  }

  /** Users holding a role, optionally inside an organisation (and its sub-organisations). */
  async byRole(query: UserPickerQuery): Promise<Paged<UserPickerItem>> {
    const filter: UserFilter = { keyword: query.keyword, allOf: { Role: [query.roleId ?? ''] } };
    if (query.organizeId)
      filter.allOf!.Organize = inSubtrees((await this.orgs()).rows, [query.organizeId]).map((o) => o.id);
    return this.page(filter, query);
  }

  /** Users matching any restriction (departments, positions, roles, groups, users, `id--type` picks). */
  async condition(body: UserConditionBody): Promise<Paged<UserPickerItem>> {
    const { rows } = await this.orgs();
    const orgs = [...body.departIds];
    const anyOf = { Position: [...body.positionIds], Role: [...body.roleIds], Group: [...body.groupIds] };
    const users = [...body.userIds];
    for (const { id, type } of body.ids.map(split)) {
      if (type === 'company' || type === 'department') orgs.push(id);
      else if (type === 'position') anyOf.Position.push(id);
      else if (type === 'role') anyOf.Role.push(id);
      else if (type === 'group') anyOf.Group.push(id);
      else if (type === 'user') users.push(id);
    }
    const organize = inSubtrees(rows, orgs).map((o) => o.id);
    return this.page({ keyword: body.keyword, anyOf: { ...anyOf, Organize: organize, users } }, body);
  }

  /** Users who may open a menu: granted it directly or through their roles, positions or organisations. */
  async byAuthorize(menuId: string, body: UserConditionBody): Promise<Paged<UserPickerItem>> {
    const granted = await usersGrantedMenu(this.db, menuId);
    const admins = await liveAdministratorIds(this.db);
    return this.page(
      { keyword: body.keyword, anyOf: { ...granted, users: [...granted.users, ...admins] } },
      body,
    );
  }

  /** The lazy user-organisation tree: children of a node, or users matching a keyword. */
  async imSelector(
    nodeId: string,
    body: UserConditionBody,
  ): Promise<{ list: UserSelectorNode[]; pagination?: Pagination }> {
    const { index, live } = await this.orgs();
    if (body.keyword) {
      const page = await this.rows({ keyword: body.keyword }, body);
      return { list: page.rows.map((r) => toUserNode(r, index)), pagination: page.pagination };
    }
    const parent = !nodeId || nodeId === '0' ? ORGANIZE_ROOT_ID : nodeId;
    const branches = [...index.values()]
      .filter((o) => live.has(o.id) && o.parentId === parent)
      .map(toOrgBranch);
    for (const b of branches) b.hasChildren = true;
    if (parent === ORGANIZE_ROOT_ID) return { list: branches };
    const users = await listUsers(this.db, this.dialect, {
      enabledOnly: true,
      allOf: { Organize: [parent] },
    });
    return { list: [...branches, ...users.map((r) => toUserNode(r, index))] };
  }

  /** What `id--type` picks stand for (enabled, live ones only), for showing a saved selection. */
  async selected(values: string[]): Promise<{ list: SelectedItem[] }> {
    const { index, live } = await this.orgs();
    const picks = values.map((v) => ({ value: v, ...split(v) }));
    const users = new Map(
      (await listUsers(this.db, this.dialect, { enabledOnly: true, ids: picks.map((p) => p.id) })).map(
        (r) => [r.id, toPickerItem(r, index)],
      ),
    );
    const names = new Map<string, string>();
    for (const [type, table] of Object.entries(TABLES)) {
      const ids = picks.filter((p) => p.type === type).map((p) => p.id);
      if (!ids.length) continue;
      const rows = await enabledNames(this.db, table, ids);
      for (const r of rows) names.set(`${r.id}--${type}`, r.full_name);
    }
    const list = picks.flatMap((p): SelectedItem[] => {
      if (p.type === 'user') {
        const u = users.get(p.id);
        return u
          ? [{ id: p.value, fullName: u.fullName, type: 'user', organize: u.organize, headIcon: u.headIcon }]
          : [];
      }
      if (p.type === 'company' || p.type === 'department') {
        const o = live.has(p.id) ? index.get(p.id) : undefined;
        return o
          ? [{ id: p.value, fullName: o.fullName, type: o.type, organize: o.organize, headIcon: '' }]
          : [];
      }
      const name = names.get(`${p.id}--${p.type}`);
      return name === undefined
        ? []
        : [{ id: p.value, fullName: name, type: p.type, organize: '', headIcon: '' }];
    });
    return { list };
  }

  private async orgs() {
    const rows = await this.organize.liveRows();
    const index: OrgIndex = new Map(toOrganizeNodes(rows).map((n) => [n.id, n]));
    return { rows, index, live: new Set(enabledOnly(rows).map((o) => o.id)) };
  }

  private async rows(filter: UserFilter, paging: { currentPage?: number; pageSize?: number } = {}) {
    const currentPage = paging.currentPage ?? 1;
    const pageSize = Math.min(paging.pageSize ?? 1000, 1000);
    const f = { ...filter, enabledOnly: true, keywordOnPhone: false };
    const [total, rows] = await Promise.all([
      countUsers(this.db, this.dialect, f),
      listUsers(this.db, this.dialect, f, {}, { offset: (currentPage - 1) * pageSize, limit: pageSize }),
    ]);
    return { rows, pagination: { currentPage, pageSize, total } };
  }

  private async page(filter: UserFilter, paging?: { currentPage?: number; pageSize?: number }) {
    const { rows, pagination } = await this.rows(filter, paging);
    const { index } = await this.orgs();
    return { list: rows.map((r) => toPickerItem(r, index)), pagination };
  }
}
