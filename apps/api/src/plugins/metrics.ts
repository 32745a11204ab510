import { createServer, type Server } from 'node:http';
import fp from 'fastify-plugin';
import { observeRequest, type Metrics } from '../modules/metrics/metrics.ts';

/**
 * Times every request into the process's metrics (issue 15; modules/metrics/metrics.ts): one
 * onResponse hook, labelled with the matched route pattern (never the URL).
 */
export const metricsPlugin = fp<{ metrics: Metrics }>(
  async (app, { metrics }) => {
    app.addHook('onResponse', async (request, reply) => {
      observeRequest(metrics, request.method, request.routeOptions.url, reply.statusCode, reply.elapsedTime / 1000);
    });
  },
  { name: 'metrics' },
);

/**
 * Serves `GET /metrics` (Prometheus text format) on its own port, apart from the product's: bind
 * it to 127.0.0.1 or a monitoring network only (METRICS_HOST), never to the pupils' side. Any other
 * path answers 404. Resolves once listening; close the returned server on shutdown.
 */
export async function startMetricsServer(metrics: Metrics, port: number, host: string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    metrics.registry
      .metrics()
      .then((body) => res.writeHead(200, { 'content-type': metrics.registry.contentType }).end(body))
      .catch((err: Error) => res.writeHead(500).end(err.message));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
