import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { zodToOpenApi } from './zod';

/** OpenAPI document from the zod route schemas: UI at /api/docs, JSON at /api/docs/json. */
export async function registerDocs(app: FastifyInstance, version: string): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Tessera API', version, description: 'Every answer is HTTP 200 {code, msg, data}.' },
      components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } } },
    },
    transform: zodToOpenApi as never,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
}
