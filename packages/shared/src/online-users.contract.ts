import { z } from 'zod';
import { pageQuerySchema } from './list';
import { idSchema } from './organize.contract';

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

/** A live session. Carries the session row id, never the token or its hash. */
export interface OnlineUserItem {
  /** The session row id (what the forced sign-out takes). */
  id: string;
  userId: string;
  account: string;
  userName: string;
  /** Sign-in time (epoch ms). */
  loginTime: number;
  /** Last request seen (epoch ms). */
  lastActiveTime: number;
  loginIp: string | null;
  /** Browser and system read from the user agent, e.g. `Chrome / Windows`. */
  device: string;
  /** Whether this is the caller's own session. */
  isCurrent: boolean;
}
