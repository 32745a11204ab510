import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';

/**
 * Serves the built React app (apps/web/dist) from the same process as the API, precompressed
 * assets first. The not-found handler (error-handler.ts) answers other non-API GETs with
 * index.html: the client router decides, and shows its own 404 page for unknown routes.
 */
export const spaPlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const root = path.resolve(opts.root);
  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    wildcard: false,
    index: false,
    setHeaders(reply, filePath) {
      // Hashed assets never change; index.html must always be revalidated.
      reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });
});

/** True when `root` holds a built app (index.html). */
export function hasBuiltSpa(root: string | null): root is string {
  return !!root && existsSync(path.join(path.resolve(root), 'index.html'));
}
