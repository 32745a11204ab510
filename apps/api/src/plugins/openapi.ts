import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { AUTH_HEADERS } from '@sukoyaka/contracts/auth';

/** OpenAPI 3 document generated from the zod contracts: UI at /api/docs, JSON at /api/docs/json. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'すこやか API',
        version: '1.0.0',
        description: `Every call except sign-in carries the headers ${AUTH_HEADERS.join(', ')} returned by sign-in.`,
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
});
