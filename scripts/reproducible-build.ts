/**
 * Checks that the build is reproducible: builds the web app twice, into two folders, and compares
 * every file's name and bytes (the server bundle's check is a unit test: web/build/build.test.ts).
 * Replicas built apart serve each other's asset URLs only because of this. Run with
 * `npx tsx scripts/reproducible-build.ts`; exits non-zero on any difference.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

const projectRoot = join(import.meta.dirname, '..');

async function files(folder: string): Promise<Map<string, Buffer>> {
  const entries = await readdir(folder, { withFileTypes: true, recursive: true });
  const found = new Map<string, Buffer>();
  for (const entry of entries.filter((item) => item.isFile())) {
    const path = join(entry.parentPath, entry.name);
    found.set(relative(folder, path), await readFile(path));
  }
  return found;
}

const folders = [await mkdtemp(join(tmpdir(), 'build-a-')), await mkdtemp(join(tmpdir(), 'build-b-'))];
try {
  for (const folder of folders) {
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, WEB_DIST: folder, BUILD_ONLY: 'web' } });
  }
  const [first, second] = await Promise.all(folders.map(files));
  const names = new Set([...first!.keys(), ...second!.keys()]);
  const differing = [...names].filter((name) => !first!.get(name)?.equals(second!.get(name) ?? Buffer.alloc(0)) || !second!.has(name));
  if (differing.length > 0) {
    console.error(`Two builds of the same sources differ in ${differing.length} files: ${differing.slice(0, 20).join(', ')}`);
    process.exitCode = 1;
  } else {
    console.log(`Reproducible: two builds made the same ${names.size} files, byte for byte.`);
  }
} finally {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
}
