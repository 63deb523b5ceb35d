import { z } from 'zod';
import { pagedSchema, pageQuerySchema } from './list';
import { answer, defineRoutes, menuAuth } from './route';

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

const messageTypeSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);

/** One row of the inbox (`GET /api/message`; strict). */
export const messageItemSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  type: messageTypeSchema,
  /** '1' read, '0' unread. */
  isRead: z.enum(['0', '1']),
  releaseUser: z.string(),
  /** Epoch ms. */
  releaseTime: z.number(),
  /** Flow messages: the encoded flow payload /workFlowDetail takes as its config query. */
  bodyText: z.string().optional(),
});
export type MessageItem = z.infer<typeof messageItemSchema>;

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

/** Answer of `GET /api/message/ReadInfo/{id}` (marks the message read for the caller; strict). */
export const messageReadInfoSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  type: messageTypeSchema,
  releaseUser: z.string(),
  releaseTime: z.number(),
  /** Sanitized HTML for notices; the encoded flow payload for flow messages. */
  bodyText: z.string(),
  /** JSON text of {@link MessageFile}[]. */
  files: z.string(),
});
export type MessageReadInfo = z.infer<typeof messageReadInfoSchema>;

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

/** One row of `GET /api/message/Notice` (administration list, paged, keyword; strict). */
export const noticeItemSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  /** {@link NoticeState}. */
  enabledMark: z.union([z.literal(0), z.literal(1)]),
  creatorUser: z.string(),
  creatorTime: z.number(),
  releaseUser: z.string().nullable(),
  releaseTime: z.number().nullable(),
  lastModifyTime: z.number().nullable(),
  /** How many users received it (0 for a draft). */
  recipientCount: z.number(),
  /** How many of them have read it. */
  readCount: z.number(),
});
export type NoticeItem = z.infer<typeof noticeItemSchema>;

/** Answer of `GET /api/message/{id}`: one notice for editing (strict). */
export const noticeInfoSchema = z.strictObject({
  id: z.string(),
  title: z.string(),
  bodyText: z.string(),
  files: z.array(z.strictObject(messageFileSchema.shape)),
  recipients: z.strictObject({
    toAll: z.boolean(),
    organizeIds: z.array(z.string()),
    roleIds: z.array(z.string()),
    userIds: z.array(z.string()),
  }),
  enabledMark: z.union([z.literal(0), z.literal(1)]),
});
export type NoticeInfo = z.infer<typeof noticeInfoSchema>;

/** An organisation offered as a notice recipient. */
export interface RecipientOrganize {
  id: string;
  parentId: string;
  fullName: string;
}

/** Answer of `GET /api/message/Notice/RecipientOptions`: organisations and roles offered as recipients. */
export interface RecipientOptions {
  organizes: RecipientOrganize[];
  roles: { id: string; fullName: string }[];
}

/** A user offered as a notice recipient (strict: a user row never leaks more). */
export const recipientUserSchema = z.strictObject({
  id: z.string(),
  realName: z.string(),
  account: z.string(),
  organizeName: z.string(),
});
export type RecipientUser = z.infer<typeof recipientUserSchema>;

const MESSAGE = '/api/message';
export const NOTICE_MENU = 'system.notice';
const messageIdParams = z.object({ id: z.string().min(1).max(64) });
const inboxTags = ['messages'];
const noticeTags = ['notices'];

/** The caller's own inbox (spec 01 sections 2.6 and 7, "Messages"): only their rows, ever. */
export const messageRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: MESSAGE,
    auth: 'user',
    query: messageListQuerySchema,
    answer: pagedSchema(messageItemSchema),
    tags: inboxTags,
  },
  readAll: {
    method: 'POST',
    path: `${MESSAGE}/Actions/ReadAll`,
    auth: 'user',
    body: readAllBodySchema,
    answer: answer<null>(),
    tags: inboxTags,
  },
  readInfo: {
    method: 'GET',
    path: `${MESSAGE}/ReadInfo/:id`,
    auth: 'user',
    params: messageIdParams,
    answer: messageReadInfoSchema,
    tags: inboxTags,
  },
  deleteRecords: {
    method: 'DELETE',
    path: `${MESSAGE}/Record`,
    auth: 'user',
    body: deleteRecordBodySchema,
    answer: answer<null>(),
    tags: inboxTags,
  },
});

/** Notice administration (menu system.notice): drafts, edits, release, recipients. */
export const noticeRoutes = defineRoutes({
  list: {
    method: 'GET',
    path: `${MESSAGE}/Notice`,
    auth: menuAuth(NOTICE_MENU),
    query: pageQuerySchema,
    answer: pagedSchema(noticeItemSchema),
    tags: noticeTags,
  },
  recipientOptions: {
    method: 'GET',
    path: `${MESSAGE}/Notice/RecipientOptions`,
    auth: menuAuth(NOTICE_MENU),
    answer: answer<RecipientOptions>(),
    tags: noticeTags,
  },
  recipientUsers: {
    method: 'GET',
    path: `${MESSAGE}/Notice/RecipientUsers`,
    auth: menuAuth(NOTICE_MENU),
    query: pageQuerySchema,
    answer: pagedSchema(recipientUserSchema),
    tags: noticeTags,
  },
  create: {
    method: 'POST',
    path: MESSAGE,
    auth: menuAuth(NOTICE_MENU, 'btn_add'),
    body: noticeBodySchema,
    answer: answer<{ id: string }>(),
    tags: noticeTags,
  },
  info: {
    method: 'GET',
    path: `${MESSAGE}/:id`,
    auth: menuAuth(NOTICE_MENU),
    params: messageIdParams,
    answer: noticeInfoSchema,
    tags: noticeTags,
  },
  update: {
    method: 'PUT',
    path: `${MESSAGE}/:id`,
    auth: menuAuth(NOTICE_MENU, 'btn_edit'),
    params: messageIdParams,
    body: noticeBodySchema,
    answer: answer<null>(),
    tags: noticeTags,
  },
  remove: {
    method: 'DELETE',
    path: `${MESSAGE}/:id`,
    auth: menuAuth(NOTICE_MENU, 'btn_remove'),
    params: messageIdParams,
    answer: answer<null>(),
    tags: noticeTags,
  },
  release: {
    method: 'PUT',
    path: `${MESSAGE}/:id/Actions/Release`,
    auth: menuAuth(NOTICE_MENU, 'btn_release'),
    params: messageIdParams,
    answer: answer<null>(),
    tags: noticeTags,
  },
});
