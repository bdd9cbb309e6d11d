import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import { renderMetrics } from './metrics.service.js';

/**
 * /metrics on its own port (METRICS_PORT) for Prometheus inside the private network: no key,
 * so this port must not be exposed publicly. Any other path answers 404.
 */
export async function startMetricsServer(
  deps: { db: Db; log: Logger },
  port: number,
  host: string,
  subscribers: readonly string[] = [],
): Promise<{ port: number; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    renderMetrics(deps, subscribers).then(
      (m) => res.writeHead(200, { 'content-type': m.contentType, 'cache-control': 'no-store' }).end(m.body),
      (err: unknown) => {
        deps.log.error({ err }, 'metrics: scrape failed');
        res.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const bound = (server.address() as AddressInfo).port;
  deps.log.info({ port: bound }, 'metrics: serving /metrics');
  return { port: bound, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
