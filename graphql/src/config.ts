/** Runtime configuration from the environment (CONVENTIONS section 2). */
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import type { CorsOrigins } from './api/public-reads.ts';
import { defaultAnonymousBudget, defaultPageRenderBudget, type BudgetLimits } from './security/request-budget.ts';

/**
 * Which proxies' X-Forwarded-For the server believes: none (false), the nearest N hops, or the
 * proxies at these addresses and networks (Fastify's `trustProxy` takes each form as it is).
 */
export type TrustProxy = false | number | string[];

export interface Config {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The public origin for canonical, social and sitemap URLs (SITE_URL), read at run time. */
  siteOrigin: string;
  adminUsername: string;
  adminPassword: string | undefined;
  trustProxy: TrustProxy;
  /** The request budget of anonymous API clients; null for none. */
  anonymousBudget: BudgetLimits | null;
  /** Each client's budget of pages rendered for it; null for none. */
  pageRenderBudget: BudgetLimits | null;
  /** PostgreSQL connections per instance (DB_POOL_SIZE). */
  dbPoolSize: number;
  /** Origins whose pages may read the public GraphQL queries (CORS_ORIGINS). */
  corsOrigins: CorsOrigins;
}

/** DB_POOL_SIZE: PostgreSQL connections per instance, 10 unless set. */
export function parseDbPoolSize(value: string | undefined): number {
  const text = (value ?? '').trim();
  if (text === '') return 10;
  const size = Number(text);
  if (!/^\d+$/.test(text) || size < 1 || size > 1000) {
    throw new Error(`DB_POOL_SIZE must be a whole number of connections from 1 to 1000 (each instance opens up to that many), got "${text}"`);
  }
  return size;
}

/** proxy-addr's names for the loopback, link-local and private ranges. */
const namedRanges = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrNetwork(entry: string): boolean {
  if (namedRanges.has(entry)) return true;
  const [address = '', prefix, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: unset, empty, 0 or false trusts no proxy (the socket's address is the client's);
 * a whole number trusts that many proxy hops (1 for one reverse proxy in front); otherwise a
 * comma-separated list of proxy addresses or networks (10.0.0.5, 172.16.0.0/12, loopback).
 * Anything else stops the start: a typo must not silently trust every client's header.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === '0' || text.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  const wrong = entries.filter((entry) => !isAddressOrNetwork(entry));
  if (wrong.length > 0) {
    throw new Error(
      `TRUST_PROXY must be a number of proxy hops (1 for one reverse proxy) or a comma-separated list of proxy addresses or networks (10.0.0.5, 172.16.0.0/12, loopback); these are neither: ${wrong.map((entry) => JSON.stringify(entry)).join(', ')}`,
    );
  }
  return entries;
}

/**
 * A budget setting: requests at once and per second after that, as `120/2`; `off` for none (load
 * tests from one address, or a proxy in front that limits clients itself); unset for the default.
 */
function parseBudget(name: string, value: string | undefined, fallback: BudgetLimits): BudgetLimits | null {
  const text = (value ?? '').trim();
  if (text === '') return fallback;
  if (text.toLowerCase() === 'off') return null;
  const match = /^(\d+)\/(\d+(?:\.\d+)?)$/.exec(text);
  const capacity = Number(match?.[1]);
  const refillPerSecond = Number(match?.[2]);
  if (!match || capacity < 1 || refillPerSecond <= 0) {
    throw new Error(`${name} must be requests at once and per second after that (${fallback.capacity}/${fallback.refillPerSecond}), or off; got "${text}"`);
  }
  return { capacity, refillPerSecond };
}

/** ANONYMOUS_API_BUDGET: how many API requests a client without a session may send at once and per second after that (120/2). */
export const parseAnonymousBudget = (value: string | undefined) => parseBudget('ANONYMOUS_API_BUDGET', value, defaultAnonymousBudget);

/** PAGE_RENDER_BUDGET: how many pages the cache does not hold a client may have rendered at once and per second after that (60/2). */
export const parsePageRenderBudget = (value: string | undefined) => parseBudget('PAGE_RENDER_BUDGET', value, defaultPageRenderBudget);

/**
 * CORS_ORIGINS: the origins whose pages may read the public GraphQL queries, comma-separated
 * (`https://a.example, https://b.example`), or `*` for any; unset or empty for none. Each must be
 * an origin (scheme, host, port): a path or a typo stops the start rather than allowing nothing.
 */
export function parseCorsOrigins(value: string | undefined): CorsOrigins {
  const text = (value ?? '').trim();
  if (text === '') return [];
  if (text === '*') return '*';
  return text.split(',').map((entry) => {
    const origin = entry.trim();
    let url: URL | null;
    try {
      url = new URL(origin);
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== origin.replace(/\/$/, '').toLowerCase()) {
      throw new Error(`CORS_ORIGINS must be * or a comma-separated list of origins such as https://app.example (no path); got "${origin}"`);
    }
    return url.origin;
  });
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    production: env.NODE_ENV === 'production',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL || undefined,
    siteOrigin: siteOrigin(env.SITE_URL),
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    anonymousBudget: parseAnonymousBudget(env.ANONYMOUS_API_BUDGET),
    pageRenderBudget: parsePageRenderBudget(env.PAGE_RENDER_BUDGET),
    dbPoolSize: parseDbPoolSize(env.DB_POOL_SIZE),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
  };
}

/** SITE_URL as an origin: scheme, host and port, nothing after them. */
function siteOrigin(value: string | undefined): string {
  if (!value) return 'http://127.0.0.1:3000';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be the site's public address, such as https://calc.example, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SITE_URL must start with http:// or https://, got "${value}"`);
  return url.origin;
}
