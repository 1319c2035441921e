/** Runtime configuration from the environment (CONVENTIONS section 2). */
import { resolve } from 'node:path';

export interface Config {
  port: number;
  host: string;
  production: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The public origin for seeded canonical and social URLs. */
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
    siteOrigin: (env.VITE_SITE_URL || 'http://127.0.0.1:3000').replace(/\/$/, ''),
    adminUsername: env.ADMIN_USERNAME || 'admin',
    adminPassword: env.ADMIN_PASSWORD || undefined,
  };
}
