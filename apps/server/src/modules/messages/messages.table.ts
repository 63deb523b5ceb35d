import type { Generated } from 'kysely';

/** base_message: an in-site message (1 notice, 2 flow, 3 system); soft-deleted. */
export interface MessageTable {
  id: string;
  type: number;
  title: string;
  body_text: string | null;
  /** JSON text of MessageFile[]. */
  files: string | null;
  /** JSON text of NoticeRecipients (notices only). */
  recipients_json: string | null;
  /** 0 draft, 1 released. */
  enabled_mark: Generated<number>;
  creator_user_id: string | null;
  creator_time: number;
  last_modify_user_id: string | null;
  last_modify_time: number | null;
  release_user_id: string | null;
  release_time: number | null;
  deleted_at: number | null;
  deleted_user_id: string | null;
  /** Title recipients see, rendered from a message template (null: the title as written). */
  sent_title: Generated<string | null>;
  /** Body recipients see, rendered from a message template (null: the body as written). */
  sent_body: Generated<string | null>;
}

/** base_message_receive: one message in one user's inbox; soft-deleted per user. */
export interface MessageReceiveTable {
  id: string;
  message_id: string;
  user_id: string;
  /** 0 unread, 1 read. */
  is_read: Generated<number>;
  read_time: number | null;
  created_at: number;
  deleted_at: number | null;
}

/** Tables of the messages module. */
export interface MessagesTables {
  base_message: MessageTable;
  base_message_receive: MessageReceiveTable;
}
