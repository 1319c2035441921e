/** A webhook receiver for tests: a local HTTP server that verifies each delivery with the library's own `Webhook.verify`. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';

export interface Received {
  id: string;
  type: string;
  data: Record<string, unknown>;
  verified: boolean;
}

export interface Receiver {
  url: string;
  received: Received[];
  /** Verifies with this secret from now on. */
  secret: string | null;
  /** Answers 503 to every delivery while true. */
  failing: boolean;
  /** Stops listening (connections are refused) until `start`. */
  stop(): Promise<void>;
  start(): Promise<void>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  let server: Server;
  let port = 0;
  const receiver: Receiver = {
    url: '',
    received: [],
    secret: null,
    failing: false,
    async stop() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    async start() {
      server = createServer((request, response) => {
        const chunks: Buffer[] = [];
        request.on('data', (chunk: Buffer) => chunks.push(chunk));
        request.on('end', () => {
          if (receiver.failing) {
            response.writeHead(503).end('down for maintenance');
            return;
          }
          const body = Buffer.concat(chunks).toString('utf8');
          let message = JSON.parse(body) as { type: string; data: Record<string, unknown> };
          let verified: boolean;
          try {
            message = new Webhook(receiver.secret ?? '').verify(body, request.headers as Record<string, string>) as typeof message;
            verified = true;
          } catch {
            verified = false;
          }
          receiver.received.push({ id: String(request.headers['webhook-id']), type: message.type, data: message.data, verified });
          response.writeHead(verified ? 200 : 401, { 'content-type': 'text/plain' }).end(verified ? 'thanks' : 'bad signature');
        });
      });
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
      port = (server.address() as AddressInfo).port;
      receiver.url = `http://127.0.0.1:${port}/hooks`;
    },
    async close() {
      if (server.listening) await receiver.stop();
    },
  };
  await receiver.start();
  return receiver;
}

/** Waits until `done` holds, checking every 25 ms, for at most `timeoutMs`. */
export async function waitFor(done: () => boolean, timeoutMs = 15_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
