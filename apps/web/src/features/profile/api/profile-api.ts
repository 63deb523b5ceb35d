import type {
  AuthorizeMenu,
  BaseInfoBody,
  BaseInfoResult,
  MajorBody,
  Paged,
  ProfileLogItem,
  SignImgItem,
  SubordinateItem,
  UserMajorItem,
} from '@tessera/shared';
import { http } from '@/lib/http';
import { md5Hex } from '@/lib/md5';

const BASE = '/api/permission/Users/Current';

/** Query of the own-log table. */
export interface LogQuery {
  category: 1 | 5;
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

/** The current user's own profile calls (spec 01 section 7, "Current user"). */
export const profileApi = {
  baseInfo: () => http.get<BaseInfoResult>(`${BASE}/BaseInfo`).then((r) => r.data),
  saveBaseInfo: (body: BaseInfoBody) => http.put<null>(`${BASE}/BaseInfo`, body),
  setAvatar: (name: string) => http.put<null>(`${BASE}/Avatar/${encodeURIComponent(name)}`),
  /** Both passwords leave the browser as md5 hex only. */
  modifyPassword: (oldPassword: string, password: string) =>
    http.post<null>(`${BASE}/Actions/ModifyPassword`, {
      oldPassword: md5Hex(oldPassword),
      password: md5Hex(password),
    }),
  subordinates: (id = '0') => http.get<SubordinateItem[]>(`${BASE}/Subordinate/${id}`).then((r) => r.data),
  authorize: () => http.get<AuthorizeMenu[]>(`${BASE}/Authorize`).then((r) => r.data),
  systemLog: (query: LogQuery) =>
    http.get<Paged<ProfileLogItem>>(`${BASE}/SystemLog`, { ...query }).then((r) => r.data),
  organizes: () => http.get<UserMajorItem[]>(`${BASE}/getUserOrganizes`).then((r) => r.data),
  positions: () => http.get<UserMajorItem[]>(`${BASE}/getUserPositions`).then((r) => r.data),
  setMajor: (body: MajorBody) => http.put<null>(`${BASE}/major`, body),
  signImgs: () => http.get<SignImgItem[]>(`${BASE}/SignImg`).then((r) => r.data),
  addSignImg: (signImg: string) => http.post<{ id: string }>(`${BASE}/SignImg`, { signImg }),
  deleteSignImg: (id: string) => http.delete<null>(`${BASE}/${encodeURIComponent(id)}/SignImg`),
  setDefaultSignImg: (id: string) => http.put<null>(`${BASE}/${encodeURIComponent(id)}/SignImg`),
};
