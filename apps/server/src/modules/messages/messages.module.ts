import { seedMessages } from '../../db/seed-messages';
import { defineModule, type PlatformServices } from '../../platform/module';
import type { MessageTemplateService } from '../message-template/message-template.service';
import { createMessageServices } from './messages.factory';
import { messagesRoutes } from './messages.routes';
import { messages } from './migrations/0004-messages';
import { noticesRoutes } from './notices.routes';

type Needs = Pick<PlatformServices, 'config' | 'db' | 'push'> & { messageTemplates: MessageTemplateService };

/** The message centre: inbox, notices, flow and system messages. */
export const messagesModule = defineModule({
  name: 'messages',
  services: (deps: Needs) =>
    createMessageServices({
      db: deps.db,
      dataDir: deps.config.DATA_DIR,
      // Read at each delivery: the socket module replaces the bus after this is built.
      push: () => deps.push,
      templates: deps.messageTemplates,
    }),
  routes: [messagesRoutes, noticesRoutes],
  migrations: { '0004-messages': messages },
  seed: seedMessages,
});
