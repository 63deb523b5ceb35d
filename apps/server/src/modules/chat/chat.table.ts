import type { Generated } from 'kysely';

/** base_im_content: one chat message (migration 0005). */
export interface ImContentTable {
  id: string;
  send_user_id: string;
  receive_user_id: string;
  /** Text, or JSON text of an image or media object. */
  content: string;
  content_type: string;
  send_time: number;
  receive_time: number | null;
  /** 0 unread, 1 read. */
  state: Generated<number>;
  /** 1 once the sender (or the recipient) deleted their copy. */
  send_deleted: Generated<number>;
  receive_deleted: Generated<number>;
}

/** base_im_reply: one user's conversation with one other user (migration 0005). */
export interface ImReplyTable {
  id: string;
  user_id: string;
  other_user_id: string;
  latest_message: Generated<string>;
  message_type: Generated<string>;
  latest_date: number | null;
  unread_count: Generated<number>;
  /** 1 after "remove"; cleared by a new message. */
  hidden: Generated<number>;
}

/** Tables of the chat module. */
export interface ChatTables {
  base_im_content: ImContentTable;
  base_im_reply: ImReplyTable;
}
