import {
  matchesPattern,
  type Paged,
  type UserAdminInfo,
  type UserAdminItem,
  type ResetPasswordBody,
  type UserBody,
  type UserCreateBody,
  type UserCreated,
  type UserListQuery,
} from '@tessera/shared';
import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DialectName } from '../../db/database';
import type { DB } from '../../db/schema';
import { badRequest, notFound } from '../../lib/errors';
import { hashPassword } from '../../lib/password';
import type { PasswordRehashJob } from '../../lib/password-rehash';
import type { LoginService } from '../auth/login.service';
import type { SessionService } from '../auth/session.service';
import type { DataScopeService } from '../data-scope/data-scope.service';
import { organizePaths } from '../profile/org-paths';
import type { SystemConfigService } from '../sys-config/sys-config.service';
import type { RolesService } from '../roles/roles.service';
import {
  USER_SORTS,
  accountTaken,
  countUsers,
  findUser,
  listUsers,
  liveCount,
  userRelations,
  type UserFilter,
  type UserRow,
} from './user-admin.repository';
import {
  bodyRelations,
  createUsers,
  importRehashJob,
  userValues,
  type CreateOutcome,
} from './user-batch-create';
import { patchUser, saveUser, type UserValues } from './user-write.repository';
import { userPages, type UserPages } from './user-export';
import { toAdminItem, type OrgPaths } from './user-view';
import { checkInitialPassword, generatePassword } from './initial-password';
import { USER_MENU, USER_SCOPE_FIELDS, hiddenBodyFields, withoutHidden } from './user-scope';

const ACCOUNT = /^[A-Za-z0-9]+$/;
const DEFAULT_PASSWORD = '123456';
const isSort = (sidx: string | undefined): sidx is keyof typeof USER_SORTS =>
  sidx !== undefined && Object.hasOwn(USER_SORTS, sidx);
const unique = (ids: string[]) => [...new Set(ids)];
const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((x) => b.includes(x));

/** Who is calling (from the session, never from the request body). */
export interface AdminCaller {
  userId: string;
  isAdministrator: boolean;
}

/** Dependencies of the user administration. */
export interface UserAdminDeps {
  db: Kysely<DB>;
  dialect: DialectName;
  sessions: SessionService;
  sysConfig: SystemConfigService;
  /** Data, column and form permissions of the menu. */
  scope: DataScopeService;
  /** The roles the caller holds (a non-administrator grants only those). */
  roles: Pick<RolesService, 'heldBy'>;
  /** Replaces an imported user's shared password hash with their own (the background rehash). */
  passwords: Pick<LoginService, 'replaceSharedHash'>;
  /** Called after a user's roles, positions, groups or organisations may have changed (drops the permission caches). */
  onChange?: () => void;
}

/**
 * User administration (security.md "User/org admin"): the built-in administrator and the caller
 * themselves cannot be disabled or deleted, nobody changes their own roles, positions or groups,
 * and a non-administrator only grants or takes away roles they hold.
 */
export class UserAdminService {
  /** Gives imported users their own salt in the background (started by the Excel routes). */
  readonly rehash: PasswordRehashJob;

  constructor(private readonly deps: UserAdminDeps) {
    this.rehash = importRehashJob(deps.db, deps.passwords, () => this.initialPassword());
  }

  private get db() {
    return this.deps.db;
  }

  /** Live users (enabled or not) whose account or name holds `keyword`, the first `limit` of them. */
  searchRows(keyword: string | undefined, limit: number): Promise<UserRow[]> {
    return listUsers(this.db, this.deps.dialect, { keyword }, {}, { offset: 0, limit });
  }

  /**
   * One page of the users the caller's data scope shows, without the columns it is not granted;
   * an organisation filter includes its sub-organisations.
   */
  async list(query: UserListQuery, caller: AdminCaller): Promise<Paged<UserAdminItem>> {
    const filter: UserFilter = { keyword: query.keyword, keywordOnPhone: true };
    filter.scope = await this.deps.scope.where(caller, USER_MENU, USER_SCOPE_FIELDS);
    if (query.organizeId) filter.allOf = { Organize: await this.deps.scope.subtreeIds(query.organizeId) };
    const { currentPage, pageSize } = query;
    const order = { sidx: isSort(query.sidx) ? query.sidx : undefined, desc: query.sort === 'desc' };
    const [total, rows] = await Promise.all([
      countUsers(this.db, this.deps.dialect, filter),
      listUsers(this.db, this.deps.dialect, filter, order, {
        offset: (currentPage - 1) * pageSize,
        limit: pageSize,
      }),
    ]);
    const index = await this.orgIndex(rows.map((r) => r.organize_id));
    const hidden = await this.deps.scope.hiddenFields(caller, USER_MENU, 'column');
    const list = rows.map((r) => withoutHidden(toAdminItem(r, index), hidden, 'column'));
    return { list, pagination: { currentPage, pageSize, total } };
  }

  /** Every user the list's filter shows the caller, page by page (exports; user-export.ts). */
  exportPages(query: UserListQuery, caller: AdminCaller): Promise<UserPages> {
    return userPages(this.deps, query, caller);
  }

