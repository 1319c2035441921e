/**
 * The ordinary mistakes of starting a server, each said on one line with its fix instead of a stack
 * trace: a port already taken, a DATA_DIR that cannot be written, an ADMIN_PASSWORD the account
 * rules refuse, a configuration value that cannot be read, PostgreSQL refusing or not answering.
 */
import { minimumPasswordLength, passwordProblem } from './auth/passwords.ts';

/** A start-up failure whose message already says what to do: logged alone, without a stack. */
export class StartupProblem extends Error {
  override name = 'StartupProblem';
}

const errorCode = (error: unknown): string | undefined => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : undefined;
};

/** ADMIN_PASSWORD, checked before the database is opened, migrated or seeded. */
export function checkAdminPassword(password: string | undefined): void {
  if (password === undefined) return;
  const problem = passwordProblem(password);
  if (problem) {
    throw new StartupProblem(
      `ADMIN_PASSWORD ${problem}: set one of at least ${minimumPasswordLength} characters, or leave it unset to have a password generated and shown once.`,
    );
  }
}

/** The listening socket's failures: another process on the port, or a port this user may not take. */
export function listenProblem(error: unknown, host: string, port: number): StartupProblem | null {
  const code = errorCode(error);
  if (code === 'EADDRINUSE') {
    return new StartupProblem(
      `Port ${port} on ${host} is already in use (another server, or this one started twice): stop that process or set PORT to a free port.`,
    );
  }
  if (code === 'EACCES') return new StartupProblem(`Port ${port} on ${host} needs more privileges than this user has: set PORT to 1024 or above.`);
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND') {
    return new StartupProblem(`HOST ${host} is not an address of this machine: set HOST to 127.0.0.1, 0.0.0.0 (every interface) or one of its addresses.`);
  }
  return null;
}

/** Errors writing the embedded database's folder. */
const unwritable = new Set(['EACCES', 'EPERM', 'EROFS', 'ENOTDIR', 'EEXIST', 'ENOSPC']);

export function dataDirProblem(error: unknown, dataDir: string): StartupProblem | null {
  const code = errorCode(error);
  if (!code || !unwritable.has(code)) return null;
  const why = code === 'ENOSPC' ? 'its disk is full' : code === 'EROFS' ? 'it is on a read-only file system' : `it cannot be written (${code})`;
  return new StartupProblem(
    `DATA_DIR ${dataDir} holds the embedded database, but ${why}: set DATA_DIR to a writable folder (in a container, mount a volume there), or use PostgreSQL with DATABASE_URL.`,
  );
}

/** Connection failures that mean PostgreSQL is not answering yet: worth waiting for. */
const unreachable = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND', '57P03', '53300']);

export function isDatabaseUnreachable(error: unknown): boolean {
  const code = errorCode(error);
  if (code && unreachable.has(code)) return true;
  // pg reports a server that closed the connection at once without a code.
  return error instanceof Error && /Connection terminated unexpectedly|timeout expired/i.test(error.message);
}

/** Where DATABASE_URL points, without its password. */
export function databaseAddress(databaseUrl: string): string {
  try {
    const url = new URL(databaseUrl);
    return `${url.hostname}:${url.port || 5432}${url.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}

/** PostgreSQL answering with a refusal that waiting will not change. */
export function databaseProblem(error: unknown, databaseUrl: string): StartupProblem | null {
  const code = errorCode(error);
  const where = databaseAddress(databaseUrl);
  if (code === '28P01' || code === '28000') {
    return new StartupProblem(`PostgreSQL at ${where} refused the user or password in DATABASE_URL: correct them (the database server's logs say which).`);
  }
  if (code === '42501')
    return new StartupProblem(`The DATABASE_URL user may not create the tables at ${where}: grant it the database (or CREATE on its schema).`);
  if (error instanceof TypeError && /Invalid URL/i.test(error.message)) {
    return new StartupProblem('DATABASE_URL is not a valid address: write it as postgres://user:password@host:5432/database.');
  }
  return null;
}

/** A configuration value that cannot be read (config.ts says which and what it must be). */
export function configurationProblem(error: unknown): StartupProblem | null {
  return error instanceof Error && /^[A-Z_]+ must /.test(error.message) ? new StartupProblem(error.message) : null;
}
