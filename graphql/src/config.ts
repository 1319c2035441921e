/** Runtime configuration from the environment (CONVENTIONS section 2). */
import { resolve } from 'node:path';

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
