import {
  fileRoutes,
  fillPath,
  languageTag,
  noticeRoutes as routes,
  type Envelope,
  type NoticeBody,
  type UploadResult,
} from '@tessera/shared';
import { call, callMsg } from '@/lib/call';
import { currentLanguage } from '@/lib/i18n';
import { tokenStorage } from '@/lib/storage';

export type { RecipientOptions, RecipientOrganize, RecipientUser } from '@tessera/shared';

/** Paged query of the administration lists. */
export interface AdminPageQuery {
  currentPage: number;
  pageSize: number;
  keyword?: string;
}

/** Notice administration calls (spec 01 section 7, "Messages"; menu system/notice). */
export const noticesApi = {
  list: (query: AdminPageQuery) => call(routes.list, { query }),
  info: (id: string) => call(routes.info, { params: { id } }),
  create: (body: NoticeBody) => call(routes.create, { body }),
  update: (id: string, body: NoticeBody) => callMsg(routes.update, { params: { id }, body }),
  remove: (id: string) => callMsg(routes.remove, { params: { id } }),
  release: (id: string) => callMsg(routes.release, { params: { id } }),
  recipientOptions: () => call(routes.recipientOptions, {}),
  recipientUsers: (query: AdminPageQuery) => call(routes.recipientUsers, { query }),
};

/** Address the attachment uploads go to. */
export const ANNEX_UPLOAD_URL = fillPath(fileRoutes.upload.path, { type: 'annex' });

/** Headers an upload needs (the Upload widget sends its own multipart request). */
export function uploadHeaders(): Record<string, string> {
  return { Authorization: tokenStorage.get() ?? '', 'Accept-Language': languageTag(currentLanguage()) };
}

/** The upload answer when it is a success, else undefined. */
export function uploadResult(answer: Envelope<UploadResult> | undefined): UploadResult | undefined {
  return answer && answer.code === 200 && answer.data?.name ? answer.data : undefined;
}
