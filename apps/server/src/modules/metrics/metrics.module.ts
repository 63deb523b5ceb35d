import { defineModule } from '../../platform/module';
import { metricsRoutes } from './metrics.routes';

/** The Prometheus endpoint (figures are gathered by `plugins/metrics.ts` on every request). */
export const metricsModule = defineModule({ name: 'metrics', routes: [metricsRoutes] });
