/**
 * The delivery worker, in every server process. It takes due deliveries from the outbox with
 * `FOR UPDATE SKIP LOCKED` and marks them taken until a lease ends, in a short transaction of its own,
 * then sends them outside any transaction: however many instances run, each delivery is taken by one,
 * and a process that stops mid-send leaves it to be taken again once the lease ends (restarts lose
 * nothing; receivers tell a repeat by its `webhook-id`). A delivery whose record has an earlier
 * delivery to the same endpoint still pending waits for it, so each record's events arrive in order.
 * A failure is retried with exponential backoff (with jitter) until `giveUpAfterMs` after the delivery
 * was queued, 24 hours unless told otherwise; then it is marked failed and the next one goes.
 */
import type { Em, Orm } from '../db/orm.ts';
import { send, type SendResult } from './sender.ts';

export interface WebhookWorkerOptions {
  /** How often the outbox is looked at when nothing was due. */
  pollMs: number;
  /** The first retry's delay; each next one doubles, up to `retryCapMs`. */
  retryBaseMs: number;
  retryCapMs: number;
  /** How long after it was queued a delivery is still retried. */
  giveUpAfterMs: number;
  /** How long one attempt may take. */
  timeoutMs: number;
  allowPrivateTargets: boolean;
  /** Deliveries taken at once. */
  batch: number;
}

export const defaultWebhookWorkerOptions: WebhookWorkerOptions = {
  pollMs: 1000,
  retryBaseMs: 10_000,
  retryCapMs: 60 * 60 * 1000,
  giveUpAfterMs: 24 * 60 * 60 * 1000,
  timeoutMs: 10_000,
  allowPrivateTargets: false,
  batch: 10,
};

/** The delay before the retry that follows `attempts` failed attempts: doubling, capped, ±20 % so retries spread. */
export function retryDelayMs(attempts: number, options: Pick<WebhookWorkerOptions, 'retryBaseMs' | 'retryCapMs'>, random = Math.random()): number {
  const base = Math.min(options.retryBaseMs * 2 ** Math.min(Math.max(attempts - 1, 0), 30), options.retryCapMs);
  return Math.round(base * (0.8 + 0.4 * random));
}

interface Taken {
  id: number;
  message_id: string;
  payload: string;
  created_at: Date | string;
  attempts: number;
  url: string;
  secret: string;
  locked_until: Date | string;
}

export interface WebhookWorker {
  /** Takes and sends what is due now; resolves with how many were sent. */
  runOnce(): Promise<number>;
  /** Asks for a run soon (after a change was committed, say). */
  wake(): void;
  stop(): Promise<void>;
}

/** The workers running in this process: an API action that queued a delivery asks them to look now. */
const running = new Set<WebhookWorker>();

export function wakeWebhookWorkers(): void {
  for (const worker of running) worker.wake();
}

export function startWebhookWorker(orm: Orm, options: WebhookWorkerOptions, onError: (error: unknown) => void = () => {}): WebhookWorker {
  const fork = () => orm.em.fork() as Em;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<number> | null = null;
  let stopped = false;

  async function take(): Promise<Taken[]> {
    const leaseMs = options.timeoutMs + 30_000;
    return fork().transactional(async (em) => {
      const connection = em.getConnection();
      const rows = (await connection.execute(
        `select d.id from webhook_delivery d
          where d.status = 'pending' and d.next_attempt_at <= now() and (d.locked_until is null or d.locked_until < now())
            and not exists (select 1 from webhook_delivery e
              where e.endpoint_id = d.endpoint_id and e.record_type = d.record_type and e.record_key = d.record_key
                and e.status = 'pending' and e.id < d.id)
          order by d.next_attempt_at, d.id
          limit ? for update of d skip locked`,
        [options.batch],
        'all',
        em.getTransactionContext(),
      )) as { id: number }[];
      if (rows.length === 0) return [];
      return (await connection.execute(
        `update webhook_delivery d set locked_until = date_trunc('milliseconds', now()) + make_interval(secs => ?)
          from webhook_endpoint w
          where d.id in (${rows.map(() => '?').join(', ')}) and w.id = d.endpoint_id
          returning d.id, d.message_id, d.payload, d.created_at, d.attempts, d.locked_until, w.url, w.secret`,
        [leaseMs / 1000, ...rows.map((row) => row.id)],
        'all',
        em.getTransactionContext(),
      )) as Taken[];
    });
  }

  async function record(taken: Taken, result: SendResult): Promise<void> {
    const attempts = taken.attempts + 1;
    const now = Date.now();
    const givenUp = !result.ok && now - new Date(taken.created_at).getTime() >= options.giveUpAfterMs;
    const status = result.ok ? 'succeeded' : givenUp ? 'failed' : 'pending';
    const next = new Date(now + (status === 'pending' ? retryDelayMs(attempts, options) : 0));
    await fork()
      .getConnection()
      .execute(
        `update webhook_delivery set status = ?, attempts = ?, last_attempt_at = ?, response_status = ?, latency_ms = ?,
           response_excerpt = ?, error = ?, next_attempt_at = ?, locked_until = null, completed_at = ?
         where id = ? and locked_until = ?`,
        [
          status,
          attempts,
          new Date(now),
          result.status,
          result.latencyMs,
          result.excerpt,
          result.error?.slice(0, 300) ?? null,
          next,
          status === 'pending' ? null : new Date(now),
          taken.id,
          new Date(taken.locked_until),
        ],
      );
  }

  async function run(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await take();
      await Promise.all(
        batch.map(async (taken) => {
          const result = await send(
            { messageId: taken.message_id, payload: taken.payload, secret: taken.secret, url: taken.url },
            { timeoutMs: options.timeoutMs, allowPrivateTargets: options.allowPrivateTargets },
          );
          await record(taken, result);
        }),
      );
      sent += batch.length;
      // A full batch: more may be due at once.
      if (batch.length < options.batch || stopped) return sent;
    }
  }

  function runOnce(): Promise<number> {
    current ??= run().finally(() => {
      current = null;
    });
    return current;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      runOnce()
        .catch(onError)
        .finally(() => schedule(options.pollMs));
    }, delay);
    timer.unref();
  }
  schedule(options.pollMs);

  const worker: WebhookWorker = {
    runOnce,
    wake: () => schedule(0),
    async stop() {
      stopped = true;
      running.delete(worker);
      clearTimeout(timer);
      await current?.catch(() => {});
    },
  };
  running.add(worker);
  return worker;
}
