/**
 * The request budget of anonymous API use, per client network (an IPv4 address, an IPv6 /64): a
 * token bucket that holds `capacity` requests and refills `refillPerSecond`. A request without a
 * live session spends one token; with the bucket empty it is refused with RATE_LIMITED (429) and
 * Retry-After, before any database work, the lookup of a session cookie or an API token included: a
 * request with either is counted before the lookup, and given its token back when the lookup finds
 * it live, so signed-in administrators spend nothing (unless their network's budget is spent already:
 * then they wait like the rest of it).
 *
 * Buckets live in this process: each instance keeps its own count, so behind N instances a client
 * gets up to N budgets, still a bound. The map is bounded too: past `maximumClients` networks, the
 * one unseen for longest is forgotten (a forgotten client starts again with a full bucket).
 */
import { AppError } from '../api/errors.ts';
import { networkOf } from './client-address.ts';

export interface BudgetLimits {
  /** Requests a client may send at once. */
  capacity: number;
  /** Requests a client may send per second, sustained. */
  refillPerSecond: number;
}

/** 120 at once, then 2 a second: an integrator reading the public queries never meets it, a flood does. */
export const defaultAnonymousBudget: BudgetLimits = { capacity: 120, refillPerSecond: 2 };

/**
 * Each client's budget of pages rendered for it (a page the cache did not hold): a visitor opens a
 * few new pages a minute and a crawler's pages are mostly kept ones, while a flood of new inputs
 * would keep the process rendering. Pages already kept cost nothing and are never counted.
 */
export const defaultPageRenderBudget: BudgetLimits = { capacity: 60, refillPerSecond: 2 };

/**
 * Each API token's own budget, apart from the anonymous one and from the sign-in throttle: a
 * script with a token may work harder than an anonymous client, still within a bound.
 */
export const defaultTokenBudget: BudgetLimits = { capacity: 600, refillPerSecond: 20 };

const maximumClients = 10_000;

interface Bucket {
  tokens: number;
  updatedAt: number;
}

/**
 * What a budget tells its client after a request, as the IETF httpapi draft's `RateLimit-Policy` and
 * `RateLimit` fields say it: the policy (a name, the quota `q` and the window `w` in seconds in which
 * an empty bucket fills again) and the state (`r` requests left now, `t` seconds until the bucket is
 * full again).
 */
export interface BudgetState {
  policy: string;
  capacity: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
  /** Seconds until one more request is allowed, when this one was refused. */
  retryAfterSeconds?: number;
}

/** The two header fields of a budget's state (draft-ietf-httpapi-ratelimit-headers). */
export function rateLimitHeaders(state: BudgetState): { 'RateLimit-Policy': string; RateLimit: string } {
  return {
    'RateLimit-Policy': `"${state.policy}";q=${state.capacity};w=${state.windowSeconds}`,
    RateLimit: `"${state.policy}";r=${state.remaining};t=${state.resetSeconds}`,
  };
}

export class RequestBudget {
  private readonly buckets = new Map<string, Bucket>();

  /** `policy` names the budget in the RateLimit header fields (`anonymous`, `token`). */
  constructor(
    private readonly limits: BudgetLimits,
    readonly policy = 'anonymous',
  ) {}

  /**
   * Spends one request of the client's budget, or throws RATE_LIMITED saying in how many seconds
   * the next one will be allowed.
   */
  spend(address: string, now = Date.now()): BudgetState {
    return this.spendFor(networkOf(address), now, 'Too many requests from your address.');
  }

  /** Spends one request of the budget kept under `key` (an API token's), saying `refusal` when it is empty. */
  spendFor(key: string, now = Date.now(), refusal = 'Too many requests.'): BudgetState {
    const state = this.take(key, now);
    if (state.retryAfterSeconds !== undefined) {
      const seconds = state.retryAfterSeconds;
      throw new AppError('RATE_LIMITED', `${refusal} Try again in ${seconds} second(s).`, undefined, seconds);
    }
    return state;
  }

  /** Spends one request of the client network's budget and says what is left, refused or not (no throw). */
  takeFor(address: string, now = Date.now()): BudgetState {
    return this.take(networkOf(address), now);
  }

  /** Spends one request of the budget kept under `key`, or marks the state refused (retryAfterSeconds) when it is empty. */
  take(key: string, now = Date.now()): BudgetState {
    const { capacity, refillPerSecond } = this.limits;
    const known = this.buckets.get(key);
    const bucket = known ?? { tokens: capacity, updatedAt: now };
    bucket.tokens = Math.min(capacity, bucket.tokens + ((now - bucket.updatedAt) / 1000) * refillPerSecond);
    bucket.updatedAt = now;
    // Re-inserted so the map's order is the order clients were last seen in.
    if (known) this.buckets.delete(key);
    else if (this.buckets.size >= maximumClients) this.buckets.delete(this.buckets.keys().next().value as string);
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) {
      return { ...this.stateOf(bucket), retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerSecond)) };
    }
    bucket.tokens -= 1;
    return this.stateOf(bucket);
  }

  /**
   * Gives back one request spent by a client that turned out not to be anonymous (its cookie or token
   * was live): a request is counted before its credentials are looked up, so a forged one costs the
   * database nothing once the budget is spent. Says the state after it.
   */
  refund(address: string): BudgetState | null {
    const bucket = this.buckets.get(networkOf(address));
    if (!bucket) return null;
    bucket.tokens = Math.min(this.limits.capacity, bucket.tokens + 1);
    return this.stateOf(bucket);
  }

  private stateOf(bucket: Bucket): BudgetState {
    const { capacity, refillPerSecond } = this.limits;
    return {
      policy: this.policy,
      capacity,
      windowSeconds: Math.ceil(capacity / refillPerSecond),
      remaining: Math.floor(bucket.tokens),
      resetSeconds: Math.ceil((capacity - bucket.tokens) / refillPerSecond),
    };
  }
}
