import { defineModule, type PlatformServices } from '../../platform/module';
import { messageTemplate } from './migrations/0013-message-template';
import { messageTemplateRoutes } from './message-template.routes';
import { seedMessageTemplates } from './message-template.seed';
import { MessageTemplateService } from './message-template.service';

/** Message templates and their rendering. */
export const messageTemplateModule = defineModule({
  name: 'message-template',
  services: ({ db, dialect }: Pick<PlatformServices, 'db' | 'dialect'>) => ({
    messageTemplates: new MessageTemplateService(db, dialect),
  }),
  routes: [messageTemplateRoutes],
  migrations: { '0013-message-template': messageTemplate },
  seed: seedMessageTemplates,
});
