import { defineModule, type PlatformServices } from '../../platform/module';
import { SystemLogService } from './system-log.service';

/** The system log (sign-ins, profile changes). */
export const systemLogModule = defineModule({
  name: 'system-log',
  services: ({ db }: Pick<PlatformServices, 'db'>) => ({ sysLog: new SystemLogService(db) }),
});
