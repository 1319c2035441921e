/**
 * The embedded database lives in one process at a time: two processes writing one PGlite folder
 * would corrupt it. The holder writes its pid into DATA_DIR; another process refuses to open the
 * folder while that pid is alive (a stale file from a crash is taken over).
 *
 * DATA_DIR holds every record, account hash and session of the site: it is made readable by its
 * owner only (0700), and an existing folder is tightened to that.
 */
import { chmodSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { StartupProblem } from '../startup-problems.ts';

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the folder for this process, or throws a message saying which process holds it. */
/** Creates DATA_DIR (and missing parents) for its owner only, or tightens an existing one. */
export function privateFolder(dataDir: string): void {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  chmodSync(dataDir, 0o700);
}

export function lockDataDir(dataDir: string): () => void {
  privateFolder(dataDir);
  const file = join(dataDir, 'process.pid');
  let holder = Number.NaN;
  try {
    holder = Number(readFileSync(file, 'utf8'));
  } catch {
    // No lock file: the folder is free.
  }
  if (Number.isInteger(holder) && holder !== process.pid && alive(holder)) {
    throw new StartupProblem(`The embedded database in ${dataDir} is in use by process ${holder} (a running server?). Stop it first, or use DATABASE_URL.`);
  }
  writeFileSync(file, String(process.pid));
  return () => rmSync(file, { force: true });
}
