/** Runtime configuration from the environment. */
import { parseAllowPrivateTargets } from './webhooks/targets.ts';
import { readFileSync } from 'node:fs';
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
  /** How long a stopping server keeps serving with /readyz at 503 before it closes (DRAIN_SECONDS). */
  drainMs: number;
  /** Whether webhooks may reach loopback and private addresses (WEBHOOK_ALLOW_PRIVATE_TARGETS). */
  webhookAllowPrivateTargets: boolean;
}

/**
 * DRAIN_SECONDS: on SIGTERM or SIGINT, how long the server keeps serving with /readyz answering 503
 * before its listener closes, so a load balancer has noticed before connections are refused. 5 s in
 * production (inside the 10 s a container platform waits before it kills), none in development,
 * where nobody balances and Ctrl-C should stop at once.
 */
export function parseDrainSeconds(value: string | undefined, production: boolean): number {
  const text = (value ?? '').trim();
  if (text === '') return production ? 5000 : 0;
  const seconds = Number(text);
  if (!/^\d+(\.\d+)?$/.test(text) || seconds > 300) {
    throw new Error(`DRAIN_SECONDS must be a number of seconds from 0 to 300 (how long a stopping server keeps serving with /readyz at 503), got "${text}"`);
  }
  return Math.round(seconds * 1000);
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

/**
 * A secret from its variable or from the file its `_FILE` variable names (Docker and Kubernetes
 * secrets are files: the value then never sits in the process's environment, where `docker inspect`
 * shows it). One trailing line break is dropped, as editors and `echo` add one; an empty value is unset.
 */
export function readSecret(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const file = env[`${name}_FILE`];
  if (file && env[name]) throw new Error(`${name} must be set one way: both ${name} and ${name}_FILE are set`);
  if (!file) return env[name] || undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new Error(`${name} must be readable from the file ${name}_FILE names, but ${file} cannot be read (${(error as { code?: string }).code ?? 'error'})`, {
      cause: error,
    });
  }
  return text.replace(/\r?\n$/, '') || undefined;
}

/**
 * DATABASE_URL, with the password from DATABASE_PASSWORD (or DATABASE_PASSWORD_FILE) put in when
 * given, encoded so any character survives: in a URL, a `/`, `@`, `:` or `%` of a raw password
 * changes what the URL means. Anything that is not a PostgreSQL address stops the start here,
 * rather than being tried as a host name forever.
 */
export function databaseUrl(env: NodeJS.ProcessEnv): string | undefined {
  const text = (env.DATABASE_URL ?? '').trim();
  const password = readSecret(env, 'DATABASE_PASSWORD');
  if (text === '') {
    if (password) throw new Error('DATABASE_URL must be set when DATABASE_PASSWORD is: the password is for the server it names');
    return undefined;
  }
  const wrong = 'DATABASE_URL must be a PostgreSQL address such as postgres://user:password@host:5432/database';
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    // The value itself may hold a password: it is not repeated.
    throw new Error(`${wrong}; the value set cannot be read as an address`);
  }
  if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') throw new Error(`${wrong}; it starts with ${url.protocol}// instead`);
  if (url.hostname === '') throw new Error(`${wrong}; it names no host`);
  if (url.pathname.length < 2) throw new Error(`${wrong}; it names no database`);
  try {
    decodeURIComponent(url.username + url.password + url.pathname);
  } catch {
    throw new Error(`${wrong}; a % in it starts no valid escape (write a % in a password as %25, or set DATABASE_PASSWORD instead)`);
  }
  if (password) url.password = encodeURIComponent(password);
  return url.toString();
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  const production = env.NODE_ENV === 'production';
  return {
    port,
    host: env.HOST ?? '127.0.0.1',
    production,
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: databaseUrl(env),
    siteOrigin: siteOrigin(env.SITE_URL, production, port),
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: readSecret(env, 'ADMIN_PASSWORD'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    anonymousBudget: parseAnonymousBudget(env.ANONYMOUS_API_BUDGET),
    pageRenderBudget: parsePageRenderBudget(env.PAGE_RENDER_BUDGET),
    dbPoolSize: parseDbPoolSize(env.DB_POOL_SIZE),
    corsOrigins: parseCorsOrigins(env.CORS_ORIGINS),
    drainMs: parseDrainSeconds(env.DRAIN_SECONDS, production),
    webhookAllowPrivateTargets: parseAllowPrivateTargets(env.WEBHOOK_ALLOW_PRIVATE_TARGETS),
  };
}

/**
 * SITE_URL as an origin: scheme, host and port, nothing after them. In production it must be set:
 * a default would put this machine's loopback address into every canonical link, social tag and
 * sitemap entry search engines read. In development it is the address the server serves on.
 */
function siteOrigin(value: string | undefined, production: boolean, port: number): string {
  if (!value && production) {
    throw new Error(
      'SITE_URL must be set in production to the public address visitors use (https://calc.example): canonical links, social tags and the sitemap are made from it',
    );
  }
  if (!value) return `http://127.0.0.1:${port}`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`SITE_URL must be the site's public address, such as https://calc.example, got "${value}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`SITE_URL must start with http:// or https://, got "${value}"`);
  return url.origin;
}
