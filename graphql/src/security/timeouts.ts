/**
 * How long a client may take (Node's http server enforces them, checking every `checkEveryMs`):
 * its request headers, then its whole request with the body, and how long a connection may sit
 * idle. A client trickling its headers or body a byte at a time (slow-loris) is cut off instead of
 * holding a connection for good.
 */
export interface Timeouts {
  headersMs: number;
  requestMs: number;
  /** No byte either way for this long ends the connection; above Fastify's keep-alive of 72 s, which ends idle keep-alive connections first. */
  idleMs: number;
  checkEveryMs: number;
}

export const defaultTimeouts: Timeouts = { headersMs: 10_000, requestMs: 30_000, idleMs: 80_000, checkEveryMs: 1_000 };
