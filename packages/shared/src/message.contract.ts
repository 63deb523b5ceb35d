import { z } from 'zod';
import { pageQuerySchema } from './list';

/** Kinds of in-site message (spec 01 section 3; 3 is the reference's system message). */
export const MessageType = { Notice: 1, Flow: 2, System: 3 } as const;
export type MessageTypeValue = (typeof MessageType)[keyof typeof MessageType];

/** Page size of the message drawer and the contact list (spec 01 section 9). */
export const MESSAGE_PAGE_SIZE = 20;
/** Largest notice body, in characters of HTML (the sanitizer runs on what is left). */
export const MAX_NOTICE_BODY = 100_000;
/** Most attachments on one notice. */
export const MAX_NOTICE_FILES = 20;

/** `''`, null and absent all mean "no filter" (the drawer sends `type: ''` for 全部). */
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

const typeFilter = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number()
    .int()
    .refine((v) => v === 1 || v === 2 || v === 3, 'type must be 1, 2 or 3')
    .optional(),
);
const readFilter = z.preprocess(emptyToUndefined, z.enum(['0', '1']).optional());

/** Query of `GET /api/message`: the caller's inbox. */
export const messageListQuerySchema = pageQuerySchema.extend({
  /** 1 notice, 2 flow, 3 system; absent for every kind. */
  type: typeFilter,
  /** '0' unread only, '1' read only; absent for both. */
  isRead: readFilter,
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** Body of `POST /api/message/Actions/ReadAll`: marks read what the same filter would list. */
export const readAllBodySchema = z.object({
  keyword: z.string().trim().max(200).optional(),
  type: typeFilter,
  isRead: readFilter,
});
export type ReadAllBody = z.infer<typeof readAllBodySchema>;

/** Body of `DELETE /api/message/Record`: removes messages from the caller's own inbox. */
export const deleteRecordBodySchema = z.object({
  /** Message ids, as an array or one comma-joined string (the original client's form). */
  ids: z.union([
    z.array(z.string().min(1).max(64)).min(1).max(500),
    z
      .string()
      .min(1)
      .max(500 * 65)
      .transform((v) => v.split(',').filter(Boolean)),
  ]),
});
export type DeleteRecordBody = z.infer<typeof deleteRecordBodySchema>;

/** One row of the inbox (`GET /api/message`). */
export interface MessageItem {
  id: string;
  title: string;
  type: MessageTypeValue;
  /** '1' read, '0' unread. */
  isRead: '0' | '1';
  releaseUser: string;
  /** Epoch ms. */
  releaseTime: number;
  /** Flow messages: the encoded flow payload /workFlowDetail takes as its config query. */
  bodyText?: string;
}

/** An attachment of a notice, as kept in the `files` JSON text. */
export const messageFileSchema = z.object({
  /** Stored name made by the file service. */
  fileId: z.string().min(1).max(100),
  /** Name shown to the reader. */
  name: z.string().trim().min(1).max(200),
  fileSize: z.number().int().min(0).optional(),
  url: z.string().max(500),
});
export type MessageFile = z.infer<typeof messageFileSchema>;

/** Answer of `GET /api/message/ReadInfo/{id}` (marks the message read for the caller). */
export interface MessageReadInfo {
  id: string;
  title: string;
  type: MessageTypeValue;
  releaseUser: string;
  releaseTime: number;
  /** Sanitized HTML for notices; the encoded flow payload for flow messages. */
  bodyText: string;
  /** JSON text of {@link MessageFile}[]. */
  files: string;
}

/** Who receives a notice when it is released. */
export const noticeRecipientsSchema = z.object({
  /** true: every enabled user; the lists below are then ignored. */
  toAll: z.boolean().default(false),
  organizeIds: z.array(z.string().min(1).max(64)).max(500).default([]),
  roleIds: z.array(z.string().min(1).max(64)).max(500).default([]),
  userIds: z.array(z.string().min(1).max(64)).max(5000).default([]),
});
export type NoticeRecipients = z.infer<typeof noticeRecipientsSchema>;

/** Body of `POST /api/message` and `PUT /api/message/{id}`: a notice draft (or an edit of a released one). */
export const noticeBodySchema = z.object({
  title: z.string().trim().min(1).max(100),
  /** HTML; sanitized on the server before it is stored. */
  bodyText: z.string().max(MAX_NOTICE_BODY).default(''),
  files: z.array(messageFileSchema).max(MAX_NOTICE_FILES).default([]),
  recipients: noticeRecipientsSchema,
});
export type NoticeBody = z.input<typeof noticeBodySchema>;

/** State of a notice in administration: 0 draft, 1 released. */
export const NoticeState = { Draft: 0, Released: 1 } as const;

/** One row of `GET /api/message/Notice` (administration list, paged, keyword). */
export interface NoticeItem {
  id: string;
  title: string;
  /** {@link NoticeState}. */
  enabledMark: 0 | 1;
  creatorUser: string;
  creatorTime: number;
  releaseUser: string | null;
  releaseTime: number | null;
  lastModifyTime: number | null;
  /** How many users received it (0 for a draft). */
  recipientCount: number;
  /** How many of them have read it. */
  readCount: number;
}

/** Answer of `GET /api/message/{id}`: one notice for editing. */
export interface NoticeInfo {
  id: string;
  title: string;
  bodyText: string;
  files: MessageFile[];
  recipients: NoticeRecipients;
  enabledMark: 0 | 1;
}
