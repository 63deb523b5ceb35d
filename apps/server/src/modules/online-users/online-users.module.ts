import { defineModule, type PlatformServices } from '../../platform/module';
import type { SessionService } from '../auth/session.service';
import { onlineUsersRoutes } from './online-users.routes';
import { OnlineUsersService } from './online-users.service';

type Needs = Pick<PlatformServices, 'db' | 'dialect'> & { sessions: SessionService };

/** Live sessions and forced sign-out. */
export const onlineUsersModule = defineModule({
  name: 'online-users',
  services: ({ db, dialect, sessions }: Needs) => ({
    onlineUsers: new OnlineUsersService(db, dialect, sessions),
  }),
  routes: [onlineUsersRoutes],
});
