import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './list';
import { idSchema } from './organize.contract';
import { answer, defineRoutes, idParamsSchema, menuAuth } from './route';

/** Query of `GET /api/system/OnlineUser`: page and a keyword over account and name. */
export const onlineUserQuerySchema = pageQuerySchema.pick({
  currentPage: true,
  pageSize: true,
  keyword: true,
});
export type OnlineUserQuery = z.infer<typeof onlineUserQuerySchema>;

/** Body of `POST /api/system/OnlineUser/Actions/BatchDelete`: the session ids to sign out. */
export const onlineUserIdsBodySchema = z.object({
  /** Session row ids (never tokens). */
  ids: z.array(idSchema).min(1).max(500),
});
export type OnlineUserIdsBody = z.infer<typeof onlineUserIdsBodySchema>;

/** A live session, with the original platform's field names. Carries the session row id, never the token or its hash (strict). */
export const onlineUserItemSchema = z.strictObject({
  /** The session row id (what the forced sign-out takes). */
  id: z.string(),
  userId: z.string(),
  account: z.string(),
  userName: z.string(),
  /** Sign-in time (epoch ms). */
  loginTime: z.number(),
  /** Last request seen (epoch ms). */
  lastActiveTime: z.number(),
  /** Full path of the user's organisation (`Company/Department`), '' when none. */
  organize: z.string(),
  /** The address the session signed in from ('' when unknown). */
  loginIPAddress: z.string(),
  /** Where that address is: "local network" for private and loopback addresses, '' otherwise (never looked up). */
  loginAddress: z.string(),
  /** Browser and major version from the user agent, e.g. `Chrome 126` ('' when not recognised). */
  loginBrowser: z.string(),
  /** Operating system from the user agent, e.g. `Windows 10` ('' when not recognised). */
  loginSystem: z.string(),
  /** Whether this is the caller's own session. */
  isCurrent: z.boolean(),
});
export type OnlineUserItem = z.infer<typeof onlineUserItemSchema>;

const ONLINE_USER = '/api/system/OnlineUser';
const ONLINE_USER_MENU = 'permission.userOnline';
const onlineUserTags = ['online-users'];

/** Online users (menu permission.userOnline): live sessions and forced sign-out (btn_remove). */
export const onlineUserRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: ONLINE_USER,
    auth: menuAuth(ONLINE_USER_MENU),
    query: onlineUserQuerySchema,
    answer: pagedSchema(onlineUserItemSchema),
    tags: onlineUserTags,
  },
  forceOut: {
    method: 'DELETE',
    path: `${ONLINE_USER}/:id`,
    auth: menuAuth(ONLINE_USER_MENU, 'btn_remove'),
    params: idParamsSchema,
    answer: answer<null>(),
    tags: onlineUserTags,
  },
  forceOutMany: {
    method: 'POST',
    path: `${ONLINE_USER}/Actions/BatchDelete`,
    auth: menuAuth(ONLINE_USER_MENU, 'btn_remove'),
    body: onlineUserIdsBodySchema,
    answer: answer<null>(),
    tags: onlineUserTags,
  },
});
