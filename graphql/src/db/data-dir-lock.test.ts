import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lockDataDir } from './data-dir-lock.ts';

describe('the data folder lock', () => {
  it('is taken and released by this process', () => {
    const folder = mkdtempSync(join(tmpdir(), 'lock-'));
    const release = lockDataDir(folder);
    expect(readFileSync(join(folder, 'process.pid'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(folder, 'process.pid'))).toBe(false);
  });

  it('is readable by its owner only: created 0700, and an existing folder open to others is tightened', () => {
    const parent = mkdtempSync(join(tmpdir(), 'lock-'));
    const fresh = join(parent, 'data');
    lockDataDir(fresh)();
    expect(statSync(fresh).mode & 0o777).toBe(0o700);
    const existing = mkdtempSync(join(tmpdir(), 'lock-'));
    chmodSync(existing, 0o755);
    lockDataDir(existing)();
    expect(statSync(existing).mode & 0o777).toBe(0o700);
  });

  it('refuses while another live process holds it, and takes over a stale lock', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
    try {
      writeFileSync(join(folder, 'process.pid'), String(other.pid));
      expect(() => lockDataDir(folder)).toThrow(`is in use by process ${other.pid}`);
    } finally {
      other.kill();
      await new Promise((resolve) => other.once('exit', resolve));
    }
    const release = lockDataDir(folder);
    release();
  });
});
