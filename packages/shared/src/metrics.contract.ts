import { defineRoutes } from './route';

/**
 * `GET /api/system/Metrics`: the server's figures in the Prometheus text format (not the envelope,
 * for the scraper). Any signed-in caller passes the token check; the handler then refuses everyone
 * but an administrator (403). A missing or bad token answers the usual 600-range envelope.
 */
export const metricsRoutes = defineRoutes({
  metrics: {
    method: 'GET',
    path: '/api/system/Metrics',
    auth: 'user',
    tags: ['metrics'],
  },
});
