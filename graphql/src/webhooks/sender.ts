/**
 * Sends one signed delivery (Standard Webhooks: `webhook-id`, `webhook-timestamp`,
 * `webhook-signature`, signed by the `standardwebhooks` library) and says how it went. The target is
 * checked after resolving its name (targets.ts) and the connection goes to the address checked;
 * redirects are not followed (a 3xx is a failure), the whole exchange has a time limit, and no more
 * of the answer is read than the log keeps.
 */
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { resolveTarget, TargetRefused } from './targets.ts';

export interface SendOptions {
  timeoutMs: number;
  allowPrivateTargets: boolean;
}

export interface SendResult {
  ok: boolean;
  status: number | null;
  latencyMs: number;
  /** The answer's first characters (at most `excerptLength`). */
  excerpt: string | null;
  error: string | null;
}

/** How much of an answer is read, and how much of that the log keeps. */
const readLimitBytes = 16 * 1024;
export const excerptLength = 500;

export interface Message {
  messageId: string;
  payload: string;
  secret: string;
  url: string;
}

export async function send(message: Message, options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const done = (result: Omit<SendResult, 'latencyMs'>): SendResult => ({ ...result, latencyMs: Math.round(performance.now() - started) });
  let url: URL;
  try {
    url = new URL(message.url);
  } catch {
    return done({ ok: false, status: null, excerpt: null, error: 'The endpoint URL cannot be read.' });
  }
  let target;
  try {
    target = await resolveTarget(url.hostname, options.allowPrivateTargets);
  } catch (error) {
    return done({ ok: false, status: null, excerpt: null, error: error instanceof TargetRefused ? error.message : 'The host name could not be resolved.' });
  }
  const timestamp = new Date();
  const signature = new Webhook(message.secret).sign(message.messageId, timestamp, message.payload);
  // The checked address, whatever the name resolves to by now.
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if ((lookupOptions as { all?: boolean }).all) (callback as (error: null, addresses: { address: string; family: number }[]) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const body = Buffer.from(message.payload);
  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'latencyMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      request.destroy();
      resolve(done(result));
    };
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(
      url,
      {
        method: 'POST',
        lookup: pinned,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(body.length),
          'user-agent': 'CalcSuite-Webhooks/1',
          'webhook-id': message.messageId,
          'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
          'webhook-signature': signature,
        },
      },
      (response: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let length = 0;
        const complete = () => {
          const status = response.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8').slice(0, excerptLength);
          const ok = status >= 200 && status < 300;
          finish({
            ok,
            status,
            excerpt: text || null,
            error: ok ? null : status >= 300 && status < 400 ? `Answered ${status} (redirects are not followed).` : `Answered ${status}.`,
          });
        };
        response.on('data', (chunk: Buffer) => {
          if (length >= readLimitBytes) return;
          chunks.push(chunk.subarray(0, readLimitBytes - length));
          length += chunk.length;
          // Enough read: the rest of a large answer is not waited for.
          if (length >= readLimitBytes) complete();
        });
        response.on('end', complete);
        response.on('error', () => complete());
      },
    );
    const timer = setTimeout(
      () => finish({ ok: false, status: null, excerpt: null, error: `No answer within ${Math.round(options.timeoutMs / 1000)} s.` }),
      options.timeoutMs,
    );
    request.on('error', (error: NodeJS.ErrnoException) =>
      finish({ ok: false, status: null, excerpt: null, error: `Could not deliver: ${error.code ?? 'connection failed'}.` }),
    );
    request.end(body);
  });
}
