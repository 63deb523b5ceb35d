import { NOTICE_MENU } from '@tessera/shared';
import { seedMessages } from '../../db/seed-messages';
import { defineModule, type PlatformServices } from '../../platform/module';
import type { AccessService } from '../auth/access.service';
import type { FilesService } from '../files/files.service';
import type { MessageTemplateService } from '../message-template/message-template.service';
import { createMessageServices } from './messages.factory';
import { messagesRoutes } from './messages.routes';
import { messages } from './migrations/0004-messages';
import { NOTICE_FILE_KIND, noticeFileReader } from './notice-fields';
import { noticesRoutes } from './notices.routes';

type Needs = Pick<PlatformServices, 'db' | 'push'> & {
  messageTemplates: MessageTemplateService;
  files: FilesService;
  access: AccessService;
};

/** The message centre: inbox, notices, flow and system messages. */
export const messagesModule = defineModule({
  name: 'messages',
  services: (deps: Needs) =>
    createMessageServices({
      db: deps.db,
      files: deps.files,
      // Read at each delivery: the socket module replaces the bus after this is built.
      push: () => deps.push,
      templates: deps.messageTemplates,
    }),
  routes: [messagesRoutes, noticesRoutes],
  migrations: { '0004-messages': messages },
  seed: seedMessages,
  // a notice's attachments: its author, its recipients and the notice administrators read them
  fileReaders: ({ db, access }) => ({
    [NOTICE_FILE_KIND]: noticeFileReader(db, (caller) => access.can(caller, NOTICE_MENU)),
  }),
});
