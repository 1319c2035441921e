/**
 * Requests Node refuses before the app sees them: a request line and headers over 16 KB (Node's
 * limit), a client too slow to send its headers, a request that is not HTTP. Each is answered in
 * the error envelope (api/http-errors.ts), except that a visitor whose shared link is too long (a
 * list of 200 courses, say) gets the site's page at that link's path, with status 431 and a note
 * that the link was too long to read.
 */
import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import { clientError } from '../api/http-errors.ts';
import type { OverlongPages } from '../site/serve.ts';

interface ClientError extends NodeJS.ErrnoException {
  /** What the client had sent when Node gave up (a Buffer): the request line, at least its start. */
  rawPacket?: unknown;
}

/** The path of the request line at the start of `packet` ('GET /path?query HTTP/1.1'), or null. */
export function requestPath(packet: unknown): string | null {
  const line = Buffer.isBuffer(packet) ? packet.subarray(0, 2048).toString('latin1') : '';
  const target = /^[A-Z]+ (\/[^\s?#]*)/.exec(line)?.[1];
  if (!target) return null;
  try {
    return decodeURI(target);
  } catch {
    return null;
  }
}

function write(socket: Socket, status: number, headers: Record<string, string>, body: Buffer): void {
  if (!socket.writable) return;
  const head = Object.entries({ ...headers, 'Content-Length': String(body.length), Connection: 'close' })
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(`HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${head}\r\n`);
  socket.write(body);
}

const isApiPath = (path: string) => path === '/graphql' || path.startsWith('/graphql/') || path.startsWith('/api/');

/** Fastify's `clientErrorHandler`, answering as described above (every other refusal: api/http-errors.ts). */
export function clientErrorHandler(pages: OverlongPages) {
  return (error: ClientError, socket: Socket): void => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const path = error.code === 'HPE_HEADER_OVERFLOW' ? requestPath(error.rawPacket) : null;
    if (!path || isApiPath(path)) return clientError(error, socket);
    pages
      .answer(path)
      .then(
        (page) => (page ? write(socket, 431, page.headers, page.body) : clientError(error, socket)),
        () => clientError(error, socket),
      )
      .finally(() => socket.destroy());
  };
}