  /** One user in the caller's data scope with every relation, without the form fields it is not granted. */
  async info(id: string, caller: AdminCaller): Promise<UserAdminInfo> {
    const row = await this.visible(id, caller);
    const rel = await userRelations(this.db, id);
    const hidden = await this.deps.scope.hiddenFields(caller, USER_MENU, 'form');
    return withoutHidden(this.infoOf(row, rel, await this.orgIndex([row.organize_id])), hidden, 'form');
  }

  private infoOf(
    row: UserRow,
    rel: Awaited<ReturnType<typeof userRelations>>,
    orgs: OrgPaths,
  ): UserAdminInfo {
    return {
      ...toAdminItem(row, orgs),
      organizeIds: unique([...(row.organize_id ? [row.organize_id] : []), ...rel.Organize]),
      positionIds: unique([...(row.position_id ? [row.position_id] : []), ...rel.Position]),
      roleIds: rel.Role,
      groupIds: rel.Group,
    };
  }

  /**
   * Creates a user with the initial password the administrator chose (checked) or a generated one,
   * which is answered this once and never again (only its hash is kept). The user must change it
   * at first sign-in while the setting says so.
   */
  async create(input: UserCreateBody, caller: AdminCaller): Promise<UserCreated> {
    const { initialPassword, ...body } = input;
    const chosen = initialPassword ? checkInitialPassword(initialPassword, body.account) : undefined;
    const password = chosen ?? generatePassword();
    const [outcome] = await this.createMany([body], caller, password);
    if (!outcome || 'error' in outcome) throw outcome?.error ?? new Error('user not created');
    return chosen ? { id: outcome.id } : { id: outcome.id, password };
  }

  /**
   * Creates many users with the rules of {@link create}, checked with one query per kind and written
   * in one transaction (user-batch-create.ts); one outcome per body, in order.
   */
  async createMany(bodies: UserBody[], caller: AdminCaller, password?: string): Promise<CreateOutcome[]> {
    return createUsers(
      {
        db: this.db,
        caller,
        hiddenFields: await this.deps.scope.hiddenFields(caller, USER_MENU, 'form'),
        heldRoles: () => this.deps.roles.heldBy(caller.userId),
        initialPassword: password ?? (await this.initialPassword()),
        rehash: this.rehash,
      },
      bodies,
    );
  }

  private async initialPassword(): Promise<string> {
    return (await this.deps.sysConfig.get()).raw.newUserDefaultPassword || DEFAULT_PASSWORD;
  }

  /**
   * Edits a user in the caller's data scope; form fields the caller is not granted keep their
   * stored values (ADR 0008). Disabling signs them out everywhere.
   */
  async update(id: string, input: UserBody, caller: AdminCaller): Promise<void> {
    const old = await this.target(id, caller);
    const body = await this.keepHidden(input, old, caller);
    if (body.enabledMark === 0) this.checkMayDisable(old, caller);
    const rel = await userRelations(this.db, id);
    const positions = unique([...(old.position_id ? [old.position_id] : []), ...rel.Position]);
    if (
      id === caller.userId &&
      (!sameSet(unique(body.roleIds), rel.Role) ||
        !sameSet(unique(body.positionIds), positions) ||
        !sameSet(unique(body.groupIds), rel.Group))
    )
      throw badRequest('userSelfProtected');
    await this.checkGrant(caller, rel.Role, body.roleIds);
    const values = await this.checked(body, old);
    const who = { userId: caller.userId, now: Date.now() };
    await this.db.transaction().execute((trx) => saveUser(trx, id, values, bodyRelations(body), who));
    this.deps.onChange?.();
    if (body.enabledMark === 0 && Number(old.enabled_mark) !== 0)
      await this.deps.sessions.revokeAll(id, 'admin');
  }

  /** Soft-deletes a user and signs them out everywhere. */
  async remove(id: string, caller: AdminCaller): Promise<void> {
    const old = await this.target(id, caller);
    this.checkMayDisable(old, caller);
    await this.checkGrant(caller, (await userRelations(this.db, id)).Role, []);
    const now = Date.now();
    await patchUser(this.db, id, { deleted_at: now, deleted_by: caller.userId }, caller.userId, now);
    await this.deps.sessions.revokeAll(id, 'admin');
  }

  /**
   * Sets a new password: the one the administrator chose (plain and checked, or the original
   * client's md5) or a generated one, answered this once. Clears any lock, marks it to be changed
   * at the next sign-in and signs the user out everywhere.
   */
  async resetPassword(
    id: string,
    body: ResetPasswordBody,
    caller: AdminCaller,
  ): Promise<{ password: string } | null> {
    if (body.password && body.userPassword) throw badRequest('resetPasswordOneWay');
    const row = await this.target(id, caller);
    const generated = body.password || body.userPassword ? undefined : generatePassword();
    const plain = body.password ? checkInitialPassword(body.password, row.account) : generated;
    const md5Hex = plain ? createHash('md5').update(plain).digest('hex') : body.userPassword!;
    const now = Date.now();
    const passwordHash = await hashPassword(md5Hex.toLowerCase());
    await patchUser(
      this.db,
      id,
      {
        password_hash: passwordHash,
        password_rehash: 0,
        password_changed_at: now,
        must_change_password: 1,
        log_error_count: 0,
        unlock_time: null,
      },
      caller.userId,
      now,
    );
    await this.deps.sessions.revokeAll(id, 'password');
    return generated ? { password: generated } : null;
  }

