/**
 * Request bodies are taken as sent, never decompressed: no route needs a compressed body (JSON
 * requests are small, and the body limit is on the bytes received), and decompressing one is work an
 * anonymous client can make the server do with a body that does not decompress, or that decompresses
 * to far more than it sent. A body that says it is encoded (`Content-Encoding` other than `identity`)
 * is refused with 415 before a byte of it is read, and the answer's `Accept-Encoding: identity` says
 * what to send instead (RFC 7694). Registered in app.ts, which also turns off @fastify/compress's
 * request decompression.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendError } from '../api/http-errors.ts';
import { hasBody } from './cross-site-guard.ts';

/** Whether a Content-Encoding header names any coding but `identity`. */
export function isEncoded(contentEncoding: string | string[] | undefined): boolean {
  if (contentEncoding === undefined) return false;
  const codings = [contentEncoding]
    .flat()
    .flatMap((value) => value.split(','))
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '');
  return codings.some((coding) => coding !== 'identity');
}

export async function refuseEncodedBodies(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (!hasBody(request) || !isEncoded(request.headers['content-encoding'])) return;
  return sendError(request, reply.header('Accept-Encoding', 'identity'), 415, {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Send the request body uncompressed: Content-Encoding is not accepted on requests.',
  });
}
