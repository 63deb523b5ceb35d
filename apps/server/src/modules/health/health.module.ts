import { defineModule } from '../../platform/module';
import { healthRoutes } from './health.routes';

/** The health check. */
export const healthModule = defineModule({ name: 'health', routes: [healthRoutes] });
