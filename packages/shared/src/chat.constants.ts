// Zod-free constants of chat and the socket: the web client's entry (the socket session) reads them,
// and importing chat.contract.ts there would pull zod into every page, /login included.

/** Path of the socket; the token (`Bearer …`, URI-encoded) is its last segment. */
export const SOCKET_PATH = '/api/message/websocket';
/** The socket path the original platform's client uses in production (its nginx proxies it to SOCKET_PATH). */
export const SOCKET_ALIAS_PATH = '/websocket';
/** Largest frame the server accepts, in bytes. */
export const MAX_SOCKET_FRAME = 64 * 1024;
/** Longest chat text, in characters (after trimming). */
export const MAX_CHAT_TEXT = 5000;
/** Chat history page sizes (spec 01 section 9): 50 when paging back, 30 for the latest view. */
export const CHAT_HISTORY_PAGE = 50;
export const CHAT_LATEST_PAGE = 30;
/** Contact page size (spec 01 section 9). */
export const CONTACT_PAGE_SIZE = 20;
/** Largest chat image, in bytes (spec 01 section 5: 5 MB). */
export const MAX_CHAT_IMAGE_BYTES = 5_242_880;

/** Content types of a chat message. */
export const CHAT_CONTENT_TYPES = ['text', 'image', 'voice', 'video'] as const;
export type ChatContentType = (typeof CHAT_CONTENT_TYPES)[number];
