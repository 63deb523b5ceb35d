import type { Envelope, NoticeBody, NoticeInfo, NoticeItem, Paged, UploadResult } from '@tessera/shared';
import { http } from '@/lib/http';
import { currentLanguage } from '@/lib/i18n';
import { tokenStorage } from '@/lib/storage';
import { languageTag } from '@tessera/shared';

const BASE = '/api/message';

/** Paged query of the administration lists. */
export interface AdminPageQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

/** An organisation offered as a recipient. */
export interface RecipientOrganize {
  id: string;
  parentId: string;
  fullName: string;
}

/** Organisations and roles offered as recipients. */
export interface RecipientOptions {
  organizes: RecipientOrganize[];
  roles: { id: string; fullName: string }[];
}

/** A user offered as a recipient. */
export interface RecipientUser {
  id: string;
  realName: string;
  account: string;
  organizeName: string;
}

/** Notice administration calls (spec 01 section 7, "Messages"; menu system/notice). */
export const noticesApi = {
  list: (query: AdminPageQuery) =>
    http.get<Paged<NoticeItem>>(`${BASE}/Notice`, { ...query }).then((r) => r.data),
  info: (id: string) => http.get<NoticeInfo>(`${BASE}/${encodeURIComponent(id)}`).then((r) => r.data),
  create: (body: NoticeBody) => http.post<{ id: string }>(BASE, body).then((r) => r.data),
  update: (id: string, body: NoticeBody) => http.put<null>(`${BASE}/${encodeURIComponent(id)}`, body),
  remove: (id: string) => http.delete<null>(`${BASE}/${encodeURIComponent(id)}`).then((r) => r.msg),
  release: (id: string) =>
    http.put<null>(`${BASE}/${encodeURIComponent(id)}/Actions/Release`).then((r) => r.msg),
  recipientOptions: () => http.get<RecipientOptions>(`${BASE}/Notice/RecipientOptions`).then((r) => r.data),
  recipientUsers: (query: AdminPageQuery) =>
    http.get<Paged<RecipientUser>>(`${BASE}/Notice/RecipientUsers`, { ...query }).then((r) => r.data),
};

/** Address the attachment uploads go to. */
export const ANNEX_UPLOAD_URL = '/api/file/Uploader/annex';

/** Headers an upload needs (the Upload widget sends its own multipart request). */
export function uploadHeaders(): Record<string, string> {
  return { Authorization: tokenStorage.get() ?? '', 'Accept-Language': languageTag(currentLanguage()) };
}

/** The upload answer when it is a success, else undefined. */
export function uploadResult(answer: Envelope<UploadResult> | undefined): UploadResult | undefined {
  return answer && answer.code === 200 && answer.data?.name ? answer.data : undefined;
}
