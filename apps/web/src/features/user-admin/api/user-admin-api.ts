import {
  userAdminRoutes as routes,
  type RouteAnswer,
  type UserBody,
  type UserCreateBody,
} from '@tessera/shared';
import { call, callEnvelope, callMsg } from '@/lib/call';
import { md5Hex } from '@/lib/md5';

/** Query of the users table. */
export interface UserQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
  organizeId?: string;
  sort?: 'asc' | 'desc';
  sidx?: string;
}

/** A row of the users list: the server leaves out the columns the caller is not granted. */
export type UserRow = RouteAnswer<typeof routes.list>['list'][number];

/** User administration calls (menu permission/user). */
export const usersApi = {
  list: (query: UserQuery) => call(routes.list, { query }),
  /** One user with its relations (fields not granted are missing). */
  info: (id: string) => call(routes.info, { params: { id } }),
  /** Answers the envelope: its data holds the generated initial password, this once. */
  create: (body: UserCreateBody) => callEnvelope(routes.create, { body }),
  update: (id: string, body: UserBody) => callMsg(routes.update, { params: { id }, body }),
  remove: (id: string) => callMsg(routes.remove, { params: { id } }),
  /** Flips enabled/disabled; disabling signs the user out everywhere. */
  toggleState: (id: string) => callMsg(routes.toggleState, { params: { id } }),
  unlock: (id: string) => callMsg(routes.unlock, { params: { id } }),
  /** Sets a new password; only its md5 hex leaves the browser (as at sign-in). */
  resetPassword: (id: string, password: string) =>
    callMsg(routes.resetPassword, { params: { id }, body: { userPassword: md5Hex(password) } }),
  /**
   * Sets the password the administrator chose (checked by the server's strength rule) or, without
   * one, a generated one that the answer holds this once; the user must change it at next sign-in.
   */
  resetInitialPassword: (id: string, password?: string) =>
    callEnvelope(routes.resetPassword, { params: { id }, body: password ? { password } : {} }),
};
