import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { MessagesService } from './messages.service';

/** Notice administration: drafts, edits, release and recipients (spec 01 section 3). */
export class NoticesService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly messages: MessagesService,
  ) {}
}
