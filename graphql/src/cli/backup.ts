/**
 * `npm run backup -- [FILE]` and `npm run restore -- FILE`: a backup of the embedded database in
 * DATA_DIR (db/backup.ts), taken while the server runs or not, and a restore into a DATA_DIR that
 * holds no database yet. PostgreSQL has its own tools for this (pg_dump, pg_restore: README).
 */
import { resolve } from 'node:path';
import { backUp, restore } from '../db/backup.ts';

const [command, file] = process.argv.slice(2);
const dataDir = resolve(process.env.DATA_DIR ?? './data');

try {
  if (process.env.DATABASE_URL) {
    throw new Error('DATABASE_URL is set: back PostgreSQL up with pg_dump and restore it with pg_restore (README, Backups).');
  }
  if (command === 'backup') {
    const target = resolve(file ?? `calcsuite-backup-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
    const { bytes, from } = await backUp(dataDir, target);
    console.log(
      `Backed up the embedded database in ${dataDir} to ${target} (${(bytes / 1024 / 1024).toFixed(1)} MB, ${from === 'server' ? 'from the running server' : 'no server was running'})`,
    );
  } else if (command === 'restore' && file) {
    await restore(dataDir, resolve(file));
    console.log(`Restored ${resolve(file)} into ${dataDir}: start the server with this DATA_DIR.`);
  } else {
    console.error('Usage: npm run backup -- [FILE]   or   npm run restore -- FILE   (DATA_DIR names the embedded database)');
    process.exit(2);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exit(1);
}
