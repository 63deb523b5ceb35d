import { ResultCode } from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import type { AccessService } from '../auth/access.service';
import {
  grantedRoles,
  interfaceGrantedTo,
  liveRoleIds,
  replaceRoleGrants,
  type GrantObject,
} from './data-interface-grants.repository';

/** Who runs an interface, and the menu (form) the call says it comes from. */
export interface RunCaller {
  userId: string;
  isAdministrator: boolean;
  menuId?: string;
}

/**
 * Who may run a data interface (ADR 0011): administrators; members of a role it is granted to;
 * and a user holding an enabled menu (form) that declares use of it, when the call comes from that
 * menu. Everybody else is refused, whatever the interface answers.
 */
export class InterfaceGrants {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly access: AccessService,
  ) {}

  /** Throws 403 `diNotGranted` unless the caller may run the interface. */
  async check(interfaceId: string, caller: RunCaller): Promise<void> {
    if (caller.isAdministrator) return;
    const grants = await this.access.grants(caller.userId);
    const objects: GrantObject[] = [...grants.objects.values()]
      .filter((o) => o.type === 'Role')
      .map((o) => ({ type: 'Role', id: o.id }));
    const menuId = caller.menuId;
    if (menuId && grants.items.get('module')?.has(menuId)) {
      const enabled = (await this.access.catalog()).modules.some((m) => m.id === menuId);
      if (enabled) objects.push({ type: 'Module', id: menuId });
    }
    if (!(await interfaceGrantedTo(this.db, interfaceId, objects)))
      throw new AppError(ResultCode.Forbidden, 'diNotGranted');
  }

  /** Role names granted to each interface, by interface id. */
  async roleNames(interfaceIds: readonly string[]): Promise<Map<string, string[]>> {
    const out = new Map<string, string[]>();
    for (const r of await grantedRoles(this.db, interfaceIds))
      out.set(r.interface_id, [...(out.get(r.interface_id) ?? []), r.full_name]);
    return out;
  }

  /** Ids of the roles granted to one interface. */
  async roleIds(interfaceId: string): Promise<string[]> {
    return (await grantedRoles(this.db, [interfaceId])).map((r) => r.id);
  }

  /** Grants the interface to exactly these roles; an unknown role is refused. */
  async saveRoles(interfaceId: string, roleIds: readonly string[], userId: string): Promise<void> {
    await this.checkRoles(roleIds);
    await this.db
      .transaction()
      .execute((trx) => replaceRoleGrants(trx, interfaceId, roleIds, userId, Date.now()));
  }

  /** Refuses unknown roles before anything is written. */
  async checkRoles(roleIds: readonly string[] | undefined): Promise<void> {
    if (!roleIds?.length) return;
    const live = await liveRoleIds(this.db, roleIds);
    const unknown = roleIds.find((id) => !live.has(id));
    if (unknown !== undefined) throw badRequest('diRoleUnknown', { id: unknown });
  }
}
