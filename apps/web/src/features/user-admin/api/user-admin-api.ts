import type { Paged, UserAdminInfo, UserAdminItem, UserBody } from '@tessera/shared';
import { http } from '@/lib/http';
import { md5Hex } from '@/lib/md5';

const BASE = '/api/permission/Users';
const at = (id: string) => `${BASE}/${encodeURIComponent(id)}`;

/** Query of the users table. */
export interface UserQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  organizeId?: string;
  sort?: 'asc' | 'desc';
  sidx?: string;
}

/**
 * A row of the users list. The server leaves out columns the caller is not granted, so every field
 * but the id may be missing.
 */
export type UserRow = Pick<UserAdminItem, 'id'> & Partial<Omit<UserAdminItem, 'id'>>;

/** User administration calls (menu permission/user). */
export const usersApi = {
  list: (query: UserQuery) => http.get<Paged<UserRow>>(BASE, { ...query }).then((r) => r.data),
  /** One user with its relations (fields not granted are missing). */
  info: (id: string) => http.get<Partial<UserAdminInfo> & { id: string }>(at(id)).then((r) => r.data),
  create: (body: UserBody) => http.post<{ id: string }>(BASE, body).then((r) => r.msg),
  update: (id: string, body: UserBody) => http.put<null>(at(id), body).then((r) => r.msg),
  remove: (id: string) => http.delete<null>(at(id)).then((r) => r.msg),
  /** Flips enabled/disabled; disabling signs the user out everywhere. */
  toggleState: (id: string) => http.put<null>(`${at(id)}/Actions/State`).then((r) => r.msg),
  unlock: (id: string) => http.put<null>(`${at(id)}/Actions/unlock`).then((r) => r.msg),
  /** Sets a new password; only its md5 hex leaves the browser (as at sign-in). */
  resetPassword: (id: string, password: string) =>
    http.post<null>(`${at(id)}/Actions/ResetPassword`, { userPassword: md5Hex(password) }).then((r) => r.msg),
};
