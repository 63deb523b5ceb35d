import {
  GLOBAL_ROLE_CATEGORY_ID,
  type OrganizeIdsBody,
  type Paged,
  type RoleBody,
  type RoleItem,
  type RoleListQuery,
  type RoleSelectorNode,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { codeTaken, relatedUserCount, softDelete } from '../../db/admin-rows';
import { badRequest, notFound } from '../../lib/errors';
import { newId } from '../../lib/ids';
import { checkNameAndCode } from '../organize/admin-rules';
import { inSubtrees, toOrganizeNodes } from '../organize/organize-tree';
import { roleTree } from './role-tree';
import type { OrganizeRow, OrganizeService } from '../organize/organize.service';
import {
  filteredRoles,
  roleRows,
  roleOrganizes,
  saveRole,
  setRoleState,
  userRoleIds,
  type RoleFilter,
  type RoleRow,
} from './roles.repository';

/** The caller of a role call. */
export interface RoleCaller {
  userId: string;
  isAdministrator: boolean;
}

/** Roles (global or of organisations): administration and pickers. */
export class RolesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: DialectName,
    private readonly organize: OrganizeService,
    /** Called after a write that may change what users are granted (drops the permission caches). */
    private readonly onChange: () => void = () => undefined,
  ) {}

  /** Ids of the live roles a user holds (other modules check grants against them). */
  heldBy(userId: string): Promise<string[]> {
    return userRoleIds(this.db, userId);
  }

  /** Every live role row (enabled or not), for resolving names during an import. */
  allRows() {
    return roleRows.list(filteredRoles(this.db, this.dialect, {}));
  }

  /** One page of roles; organizeId '1' keeps the global ones, another id its subtree's roles. */
  async list(query: RoleListQuery): Promise<Paged<RoleItem>> {
    const orgs = await this.organize.liveRows();
    const filter: RoleFilter = { keyword: query.keyword };
    if (query.organizeId === GLOBAL_ROLE_CATEGORY_ID) filter.global = true;
    else if (query.organizeId) {
      filter.global = false;
      filter.organizeIds = inSubtrees(orgs, [query.organizeId]).map((o) => o.id);
    }
    const { currentPage, pageSize } = query;
    const matching = filteredRoles(this.db, this.dialect, filter);
    const { total, rows } = await roleRows.page(matching, roleRows.orderOf(query), query);
    return { list: await this.items(rows, orgs), pagination: { currentPage, pageSize, total } };
  }

  /** One role. */
  async info(id: string): Promise<RoleItem> {
    const row = await roleRows.find(this.db, id);
    if (!row) throw notFound();
    return (await this.items([row], await this.organize.liveRows()))[0]!;
  }

  /** Enabled organisation roles of some organisations. */
  async byOrganizes(body: OrganizeIdsBody): Promise<{ list: RoleItem[] }> {
    const rows = await roleRows.list(
      filteredRoles(this.db, this.dialect, {
        global: false,
        organizeIds: body.organizeIds,
        enabledOnly: true,
      }),
    );
    return { list: await this.items(rows, await this.organize.liveRows()) };
  }

  /** The picker tree: 全局 with the global roles, then organisations holding roles. */
  async selector(): Promise<{ list: RoleSelectorNode[] }> {
    return { list: await this.tree() };
  }

  /** The picker tree limited to what the caller may grant: all for an administrator, else the roles held. */
  async selectorByPermission(caller: RoleCaller): Promise<{ list: RoleSelectorNode[] }> {
    if (caller.isAdministrator) return this.selector();
    return { list: await this.tree(await userRoleIds(this.db, caller.userId)) };
  }

  /** Creates a role; answers its id. */
  async create(body: RoleBody, userId: string): Promise<{ id: string }> {
    const id = newId();
    const [values, orgIds] = await this.checked(body);
    await this.db.transaction().execute((trx) => saveRole(trx, id, values, orgIds, userId, Date.now(), true));
    return { id };
  }

  /** Edits a role. */
  async update(id: string, body: RoleBody, userId: string): Promise<void> {
    const old = await roleRows.find(this.db, id);
    if (!old) throw notFound();
    const [values, orgIds] = await this.checked(body, old, id);
    await this.db
      .transaction()
      .execute((trx) => saveRole(trx, id, values, orgIds, userId, Date.now(), false));
    this.onChange();
  }

  /** Turns a role on or off. */
  async toggleState(id: string, userId: string): Promise<void> {
    const old = await roleRows.find(this.db, id);
    if (!old) throw notFound();
    await setRoleState(this.db, id, Number(old.enabled_mark) === 1 ? 0 : 1, userId, Date.now());
    this.onChange();
  }

  /** Soft-deletes a role no user holds. */
  async remove(id: string, userId: string): Promise<void> {
    if (!(await roleRows.find(this.db, id))) throw notFound();
    const users = await relatedUserCount(this.db, 'Role', id);
    if (users) throw badRequest('roleHasUsers', { n: users });
    await softDelete(this.db, 'base_role', id, userId, Date.now());
  }

  private async tree(onlyIds?: string[]): Promise<RoleSelectorNode[]> {
    const all = await this.organize.liveRows();
    const rows = await roleRows.list(
      filteredRoles(this.db, this.dialect, { enabledOnly: true, ids: onlyIds }),
    );
    const links = await roleOrganizes(
      this.db,
      rows.map((r) => r.id),
    );
    return roleTree(rows, links, all);
  }

  private async items(rows: RoleRow[], orgs: OrganizeRow[]): Promise<RoleItem[]> {
    const nodes = new Map(toOrganizeNodes(orgs).map((n) => [n.id, n]));
    const links = await roleOrganizes(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => {
      const organizeIds = (links.get(r.id) ?? []).filter((id) => nodes.has(id));
      return {
        id: r.id,
        fullName: r.full_name,
        enCode: r.en_code,
        type: r.type,
        globalMark: Number(r.global_mark),
        organizeIds,
        organizeInfo: organizeIds.map((id) => nodes.get(id)?.organize ?? '').join(','),
        sortCode: Number(r.sort_code),
        enabledMark: Number(r.enabled_mark),
        description: r.description,
        creatorTime: Number(r.created_at),
      };
    });
  }

  private async checked(body: RoleBody, old?: RoleRow, id?: string) {
    checkNameAndCode(body.fullName, body.enCode, old?.en_code);
    const organizeIds = body.globalMark === 1 ? [] : [...new Set(body.organizeIds)];
    if (body.globalMark !== 1) {
      const live = new Set((await this.organize.liveRows()).map((o) => o.id));
      if (!organizeIds.length || organizeIds.some((o) => !live.has(o)))
        throw badRequest('roleOrganizeMissing');
    }
    if (await codeTaken(this.db, 'base_role', body.enCode, id))
      throw badRequest('codeTaken', { code: body.enCode });
    const values = {
      full_name: body.fullName,
      en_code: body.enCode,
      type: body.type || null,
      global_mark: body.globalMark,
      sort_code: body.sortCode,
      enabled_mark: body.enabledMark,
      description: body.description ?? null,
    };
    return [values, organizeIds] as const;
  }
}