  /** Turns a user on or off; turning off signs them out everywhere. */
  async toggleState(id: string, caller: AdminCaller): Promise<void> {
    const old = await this.target(id, caller);
    const next = Number(old.enabled_mark) === 1 ? 0 : 1;
    if (next === 0) this.checkMayDisable(old, caller);
    const now = Date.now();
    await patchUser(
      this.db,
      id,
      { enabled_mark: next, log_error_count: 0, unlock_time: null },
      caller.userId,
      now,
    );
    if (next === 0) await this.deps.sessions.revokeAll(id, 'admin');
  }

  /** Clears the wrong-password lock (permanent or timed). */
  async unlock(id: string, caller: AdminCaller): Promise<void> {
    const old = await this.target(id, caller);
    const enabled = Number(old.enabled_mark) === 2 ? 1 : Number(old.enabled_mark);
    const now = Date.now();
    await patchUser(
      this.db,
      id,
      { enabled_mark: enabled, log_error_count: 0, unlock_time: null },
      caller.userId,
      now,
    );
  }

  /** A live user inside the caller's data scope; outside it answers "not found", like a missing one. */
  private async visible(id: string, caller: AdminCaller): Promise<UserRow> {
    const scope = await this.deps.scope.where(caller, USER_MENU, USER_SCOPE_FIELDS);
    const row = await findUser(this.db, id, scope);
    if (!row) throw notFound();
    return row;
  }

  /** A visible target; an administrator's account is only touched by an administrator. */
  private async target(id: string, caller: AdminCaller): Promise<UserRow> {
    const row = await this.visible(id, caller);
    if (Number(row.is_administrator) === 1 && !caller.isAdministrator) throw badRequest('userAdminProtected');
    return row;
  }

  /** The body with the stored values in the form fields the caller is not granted. */
  private async keepHidden(body: UserBody, old: UserRow, caller: AdminCaller): Promise<UserBody> {
    const hidden = hiddenBodyFields(await this.deps.scope.hiddenFields(caller, USER_MENU, 'form'));
    if (!hidden.length) return body;
    const stored = { account: old.account, realName: old.real_name, email: old.email ?? undefined };
    const kept = { ...body };
    for (const f of hidden) Object.assign(kept, { [f]: stored[f] });
    return kept;
  }

  private checkMayDisable(target: UserRow, caller: AdminCaller): void {
    if (Number(target.is_administrator) === 1) throw badRequest('userAdminProtected');
    if (target.id === caller.userId) throw badRequest('userSelfProtected');
  }

  /** Grant only what you hold: a non-administrator adds or removes only roles they hold. */
  private async checkGrant(caller: AdminCaller, before: string[], after: string[]): Promise<void> {
    if (caller.isAdministrator) return;
    const changed = [
      ...after.filter((r) => !before.includes(r)),
      ...before.filter((r) => !after.includes(r)),
    ];
    if (!changed.length) return;
    const held = new Set(await this.deps.roles.heldBy(caller.userId));
    if (changed.some((r) => !held.has(r))) throw badRequest('roleNotHeld');
  }

  private async checked(body: UserBody, old?: UserRow): Promise<UserValues> {
    if (body.account !== old?.account && !ACCOUNT.test(body.account)) throw badRequest('accountInvalid');
    if (body.mobilePhone && !matchesPattern('phone', body.mobilePhone)) throw badRequest('phoneInvalid');
    if (body.email && !matchesPattern('email', body.email)) throw badRequest('emailInvalid');
    if (await accountTaken(this.db, body.account, old?.id))
      throw badRequest('accountTaken', { account: body.account });
    const rel = bodyRelations(body);
    const manager = body.managerId ? [body.managerId] : [];
    const checks = [
      ['base_organize', rel.Organize],
      ['base_position', rel.Position],
      ['base_role', rel.Role],
      ['base_group', rel.Group],
      ['base_user', manager],
    ] as const;
    for (const [table, ids] of checks)
      if ((await liveCount(this.db, table, ids)) !== ids.length) throw badRequest('userRelationMissing');
    if (old && body.managerId === old.id) throw badRequest('userRelationMissing');
    // a locked user (2) stays locked when the form only says "enabled"
    const locked = old && Number(old.enabled_mark) === 2 && body.enabledMark === 1;
    return { ...userValues(body, rel), ...(locked ? { enabled_mark: 2 } : {}) };
  }

  /** Name paths of only the organisations shown (not the whole tree: 10,000 departments, ADR 0008). */
  private async orgIndex(ids: (string | null)[]): Promise<OrgPaths> {
    const unique = [...new Set(ids.filter((id): id is string => Boolean(id)))];
    const paths = await organizePaths(this.db, unique);
    return new Map([...paths].map(([id, p]) => [id, { organize: p.path }]));
  }
}
