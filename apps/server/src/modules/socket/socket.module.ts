import type { PushBus } from '../../lib/push';
import { defineModule, type PlatformServices } from '../../platform/module';
import type { SessionService } from '../auth/session.service';
import type { ChatService } from '../chat/chat.service';
import type { MessagesService } from '../messages/messages.service';
import { SocketHub } from './socket-hub';
import { socketRoutes } from './socket.routes';

type Needs = Pick<PlatformServices, 'config' | 'logger'> & {
  sessions: SessionService;
  messages: MessagesService;
  chat: ChatService;
};

/** The live socket; its hub replaces the no-op push bus, so every module's pushes reach users. */
export const socketModule = defineModule({
  name: 'socket',
  services: ({ logger }: Needs) => {
    const socketHub = new SocketHub((err) => logger.warn({ err }, 'socket bus failed'));
    const push: PushBus = socketHub;
    return { socketHub, push };
  },
  routes: [socketRoutes],
});
