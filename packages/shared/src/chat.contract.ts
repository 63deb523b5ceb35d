import { z } from 'zod';
import { CHAT_CONTENT_TYPES, CHAT_LATEST_PAGE, MAX_CHAT_TEXT, type ChatContentType } from './chat.constants';
import { pagedSchema, pageQuerySchema } from './list';
import { defineRoutes } from './route';

export * from './chat.constants';

/** Content of an image message: a file the IM upload made. */
export const chatImageSchema = z.object({
  /** Stored name from `POST /api/file/Uploader/IM`. */
  name: z.string().regex(/^[0-9a-f]{32}\.(png|jpg|gif|webp)$/),
  width: z.number().int().min(0).max(100_000).optional(),
  height: z.number().int().min(0).max(100_000).optional(),
});
/** Content of a voice or video message: a stored file and its length in seconds. */
export const chatMediaSchema = z.object({
  name: z.string().min(1).max(100),
  length: z
    .number()
    .min(0)
    .max(24 * 3600)
    .optional(),
});

const token = z.string().max(200).optional();
const userId = z.string().min(1).max(64);

/** Frames a client sends (`method` picks the kind; `token` is accepted and ignored: the socket's own session counts). */
export const clientFrameSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('OnConnection'),
    token,
    mobileDevice: z.boolean().optional(),
    systemId: z.string().max(64).optional(),
    isSeparate: z.boolean().optional(),
  }),
  z.object({
    method: z.literal('SendMessage'),
    token,
    toUserId: userId,
    messageType: z.enum(CHAT_CONTENT_TYPES),
    /** Text for `text`; an object (or its JSON text) for the other types. */
    messageContent: z.union([z.string().max(MAX_CHAT_TEXT * 4), z.record(z.string(), z.unknown())]),
  }),
  z.object({
    method: z.literal('MessageList'),
    token,
    toUserId: userId,
    formUserId: z.string().max(64).optional(),
    currentPage: z.coerce.number().int().min(1).max(100_000).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(CHAT_LATEST_PAGE),
    sord: z.enum(['asc', 'desc']).default('desc'),
    keyword: z.string().trim().max(200).optional(),
  }),
  z.object({ method: z.literal('UpdateReadMessage'), token, formUserId: userId }),
  z.object({ method: z.literal('HeartCheck'), token }),
]);
export type ClientFrame = z.infer<typeof clientFrameSchema>;

/** Unread chat messages from one sender. */
export interface UnreadNum {
  sendUserId: string;
  unreadNum: number;
  /** The latest message's text (or a placeholder for images and media). */
  defaultMessage: string;
  defaultMessageType: ChatContentType;
  defaultMessageTime: number;
}

/** One stored chat message (`messageList` frames). */
export interface ChatMessage {
  id: string;
  sendUserId: string;
  receiveUserId: string;
  /** Epoch ms. */
  sendTime: number;
  receiveTime: number | null;
  /** Text, or JSON text of the image or media object. */
  content: string;
  contentType: ChatContentType;
  /** 0 unread, 1 read. */
  state: 0 | 1;
}

/** A live message's content: text as is; an image or media message as its object (the original client reads its `path`). */
export type ChatFrameContent =
  string | { name: string; width?: number; height?: number; length?: number; path?: string };

/** Frames the server sends. */
export type ServerFrame =
  | {
      method: 'initMessage';
      onlineUserList: string[];
      unreadNums: UnreadNum[];
      unreadNoticeCount: number;
      unreadMessageCount: number;
      unreadSystemMessageCount: number;
      /** Inbox total (notices, flow and system messages); the bell shows it. */
      unreadTotalCount: number;
    }
  | { method: 'online'; userId: string }
  | { method: 'offline'; userId: string }
  | {
      /** The echo to the sender's sockets, with the original platform's field names. */
      method: 'sendMessage';
      id: string;
      /** The sender (the original's capitalised `UserId`: its client reads `data.UserId`). */
      UserId: string;
      account: string;
      realName: string;
      headIcon: string;
      toUserId: string;
      toAccount: string;
      toRealName: string;
      toHeadIcon: string;
      toMessage: ChatFrameContent;
      messageType: ChatContentType;
      dateTime: number;
      /** The conversation's latest date (equals `dateTime`). */
      latestDate: number;
    }
  | {
      method: 'receiveMessage';
      id: string;
      formUserId: string;
      formMessage: ChatFrameContent;
      messageType: ChatContentType;
      dateTime: number;
      /** The conversation's latest date (equals `dateTime`). */
      latestDate: number;
      realName: string;
      account: string;
      headIcon: string;
    }
  | {
      method: 'messageList';
      toUserId: string;
      list: ChatMessage[];
      pagination: { currentPage: number; pageSize: number; total: number };
    }
  | {
      method: 'messagePush';
      id: string;
      messageType: 1 | 2 | 3;
      userId: string;
      toUserId: string[];
      title: string;
      unreadNoticeCount: number;
    }
  | { method: 'logout'; msg: string; token?: string }
  | { method: 'closeSocket' }
  | { method: 'refresh'; msg?: string }
  | { method: 'error'; msg: string };

/** One recent conversation (`GET /api/message/imreply`; strict: a user row never leaks more). */
export const conversationSchema = z.strictObject({
  /** The other user's id. */
  id: z.string(),
  realName: z.string(),
  account: z.string(),
  headIcon: z.string(),
  unreadMessage: z.number(),
  /** Text of the latest message (placeholder for media), '' after its records were deleted. */
  latestMessage: z.string(),
  messageType: z.union([z.enum(CHAT_CONTENT_TYPES), z.literal('')]),
  latestDate: z.number().nullable(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** Query of the contact list (`GET /api/permission/Users/ImUser`). */
export const contactQuerySchema = pageQuerySchema;
export type ContactQuery = z.infer<typeof contactQuerySchema>;

/** One contact: an enabled user of the directory (strict). */
export const contactSchema = z.strictObject({
  id: z.string(),
  realName: z.string(),
  account: z.string(),
  headIcon: z.string(),
  /** Department (organisation path) name. */
  department: z.string(),
});
export type Contact = z.infer<typeof contactSchema>;

const IMREPLY = '/api/message/imreply';
const chatTags = ['chat'];
const chatIdParams = z.object({ id: z.string().min(1).max(64) });

/**
 * Conversation list, remove, delete records and the contact directory; the caller's own data only.
 * The live socket ({@link SOCKET_PATH}) is a WebSocket route registered by the socket module.
 */
export const chatRoutes = defineRoutes({
  conversations: {
    method: 'GET',
    path: IMREPLY,
    auth: 'user',
    /** `{list}` as the original platform answers (its client reads `data.list`). */
    answer: z.object({ list: z.array(conversationSchema) }),
    tags: chatTags,
  },
  removeConversation: {
    method: 'DELETE',
    path: `${IMREPLY}/relocation/:id`,
    auth: 'user',
    params: chatIdParams,
    answer: z.null(),
    tags: chatTags,
  },
  deleteRecords: {
    method: 'DELETE',
    path: `${IMREPLY}/deleteChatRecord/:id`,
    auth: 'user',
    params: chatIdParams,
    answer: z.null(),
    tags: chatTags,
  },
  contacts: {
    method: 'GET',
    path: '/api/permission/Users/ImUser',
    auth: 'user',
    query: contactQuerySchema,
    answer: pagedSchema(contactSchema),
    tags: chatTags,
  },
});
