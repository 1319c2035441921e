/**
 * What answers on the server's port while PostgreSQL is not answering at start: /healthz says the
 * process runs, /readyz answers 503 (so a load balancer sends no visitor here yet, and a platform
 * does not restart a process that is only waiting), and every other request gets 503 with
 * Retry-After. It closes once the database answers, and the server proper takes the port.
 */
import { createServer } from 'node:http';
import { randomUUID } from 'node:crypto';

export interface WaitingServer {
  close(): Promise<void>;
}

export async function listenWhileWaiting(host: string, port: number): Promise<WaitingServer> {
  const server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    const [status, body] = path === '/healthz' ? [200, { status: 'ok' }] : [503, { status: 'database unavailable' }];
    response.writeHead(status, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-request-id': randomUUID(),
      connection: 'close',
      ...(status === 503 ? { 'retry-after': '5' } : {}),
    });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
