import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { PushBus } from '../../lib/push';
import { MessagesService } from './messages.service';
import { NoticesService } from './notices.service';

/** The message centre's services. */
export interface MessageServices {
  messages: MessagesService;
  notices: NoticesService;
}

/** Wires the message centre; `push` is read at each delivery (the socket module swaps the bus). */
export function createMessageServices(db: Kysely<DB>, push: () => PushBus): MessageServices {
  const messages = new MessagesService(db, push);
  return { messages, notices: new NoticesService(db, messages) };
}
