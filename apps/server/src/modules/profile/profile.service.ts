import type {
  BaseInfoBody,
  BaseInfoResult,
  MajorBody,
  SubordinateItem,
  UserMajorItem,
} from '@tessera/shared';
import type { Kysely, Updateable } from 'kysely';
import type { DB } from '../../db/schema';
import type { UserTable } from '../user-admin/user-admin.table';
import { badRequest, forbidden } from '../../lib/errors';
import type { SessionUser } from '../../plugins/types';
import type { CurrentUserService } from '../auth/current-user.service';
import type { FilesService } from '../files/files.service';
import { organizePaths } from './org-paths';
import {
  findUser,
  listSubordinates,
  managersAmong,
  positionsByIds,
  relationIds,
  rolesByIds,
  updateUserRow,
} from './profile.repository';

const avatarUrl = (name: string | null) => (name ? `/api/file/Image/userAvatar/${name}` : '');
const text = (value: string | null | undefined) => value ?? '';

/** The signed-in user's own record: base info, avatar, organisations, positions, subordinates. */
export class ProfileService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly currentUser: CurrentUserService,
    private readonly files: FilesService,
  ) {}

  private async user(userId: string) {
    const user = await findUser(this.db, userId);
    if (!user) throw badRequest('emptyUserInfo');
    return user;
  }

  /** The caller's own record. */
  async baseInfo(userId: string): Promise<BaseInfoResult> {
    const user = await this.user(userId);
    const [paths, positions, roles, manager] = await Promise.all([
      organizePaths(this.db, user.organize_id ? [user.organize_id] : []),
      positionsByIds(this.db, user.position_id ? [user.position_id] : []),
      relationIds(this.db, userId, 'Role').then((ids) => rolesByIds(this.db, ids)),
      user.manager_id ? findUser(this.db, user.manager_id) : undefined,
    ]);
    return {
      id: user.id,
      account: user.account,
      realName: user.real_name,
      gender: user.gender,
      mobilePhone: text(user.mobile_phone),
      email: text(user.email),
      birthday: user.birthday === null ? null : Number(user.birthday),
      nation: text(user.nation),
      education: text(user.education),
      signature: text(user.signature),
      urgentContacts: text(user.urgent_contacts),
      urgentTelePhone: text(user.urgent_telephone),
      postalAddress: text(user.postal_address),
      headIcon: avatarUrl(user.head_icon),
      organize: (user.organize_id && paths.get(user.organize_id)?.path) || '',
      position: positions[0]?.full_name ?? '',
      roleId: roles.map((r) => r.full_name).join(','),
      ranks: '',
      manager: manager ? `${manager.real_name}/${manager.account}` : '',
      creatorTime: Number(user.created_at),
      prevLogTime: user.prev_log_time === null ? null : Number(user.prev_log_time),
    };
  }

  /**
   * Saves the self-editable fields only (everything else in the body was already dropped by the
   * schema); a field left out keeps its value, an empty one is cleared.
   */
  async saveBaseInfo(userId: string, body: BaseInfoBody): Promise<void> {
    const columns: Record<Exclude<keyof BaseInfoBody, 'realName'>, keyof UserTable> = {
      gender: 'gender',
      mobilePhone: 'mobile_phone',
      email: 'email',
      birthday: 'birthday',
      nation: 'nation',
      education: 'education',
      signature: 'signature',
      urgentContacts: 'urgent_contacts',
      urgentTelePhone: 'urgent_telephone',
      postalAddress: 'postal_address',
    };
    const values: Updateable<UserTable> = {
      real_name: body.realName,
      updated_at: Date.now(),
      updated_by: userId,
    };
    for (const [field, column] of Object.entries(columns) as [keyof typeof columns, keyof UserTable][]) {
      const value = body[field];
      if (value !== undefined) Object.assign(values, { [column]: value === '' ? null : value });
    }
    await updateUserRow(this.db, userId, values);
    this.currentUser.invalidate(userId);
  }

  /** Sets the avatar to an uploaded userAvatar file. */
  async setAvatar(userId: string, name: string): Promise<void> {
    if (!(await this.files.exists('userAvatar', name))) throw badRequest('recordNotFound');
    await updateUserRow(this.db, userId, { head_icon: name, updated_at: Date.now(), updated_by: userId });
    this.currentUser.invalidate(userId);
  }

  /** The caller's organisations with full paths; the major one flagged. */
  async organizes(userId: string): Promise<UserMajorItem[]> {
    const user = await this.user(userId);
    const ids = await relationIds(this.db, userId, 'Organize');
    const paths = await organizePaths(this.db, ids);
    return ids.flatMap((id) => {
      const org = paths.get(id);
      return org ? [{ id, fullName: org.name, path: org.path, isDefault: id === user.organize_id }] : [];
    });
  }

  /** The caller's positions with their organisation; the major one flagged. */
  async positions(userId: string): Promise<UserMajorItem[]> {
    const user = await this.user(userId);
    const ids = await relationIds(this.db, userId, 'Position');
    const rows = new Map((await positionsByIds(this.db, ids)).map((p) => [p.id, p]));
    return ids.flatMap((id) => {
      const p = rows.get(id);
      return p
        ? [{ id, fullName: p.full_name, path: text(p.organize_name), isDefault: id === user.position_id }]
        : [];
    });
  }

  /** Switches the major organisation, position or system to one the caller belongs to or sees. */
  async setMajor(caller: SessionUser, body: MajorBody): Promise<void> {
    const { userId } = caller;
    if (body.majorType === 'System') {
      const systems = await this.currentUser.visibleSystemIds(userId, caller.isAdministrator);
      if (!systems.has(body.majorId)) throw badRequest('notYourMajor');
      await updateUserRow(this.db, userId, {
        system_id: body.majorId,
        updated_at: Date.now(),
        updated_by: userId,
      });
      this.currentUser.invalidate(userId);
      return;
    }
    const ids = await relationIds(this.db, userId, body.majorType);
    const live =
      body.majorType === 'Organize'
        ? await organizePaths(this.db, ids).then((m) => m.has(body.majorId))
        : await positionsByIds(this.db, ids).then((rows) => rows.some((r) => r.id === body.majorId));
    if (!ids.includes(body.majorId) || !live) throw badRequest('notYourMajor');
    const column = body.majorType === 'Organize' ? 'organize_id' : 'position_id';
    await updateUserRow(this.db, userId, {
      [column]: body.majorId,
      updated_at: Date.now(),
      updated_by: userId,
    });
    this.currentUser.invalidate(userId);
  }

  /** Users whose manager is the given user ('0' = the caller); only inside the caller's own reports. */
  async subordinates(userId: string, managerId: string): Promise<SubordinateItem[]> {
    const target = managerId === '0' ? userId : managerId;
    if (!(await this.reportsTo(target, userId))) throw forbidden();
    const rows = await listSubordinates(this.db, target);
    const managers = await managersAmong(
      this.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => ({
      id: r.id,
      account: r.account,
      realName: r.real_name,
      headIcon: avatarUrl(r.head_icon),
      organizeName: text(r.organize_name),
      positionName: text(r.position_name),
      isLeaf: !managers.has(r.id),
    }));
  }

  /** Whether a user is the manager or sits (at any depth) under them. */
  private async reportsTo(userId: string, managerId: string): Promise<boolean> {
    let current: string | null = userId;
    for (let depth = 0; current && depth < 32; depth += 1) {
      if (current === managerId) return true;
      current = (await findUser(this.db, current))?.manager_id ?? null;
    }
    return false;
  }
}
