import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { sourceHash } from './build.ts';

let project: string;

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'source-hash-'));
  for (const folder of ['web/src', 'web/public', 'graphql/src/web']) await mkdir(join(project, folder), { recursive: true });
  await writeFile(join(project, 'web', 'src', 'main.tsx'), 'export {};\n');
  await writeFile(join(project, 'graphql', 'src', 'web', 'renderer.ts'), 'export const version = 1;\n');
  await writeFile(join(project, 'graphql', 'src', 'web', 'renderer.test.ts'), 'it.todo("a test");\n');
});

afterEach(async () => {
  await rm(project, { recursive: true, force: true });
});

describe('the hash a build is stamped with', () => {
  it("covers the given project's server build steps, wherever this module runs from (the bundle in graphql/dist too)", async () => {
    const before = await sourceHash(project);
    await writeFile(join(project, 'graphql', 'src', 'web', 'renderer.ts'), 'export const version = 2;\n');
    expect(await sourceHash(project)).not.toBe(before);
  });

  it('leaves out the tests beside them', async () => {
    const before = await sourceHash(project);
    await writeFile(join(project, 'graphql', 'src', 'web', 'renderer.test.ts'), 'it.todo("another test");\n');
    expect(await sourceHash(project)).toBe(before);
  });

  it('covers the web sources', async () => {
    const before = await sourceHash(project);
    await writeFile(join(project, 'web', 'src', 'main.tsx'), 'export const changed = true;\n');
    expect(await sourceHash(project)).not.toBe(before);
  });
});
