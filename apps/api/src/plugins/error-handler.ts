import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { ErrorEnvelope } from '@sukoyaka/contracts/errors';
import { HttpError, messages } from '../lib/http-errors.ts';

/**
 * Every error leaves as the envelope `{ errors, fieldErrors? }` (architecture "Request path").
 * Validation errors name their fields; anything unexpected is logged and answered with a generic
 * Japanese message: no stack trace, SQL or internal id reaches a client.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance, opts: { spa: boolean }) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fieldErrors: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
        (fieldErrors[field] ??= []).push(issue.message ?? messages.badRequest);
      }
      const body: ErrorEnvelope = { errors: [messages.badRequest], fieldErrors };
      return reply.status(400).send(body);
    }
    if (error instanceof HttpError) {
      const body: ErrorEnvelope = { errors: [error.message], ...(error.fieldErrors ? { fieldErrors: error.fieldErrors } : {}) };
      return reply.status(error.statusCode).send(body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.status(500).send({ errors: [messages.internal] } satisfies ErrorEnvelope);
    }
    const status = error.statusCode ?? 500;
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ errors: [messages.internal] } satisfies ErrorEnvelope);
    }
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large): generic Japanese text.
    return reply.status(status).send({ errors: [messages.badRequest] } satisfies ErrorEnvelope);
  });

  app.setNotFoundHandler((request, reply) => {
    // Page routes get the SPA (its router shows the 404 page); a missing built file is a real 404,
    // so a tab running an old build notices and reloads (chunk-load recovery) instead of parsing HTML.
    const isFile = request.url.startsWith('/assets/') || /\.[a-z0-9]{2,5}(\?|$)/i.test(request.url);
    if (opts.spa && request.method === 'GET' && !request.url.startsWith('/api/') && !isFile) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.status(404).send({ errors: [messages.routeNotFound] } satisfies ErrorEnvelope);
  });
});
