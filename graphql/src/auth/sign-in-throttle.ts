/**
 * The throttle in front of every password check (signing in, changing the password), after OWASP's
 * device-cookie scheme: guessing stays slow, and no stranger can lock the real administrator out.
 *
 * - A browser with a valid device cookie for the account (it signed in to it before) is counted on
 *   its own: its failures slow and then lock out that device only. An attack on the same account
 *   from anywhere else does not touch it.
 * - A stranger (no valid device cookie) is counted per account and per address (an IPv6 /64):
 *   after `free` failures within the window, each further attempt must wait a delay that doubles
 *   with every failure (capped at the window), and past `max` failures attempts are refused until
 *   the oldest leaves the window. The lock-out applies to strangers only.
 *
 * Counted in login_attempt rows, so it holds across server processes on one database. Each attempt
 * is recorded as a failure before its counts are read, and the counts include every attempt
 * recorded before them: of parallel attempts, in one process or several, each sees the others, so
 * no more than `max` of them reach the password check. A refused attempt takes its row back, so
 * refusals never extend a lock.
 */
import { AppError } from '../api/errors.ts';
import type { Em } from '../db/orm.ts';
import { networkOf } from '../security/client-address.ts';
import { LoginAttempt } from './login-attempt.entity.ts';

export interface ThrottleRule {
  /** Failures within the window that cost nothing. */
  free: number;
  /** Failures within the window past which every attempt is refused until the oldest leaves it. */
  max: number;
}

export interface LoginLimits {
  windowMs: number;
  /** The first delay after the free failures, doubled with each failure after it; 0 turns delays off. */
  stepMs: number;
  /** A known browser (valid device cookie), per device. */
  perDevice: ThrottleRule;
  /** Strangers, per account. */
  perAccount: ThrottleRule;
  /** Strangers, per address (IPv4) or /64 (IPv6), whatever the accounts. */
  perAddress: ThrottleRule;
}

export const defaultLoginLimits: LoginLimits = {
  windowMs: 15 * 60 * 1000,
  stepMs: 1000,
  perDevice: { free: 5, max: 10 },
  perAccount: { free: 5, max: 30 },
  perAddress: { free: 5, max: 20 },
};

export interface PasswordCheck {
  username: string;
  ip: string;
  /** The device id of a valid device cookie for this account, or null for a stranger. */
  device: string | null;
}

interface Count {
  count: number;
  oldest: Date | null;
  latest: Date | null;
}

const asDate = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(value as string | Date));

/** The failures within the window matching `where`, other than the attempt `ownId`. */
async function failures(em: Em, where: string, params: unknown[], since: Date, ownId: number): Promise<Count> {
  const [row] = await em.execute<Record<string, unknown>[]>(
    `select count(*) as count, min(created_at) as oldest, max(created_at) as latest from login_attempt where succeeded = false and created_at > ? and id <> ? and ${where}`,
    [since, ownId, ...params],
  );
  return { count: Number(row?.count ?? 0), oldest: asDate(row?.oldest), latest: asDate(row?.latest) };
}

/** When the next attempt is allowed under a rule, or null when it is allowed now. */
export function allowedAt({ count, oldest, latest }: Count, rule: ThrottleRule, limits: LoginLimits, now: Date): Date | null {
  if (count >= rule.max) return new Date((oldest ?? now).getTime() + limits.windowMs);
  if (count < rule.free || limits.stepMs <= 0 || !latest) return null;
  const delay = Math.min(limits.windowMs, limits.stepMs * 2 ** (count - rule.free));
  const at = latest.getTime() + delay;
  return at > now.getTime() ? new Date(at) : null;
}

function refusal(until: Date, now: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
  const wait = seconds < 120 ? `${seconds} second(s)` : `${Math.ceil(seconds / 60)} minute(s)`;
  return new AppError('RATE_LIMITED', `Too many failed password attempts. Try again in ${wait}.`, undefined, seconds);
}

/**
 * Runs `check` (the password verification) unless the throttle refuses the attempt first (then it
 * throws RATE_LIMITED with the seconds to wait), and records its outcome. Returns what `check` said.
 */
export async function throttledPasswordCheck(em: Em, limits: LoginLimits, attempt: PasswordCheck, check: () => Promise<boolean>): Promise<boolean> {
  const now = new Date();
  const since = new Date(now.getTime() - limits.windowMs);
  const network = networkOf(attempt.ip);
  const ownId = await em.insert(LoginAttempt, {
    username: attempt.username,
    ip: attempt.ip,
    network,
    device: attempt.device,
    succeeded: false,
    createdAt: now,
  });
  const rules: [ThrottleRule, string, unknown[]][] = attempt.device
    ? [[limits.perDevice, 'device = ?', [attempt.device]]]
    : [
        [limits.perAccount, 'username = ? and device is null', [attempt.username]],
        [limits.perAddress, 'network = ? and device is null', [network]],
      ];
  let until: Date | null = null;
  for (const [rule, where, params] of rules) {
    const at = allowedAt(await failures(em, where, params, since, ownId), rule, limits, now);
    if (at && (!until || at > until)) until = at;
  }
  if (until) {
    await em.nativeDelete(LoginAttempt, { id: ownId });
    throw refusal(until, now);
  }
  const valid = await check();
  if (valid) {
    await em.nativeUpdate(LoginAttempt, { id: ownId }, { succeeded: true });
    // The client's own earlier failures are forgiven; other clients' stay counted.
    await em.nativeDelete(
      LoginAttempt,
      attempt.device ? { device: attempt.device, succeeded: false } : { username: attempt.username, network, device: null, succeeded: false },
    );
  }
  return valid;
}
