import {
  LAYOUT_THEMES,
  type CurrentUserResult,
  type Language,
  type LayoutTheme,
  type PermissionEntry,
  type PermissionItem,
  type UserInfo,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { asciiJson } from '../../lib/ascii-json';
import { ok } from '../../lib/reply';
import { TtlCache } from '../../lib/ttl-cache';
import type { SystemConfigService } from '../sys-config/sys-config.service';
import type { AccessService, Catalog, Grants, ModuleRow, ResourceRow, SystemRow } from './access.service';
import { EncodedBody } from './encoded-body';
import { buildMenuTree, withAncestors } from './menu-tree';
import { findLiveUserById, findOrganizes } from './user.repository';

type UserRow = NonNullable<Awaited<ReturnType<typeof findLiveUserById>>>;

/** Which system CurrentUser should answer for. */
export interface SystemChoice {
  systemCode?: string;
  systemId?: string;
}

const item = (r: ResourceRow): PermissionItem => ({ id: r.id, fullName: r.full_name, enCode: r.en_code });

/** The theme a user chose, or classic. */
export const themeOf = (theme: string | null): LayoutTheme =>
  (LAYOUT_THEMES as readonly string[]).includes(theme ?? '') ? (theme as LayoutTheme) : 'classic';

/** Builds `CurrentUser` answers from the cached catalog and the user's grants. */
export class CurrentUserService {
  private readonly bodies = new TtlCache<string, Promise<EncodedBody>>(5000);

  constructor(
    private readonly db: Kysely<DB>,
    private readonly access: AccessService,
    private readonly sysConfig: SystemConfigService,
  ) {}

  /** The menus a user may open, in every system (admin: all). */
  visibleModules(catalog: Catalog, grants: Grants, isAdmin: boolean): ModuleRow[] {
    if (isAdmin) return catalog.modules;
    const granted = grants.items.get('module') ?? new Set<string>();
    return withAncestors(catalog.modules, granted);
  }

  /** Ids of the systems in which the user sees at least one menu. */
  async visibleSystemIds(userId: string, isAdmin: boolean): Promise<Set<string>> {
    const catalog = await this.access.catalog();
    const visible = this.visibleModules(catalog, await this.access.grants(userId), isAdmin);
    return new Set(visible.map((m) => m.system_id));
  }

  /** Whether a user can see at least one menu. */
  async hasMenus(userId: string, isAdmin: boolean): Promise<boolean> {
    const catalog = await this.access.catalog();
    return this.visibleModules(catalog, await this.access.grants(userId), isAdmin).length > 0;
  }

  /**
   * The whole `CurrentUser` envelope as JSON bytes (and their compressed forms), cached briefly:
   * the answer is large (every menu and permission) and asked on every page load, so it is built,
   * serialised and compressed once per user, system, language and permission version. Concurrent
   * misses share one build; a failed build is not kept.
   */
  envelope(userId: string, choice: SystemChoice, lang: Language): Promise<EncodedBody> {
    const key = `${userId}|${choice.systemCode ?? ''}|${choice.systemId ?? ''}|${lang}|${this.access.version}`;
    const hit = this.bodies.get(key);
    if (hit) return hit;
    const made = this.build(userId, choice, lang).then(
      (result) => new EncodedBody(Buffer.from(asciiJson(ok(result, lang)), 'latin1')),
    );
    this.bodies.set(key, made);
    made.catch(() => {
      if (this.bodies.get(key) === made) this.bodies.delete(key);
    });
    return made;
  }

  /** The CurrentUser answer, names in `lang`; refuses a user with no menus (noMenus). */
  async build(userId: string, choice: SystemChoice, lang: Language = 'zh'): Promise<CurrentUserResult> {
    const user = await findLiveUserById(this.db, userId);
    if (!user) throw badRequest('emptyUserInfo');
    const isAdmin = user.is_administrator === 1;
    const [catalog, grants, settings] = await Promise.all([
      this.access.catalogIn(lang),
      this.access.grants(userId),
      this.sysConfig.get(),
    ]);
    const visible = this.visibleModules(catalog, grants, isAdmin);
    const systemIds = new Set(visible.map((m) => m.system_id));
    const systems = catalog.systems.filter((s) => systemIds.has(s.id));
    const current = pickSystem(systems, choice, user.system_id);
    if (!current) throw badRequest('noMenus');
    const menus = visible.filter((m) => m.system_id === current.id);
    const tree = buildMenuTree(menus);
    const result: CurrentUserResult = {
      menuList: tree,
      routerList: tree,
      permissionList: menus.map((m) => permissionsOf(m, catalog, grants, isAdmin)),
      userInfo: await this.userInfo(user, grants, systems, current, settings.lastLoginTimeSwitch),
      sysConfigInfo: settings.info,
    };
    return result;
  }

  private async userInfo(
    user: UserRow,
    grants: Grants,
    systems: SystemRow[],
    current: SystemRow,
    showPrev: boolean,
  ): Promise<UserInfo> {
    const objects = [...grants.objects.values()];
    const positions = objects.filter((o) => o.type === 'Position');
    const roles = objects.filter((o) => o.type === 'Role');
    const major = user.organize_id ? (await findOrganizes(this.db, [user.organize_id]))[0] : undefined;
    const path = major ? await findOrganizes(this.db, major.organize_id_tree.split(',')) : [];
    const byId = new Map(path.map((o) => [o.id, o.full_name]));
    const isDepartment = major?.category === 'department';
    const majorPosition = positions.find((p) => p.id === user.position_id) ?? positions[0];
    return {
      userId: user.id,
      userAccount: user.account,
      userName: user.real_name,
      headIcon: user.head_icon ? `/api/file/Image/userAvatar/${user.head_icon}` : '',
      gender: user.gender,
      email: user.email ?? '',
      mobilePhone: user.mobile_phone ?? '',
      isAdministrator: user.is_administrator === 1,
      portalId: user.portal_id ?? '',
      signImg: '',
      organizeId: major?.id ?? '',
      organizeName: major
        ? major.organize_id_tree
            .split(',')
            .map((id) => byId.get(id) ?? '')
            .join('/')
        : '',
      departmentId: isDepartment ? major.id : '',
      departmentName: isDepartment ? major.full_name : '',
      positionIds: positions.map((p) => ({ id: p.id, name: p.full_name })),
      positionId: majorPosition?.id ?? '',
      positionName: majorPosition?.full_name ?? '',
      roleIds: roles.map((r) => r.id),
      roleName: roles.map((r) => r.full_name).join(','),
      prevLogin: showPrev && user.prev_log_time !== null ? 1 : 0,
      prevLoginTime: user.prev_log_time,
      prevLoginIPAddress: user.prev_log_ip ?? '',
      prevLoginIPAddressName: '',
      systemId: current.id,
      systemIds: systems.map((s) => ({
        id: s.id,
        enCode: s.en_code,
        name: s.full_name,
        icon: s.icon ?? '',
        currentSystem: s.id === current.id,
      })),
      theme: themeOf(user.theme),
      language: user.language ?? 'zh',
    };
  }

  /** Drops cached answers of one user, or of everyone. */
  invalidate(userId?: string): void {
    if (userId) this.bodies.deleteWhere((_, key) => key.startsWith(`${userId}|`));
    else this.bodies.clear();
  }
}

function pickSystem(
  systems: SystemRow[],
  choice: SystemChoice,
  preferred: string | null,
): SystemRow | undefined {
  return (
    systems.find(
      (s) =>
        (choice.systemCode && s.en_code === choice.systemCode) ||
        (choice.systemId && s.id === choice.systemId),
    ) ??
    systems.find((s) => s.id === preferred) ??
    systems.find((s) => s.is_main === 1) ??
    systems[0]
  );
}

function permissionsOf(m: ModuleRow, catalog: Catalog, grants: Grants, isAdmin: boolean): PermissionEntry {
  const pick = (rows: ResourceRow[] | undefined, type: string) => {
    const allowed = grants.items.get(type);
    return (rows ?? []).filter((r) => isAdmin || allowed?.has(r.id)).map(item);
  };
  return {
    modelId: m.id,
    moduleName: m.full_name,
    button: pick(catalog.buttons.get(m.id), 'button'),
    column: pick(catalog.columns.get(m.id), 'column'),
    form: pick(catalog.forms.get(m.id), 'form'),
    resource: pick(catalog.schemes.get(m.id), 'resource'),
  };
}
