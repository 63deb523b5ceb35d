import {
  fileRoutes,
  fillPath,
  noticeRoutes as routes,
  type Envelope,
  type NoticeBody,
  type UploadResult,
} from '@tessera/shared';
import { call, callMsg } from '@/lib/call';
import { crudCalls, type PageQuery } from '@/lib/crud-calls';
import { authHeaders } from '@/lib/file-transfer';

export type { RecipientOptions, RecipientOrganize, RecipientUser } from '@tessera/shared';

/** Paged query of the administration lists. */
export type AdminPageQuery = Omit<PageQuery, 'sort' | 'sidx'>;

/** Notice administration calls (spec 01 section 7, "Messages"; menu system/notice). */
export const noticesApi = {
  ...crudCalls(routes),
  /** Creates a draft; answers its id. */
  create: (body: NoticeBody) => call(routes.create, { body }),
  release: (id: string) => callMsg(routes.release, { params: { id } }),
  recipientOptions: () => call(routes.recipientOptions, {}),
  recipientUsers: (query: AdminPageQuery) => call(routes.recipientUsers, { query }),
};

/** Address the attachment uploads go to. */
export const ANNEX_UPLOAD_URL = fillPath(fileRoutes.upload.path, { type: 'annex' });

/** Headers an upload needs (the Upload widget sends its own multipart request). */
export const uploadHeaders = authHeaders;

/** The upload answer when it is a success, else undefined. */
export function uploadResult(answer: Envelope<UploadResult> | undefined): UploadResult | undefined {
  return answer && answer.code === 200 && answer.data?.name ? answer.data : undefined;
}
