import { defineModule, type PlatformServices } from '../../platform/module';
import { healthRoutes } from './health.routes';

/** The health check; it builds no services, so its needs (the dialect it reports) are stated here. */
export const healthModule = defineModule<'health', Pick<PlatformServices, 'dialect'>>({
  name: 'health',
  routes: [healthRoutes],
});
