/**
 * Backups of the embedded database. A backup is PGlite's own dump of its data directory (a gzipped
 * tar that `PGlite.create({ loadDataDir })` opens again), taken between two statements: PGlite runs
 * one statement at a time, so while the dump holds its turn nothing writes, and the copy is the
 * database as of one moment, every committed write in it. A transaction still open at that moment
 * is in it uncommitted, and opening the copy rolls it back, as after a crash.
 *
 * While a server runs, DATA_DIR belongs to it (data-dir-lock.ts), so it makes the dump itself: it
 * answers on a Unix socket in DATA_DIR, which only DATA_DIR's owner can reach (the folder is 0700),
 * and writes the dump to whoever connects. With no server running, the backup opens DATA_DIR itself.
 */
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { lockDataDir } from './data-dir-lock.ts';

/** Where a running server answers with a backup. */
export const backupSocket = (dataDir: string) => join(dataDir, 'backup.sock');

/** The database as of one moment, between two statements, as a gzipped tar. */
export async function dumpDatabase(pglite: PGlite): Promise<Buffer> {
  const dump = await pglite.runExclusive(() => pglite.dumpDataDir('gzip'));
  return Buffer.from(await dump.arrayBuffer());
}

/** Serves backups on DATA_DIR's socket while the server runs; closing removes the socket. */
export async function serveBackups(dataDir: string, pglite: PGlite, onError: (error: unknown) => void): Promise<{ close(): Promise<void> }> {
  const path = backupSocket(dataDir);
  // A socket left by a process that died: this process holds DATA_DIR now.
  await rm(path, { force: true });
  const server: Server = createServer((socket) => {
    socket.on('error', () => {});
    dumpDatabase(pglite).then(
      (dump) => socket.end(dump),
      (error: unknown) => {
        onError(error);
        socket.destroy();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(path, () => resolve());
  });
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/** Asks the server running on DATA_DIR for a backup; null when none answers. */
async function backupFromServer(dataDir: string): Promise<Buffer | null> {
  if (!existsSync(backupSocket(dataDir))) return null;
  return new Promise<Buffer | null>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(backupSocket(dataDir));
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('end', () =>
      chunks.length ? resolve(Buffer.concat(chunks)) : reject(new Error('The server closed the backup without sending it: its log says why.')),
    );
    socket.on('error', (error: NodeJS.ErrnoException) => {
      // A socket file with nobody behind it: a server that was killed.
      if (error.code === 'ECONNREFUSED' || error.code === 'ENOENT') resolve(null);
      else reject(error);
    });
  });
}

/** Writes a backup of DATA_DIR's database to `file`, from the running server or, with none, from the folder. */
export async function backUp(dataDir: string, file: string): Promise<{ bytes: number; from: 'server' | 'folder' }> {
  if (!existsSync(join(dataDir, 'pglite'))) throw new Error(`There is no embedded database in ${dataDir} to back up: set DATA_DIR to the server's.`);
  let dump = await backupFromServer(dataDir);
  const from = dump ? 'server' : 'folder';
  if (!dump) {
    const release = lockDataDir(dataDir);
    try {
      const pglite = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
      try {
        dump = await dumpDatabase(pglite);
      } finally {
        await pglite.close();
      }
    } finally {
      release();
    }
  }
  await writeFile(file, dump, { mode: 0o600 });
  return { bytes: dump.length, from };
}

/** Makes DATA_DIR's database from a backup. DATA_DIR must not hold one: a restore never overwrites. */
export async function restore(dataDir: string, file: string): Promise<void> {
  const target = join(dataDir, 'pglite');
  if (existsSync(target)) {
    throw new Error(`${dataDir} already holds a database: restore into a new DATA_DIR (or move ${target} away first, with the server stopped).`);
  }
  const dump = await readFile(file);
  const release = lockDataDir(dataDir);
  try {
    const pglite = await PGlite.create({ dataDir: target, loadDataDir: new Blob([dump]) });
    // Opened once: the database answers, so the backup was whole.
    await pglite.query('select 1');
    await pglite.close();
  } catch (error) {
    await rm(target, { recursive: true, force: true });
    throw error;
  } finally {
    release();
  }
}
