import type { Expression, Kysely, SqlBool } from 'kysely';
import type { DialectName } from '../../db/database';
import {
  scopeWhere,
  type DataScope,
  type SchemeRow,
  type ScopeFields,
  type ScopeVariables,
} from '../../db/data-scope';
import type { DB } from '../../db/schema';
import { TtlCache } from '../../lib/ttl-cache';
import type { AccessService } from '../auth/access.service';
import { findUserPlace, listMenuFlags, listSchemes, organizeSubtreeIds } from './data-scope.repository';
import { DataScopeTargets } from './data-scope-targets';

/** Who is asking (from the session). */
export interface ScopeCaller {
  userId: string;
  isAdministrator: boolean;
}

type MenuFlags = Awaited<ReturnType<typeof listMenuFlags>>[number];

interface MenuIndex {
  byCode: Map<string, MenuFlags>;
  byId: Map<string, MenuFlags>;
  schemes: Map<string, SchemeRow[]>;
}

/** Kinds of menu resources that hide fields. */
export type FieldResource = 'column' | 'form';

/**
 * Resolves what a caller may see of a menu: its data scope (schemes granted through
 * {@link AccessService.grants} as `resource` items), and the columns and form fields it may not see.
 */
export class DataScopeService {
  private readonly menus = new TtlCache<number, MenuIndex>(5000);
  /** Menus whose lists apply schemes (the explain call), built-in and described at run time. */
  readonly targets = new DataScopeTargets();

  constructor(private readonly deps: { db: Kysely<DB>; dialect: DialectName; access: AccessService }) {}

  /** An organisation's id with the ids of every live organisation below it. */
  subtreeIds(organizeId: string): Promise<string[]> {
    return organizeSubtreeIds(this.deps.db, organizeId);
  }

  /** Menus with their switches and schemes, cached until the permission catalogue changes. */
  async menuIndex(): Promise<MenuIndex> {
    const version = this.deps.access.version;
    const hit = this.menus.get(version);
    if (hit) return hit;
    const [flags, schemes] = await Promise.all([listMenuFlags(this.deps.db), listSchemes(this.deps.db)]);
    const byModule = new Map<string, SchemeRow[]>();
    for (const s of schemes) byModule.set(s.module_id, [...(byModule.get(s.module_id) ?? []), s]);
    const index = {
      byCode: new Map(flags.map((f) => [f.en_code, f])),
      byId: new Map(flags.map((f) => [f.id, f])),
      schemes: byModule,
    };
    this.menus.set(version, index);
    return index;
  }

  /** The caller's variables: main organisation (and its subtree), position, now. */
  async variables(userId: string): Promise<ScopeVariables> {
    const place = await findUserPlace(this.deps.db, userId);
    const organizeId = place?.organize_id ?? null;
    return {
      userId,
      organizeId,
      organizeAndSub: organizeId ? await organizeSubtreeIds(this.deps.db, organizeId) : [],
      positionId: place?.position_id ?? null,
      currentTime: Date.now(),
    };
  }

  /** The schemes of a menu the user holds. */
  async heldSchemes(userId: string, menuId: string): Promise<SchemeRow[]> {
    const all = (await this.menuIndex()).schemes.get(menuId) ?? [];
    const granted = (await this.deps.access.grants(userId)).items.get('resource');
    return all.filter((s) => granted?.has(s.id));
  }

  /**
   * A caller's scope on a menu: administrators and menus without data authorisation see all;
   * a held all-data scheme sees all; otherwise the held schemes (none: no rows, ADR 0008).
   */
  async scope(caller: ScopeCaller, menuCode: string): Promise<DataScope> {
    if (caller.isAdministrator) return { restricted: false, reason: 'administrator' };
    const menu = (await this.menuIndex()).byCode.get(menuCode);
    if (!menu || Number(menu.is_data_authorize) !== 1) return { restricted: false, reason: 'allData' };
    const held = await this.heldSchemes(caller.userId, menu.id);
    if (held.some((s) => Number(s.all_data) === 1)) return { restricted: false, reason: 'allData' };
    const vars = await this.variables(caller.userId);
    return { restricted: true, reason: held.length ? 'scheme' : 'noScheme', schemes: held, vars };
  }

  /** The where-expression limiting a menu's rows for a caller (`undefined`: no limit). */
  async where(
    caller: ScopeCaller,
    menuCode: string,
    fields: ScopeFields,
  ): Promise<Expression<SqlBool> | undefined> {
    return scopeWhere(await this.scope(caller, menuCode), fields, this.deps.dialect);
  }

  /** Codes of the menu's columns or form fields the caller is not granted (empty: sees them all). */
  async hiddenFields(caller: ScopeCaller, menuCode: string, kind: FieldResource): Promise<Set<string>> {
    if (caller.isAdministrator) return new Set();
    const menu = (await this.menuIndex()).byCode.get(menuCode);
    const on = kind === 'column' ? menu?.is_column_authorize : menu?.is_form_authorize;
    if (!menu || Number(on) !== 1) return new Set();
    const catalog = await this.deps.access.catalog();
    const defined = (kind === 'column' ? catalog.columns : catalog.forms).get(menu.id) ?? [];
    const granted = (await this.deps.access.grants(caller.userId)).items.get(kind);
    return new Set(defined.filter((r) => !granted?.has(r.id)).map((r) => r.en_code));
  }
}
