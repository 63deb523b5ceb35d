import { defineModule, type PlatformServices } from '../../platform/module';
import type { FilesService } from '../files/files.service';
import { chatRoutes } from './chat.routes';
import { ChatService } from './chat.service';
import { ConversationService } from './conversation.service';
import { chat } from './migrations/0005-chat';

type Needs = Pick<PlatformServices, 'db' | 'dialect'> & { files: FilesService };

/** Chat messages, conversations and contacts (the socket module carries the live part). */
export const chatModule = defineModule({
  name: 'chat',
  services: ({ db, dialect, files }: Needs) => ({
    chat: new ChatService(db, dialect, files),
    conversations: new ConversationService(db, dialect),
  }),
  routes: [chatRoutes],
  migrations: { '0005-chat': chat },
});
