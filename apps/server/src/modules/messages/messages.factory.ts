import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { PushBus } from '../../lib/push';
import type { FilesService } from '../files/files.service';
import { MessagesService } from './messages.service';
import { NoticesService, type NoticeTemplates } from './notices.service';

/** The message centre's services. */
export interface MessageServices {
  messages: MessagesService;
  notices: NoticesService;
}

/** Wires the message centre; `push` is read at each delivery (the socket module swaps the bus). */
export function createMessageServices(deps: {
  db: Kysely<DB>;
  /** The shared file store (notice attachments are checked and attached through it). */
  files: FilesService;
  push: () => PushBus;
  /** Renders the message a released notice reaches recipients with. */
  templates?: NoticeTemplates;
}): MessageServices {
  const messages = new MessagesService(deps.db, deps.push);
  return {
    messages,
    notices: new NoticesService(deps.db, messages, deps.files, deps.templates),
  };
}
