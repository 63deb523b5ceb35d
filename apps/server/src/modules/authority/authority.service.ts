import {
  ResultCode,
  type AuthorityItemType,
  type AuthorityObjectItem,
  type AuthorityObjectType,
  type AuthoritySaveBody,
  type AuthorityValues,
  type EffectivePermissions,
  type Language,
} from '@tessera/shared';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { AppError, badRequest } from '../../lib/errors';
import type { PushBus } from '../../lib/push';
import type { AccessService } from '../auth/access.service';
import type { CurrentUserService } from '../auth/current-user.service';
import type { OrganizeService } from '../organize/organize.service';
import type { UserAdminService } from '../user-admin/user-admin.service';
import { buildTrees, grantedIds, heldIds, toIds } from './authority-catalog';
import { listGrantObjects } from './authority-objects';
import { effectivePermissions, sourcesOf } from './authority-effective';
import { mergeForHolder, validGrants } from './authority-rules';
import {
  affectedUsers,
  belongsTo,
  findObjectName,
  findUser,
  listGrantsOf,
  listObjectGrants,
  replaceGrants,
} from './authority.repository';

/** Who is calling. */
export interface AuthorityCaller {
  userId: string;
  isAdministrator: boolean;
}

/** What the service needs. */
export interface AuthorityDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  access: AccessService;
  currentUser: CurrentUserService;
  /** The push bus, read at each delivery (the socket module replaces it after start-up). */
  push: () => PushBus;
  /** Organisations and users the page picks grant holders from. */
  organize: Pick<OrganizeService, 'liveRows'>;
  users: Pick<UserAdminService, 'searchRows'>;
}

/** Grants of systems, menus and menu resources to roles, positions, organisations, groups and users. */
export class AuthorityService {
  constructor(private readonly deps: AuthorityDeps) {}

  /** The objects of one type the page picks grant holders from (names and codes only). */
  async objects(type: AuthorityObjectType, keyword: string | undefined): Promise<AuthorityObjectItem[]> {
    return listGrantObjects(this.deps, type, keyword);
  }

  /** The catalogue the caller may hand out, as trees named in `lang`, and what the object holds now. */
  async values(
    objectType: AuthorityObjectType,
    objectId: string,
    caller: AuthorityCaller,
    lang: Language = 'zh',
  ): Promise<AuthorityValues> {
    const { db, access } = this.deps;
    await this.requireObject(objectType, objectId);
    const catalog = await access.catalogIn(lang);
    const shown = heldIds(catalog, await access.grants(caller.userId), caller.isAdministrator);
    const granted = grantedIds(catalog, await listObjectGrants(db, objectType, objectId));
    return { ...buildTrees(catalog, shown), all: toIds(shown), granted: toIds(granted) };
  }

  /** Replaces the object's grants; its users get the change at their next request and a `refresh` push. */
  async save(objectId: string, body: AuthoritySaveBody, caller: AuthorityCaller): Promise<void> {
    const { db, access } = this.deps;
    const type = body.objectType;
    await this.requireObject(type, objectId);
    if (!caller.isAdministrator && (await belongsTo(db, caller.userId, type, objectId)))
      throw new AppError(ResultCode.Forbidden, 'authorityOwnObject');
    const catalog = await access.catalog();
    let items = validGrants(catalog, body);
    if (!caller.isAdministrator) {
      const old = grantedIds(catalog, await listObjectGrants(db, type, objectId));
      items = mergeForHolder(
        catalog,
        items,
        old,
        heldIds(catalog, await access.grants(caller.userId), false),
      );
    }
    const rows = (Object.entries(items) as [AuthorityItemType, Set<string>][]).flatMap(([itemType, ids]) =>
      [...ids].map((id) => ({ type: itemType, id })),
    );
    const by = { userId: caller.userId, now: Date.now() };
    await db.transaction().execute((trx) => replaceGrants(trx, { type, id: objectId }, rows, by));
    await this.notify(type, objectId);
  }

  /** A user's effective menus and items (named in `lang`) with where each comes from. */
  async effective(userId: string, lang: Language = 'zh'): Promise<EffectivePermissions> {
    const { db, access } = this.deps;
    const user = await findUser(db, userId);
    if (!user) throw badRequest('authorityObjectMissing');
    const catalog = await access.catalogIn(lang);
    if (user.is_administrator === 1) return effectivePermissions(catalog, user, new Map());
    const grants = await access.grants(userId);
    const byType = new Map<string, string[]>();
    for (const o of grants.objects.values()) byType.set(o.type, [...(byType.get(o.type) ?? []), o.id]);
    const objects = [...byType].map(([type, ids]) => ({ type, ids }));
    const rows = await listGrantsOf(db, [...objects, { type: 'User', ids: [userId] }]);
    return effectivePermissions(catalog, user, sourcesOf(user, grants, rows));
  }

  private async requireObject(type: AuthorityObjectType, id: string): Promise<void> {
    if ((await findObjectName(this.deps.db, type, id)) === undefined)
      throw badRequest('authorityObjectMissing');
  }

  /** Drops cached permissions (here and, through the access bridge, on other instances) and pushes `refresh`. */
  private async notify(type: AuthorityObjectType, objectId: string): Promise<void> {
    const { db, access, currentUser, push } = this.deps;
    access.invalidate();
    const users = await affectedUsers(db, type, objectId);
    for (const u of users) currentUser.invalidate(u.id);
    // Administrators hold everything anyway; reloading their pages would only interrupt them.
    const ids = users.filter((u) => Number(u.is_administrator) !== 1).map((u) => u.id);
    if (ids.length) push().toUsers(ids, { method: 'refresh' });
  }
}
