import {
  fileRoutes,
  fillPath,
  profileRoutes as routes,
  signImgRoutes,
  type BaseInfoBody,
  type MajorBody,
} from '@tessera/shared';
import { singleRequestTransport } from '@/components/upload';
import { call, callMsg } from '@/lib/call';
import { md5Hex } from '@/lib/md5';

/** Query of the own-log table. */
export interface LogQuery {
  category: 1 | 5;
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

/** Where the avatar upload posts its file (multipart `file` part). */
export const AVATAR_UPLOAD_URL = fillPath(fileRoutes.upload.path, { type: 'userAvatar' });

/** The avatar upload: one request to the public image endpoint; the answer's name is the stored image. */
export const avatarTransport = singleRequestTransport({ url: AVATAR_UPLOAD_URL });

/** The current user's own profile calls (spec 01 section 7, "Current user"). */
export const profileApi = {
  baseInfo: () => call(routes.baseInfo, {}),
  saveBaseInfo: (body: BaseInfoBody) => callMsg(routes.saveBaseInfo, { body }),
  setAvatar: (name: string) => callMsg(routes.avatar, { params: { name } }),
  /** Both passwords leave the browser as md5 hex only. */
  modifyPassword: (oldPassword: string, password: string) =>
    callMsg(routes.modifyPassword, {
      body: { oldPassword: md5Hex(oldPassword), password: md5Hex(password) },
    }),
  subordinates: (id = '0') => call(routes.subordinates, { params: { id } }),
  authorize: () => call(routes.authorize, {}),
  systemLog: (query: LogQuery) => call(routes.systemLog, { query }),
  organizes: () => call(routes.organizes, {}),
  positions: () => call(routes.positions, {}),
  setMajor: (body: MajorBody) => callMsg(routes.major, { body }),
  signImgs: () => call(signImgRoutes.list, {}),
  addSignImg: (signImg: string) => call(signImgRoutes.add, { body: { signImg } }),
  deleteSignImg: (id: string) => callMsg(signImgRoutes.remove, { params: { id } }),
  setDefaultSignImg: (id: string) => callMsg(signImgRoutes.setDefault, { params: { id } }),
};
