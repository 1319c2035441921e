import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverBundlePath, serverInputsHash, serverStampPath, staleArtefacts, webSourceHash as sourceHash, webStampName } from '../../scripts/build-stamp.ts';
import { bundleServer } from '../../scripts/server-bundle.ts';

let project: string;

beforeEach(async () => {
  project = await mkdtemp(join(tmpdir(), 'source-hash-'));
  for (const folder of ['web/src', 'web/public', 'web/build', 'graphql/src']) await mkdir(join(project, folder), { recursive: true });
  await writeFile(join(project, 'web', 'src', 'main.tsx'), 'export {};\n');
  await writeFile(join(project, 'web', 'build', 'build.ts'), 'export const version = 1;\n');
  await writeFile(join(project, 'web', 'build', 'build.test.ts'), 'it.todo("a test");\n');
});

afterEach(async () => {
  await rm(project, { recursive: true, force: true });
});

describe('the hash a build is stamped with', () => {
  it("covers the given project's build steps (web/build), wherever this module runs from", async () => {
    const before = await sourceHash(project);
    await writeFile(join(project, 'web', 'build', 'build.ts'), 'export const version = 2;\n');
    expect(await sourceHash(project)).not.toBe(before);
  });

  it('leaves out the tests beside them', async () => {
    const before = await sourceHash(project);
    await writeFile(join(project, 'web', 'build', 'build.test.ts'), 'it.todo("another test");\n');
    expect(await sourceHash(project)).toBe(before);
  });

  it('covers the web sources', async () => {
    const before = await sourceHash(project);
    await writeFile(join(project, 'web', 'src', 'main.tsx'), 'export const changed = true;\n');
    expect(await sourceHash(project)).not.toBe(before);
  });
});

describe('which artefacts npm start builds', () => {
  const stampWeb = async () => {
    await mkdir(join(project, 'web', 'dist'), { recursive: true });
    await writeFile(join(project, 'web', 'dist', 'index.html'), '<!doctype html>');
    await writeFile(join(project, 'web', 'dist', webStampName), await sourceHash(project));
  };
  const stampServer = async (inputs: string[]) => {
    await mkdir(join(project, 'graphql', 'dist'), { recursive: true });
    await writeFile(serverBundlePath(project), 'export {};\n');
    await writeFile(serverStampPath(project), JSON.stringify({ inputs, hash: await serverInputsHash(project, inputs) }));
  };

  it('both, when nothing was built', async () => {
    delete process.env.WEB_DIST;
    expect(await staleArtefacts(project)).toEqual(['web app', 'server']);
  });

  it('none, when both stamps match their sources', async () => {
    await stampWeb();
    await stampServer(['graphql/src/site/renderer.ts']);
    expect(await staleArtefacts(project)).toEqual([]);
  });

  it('the server alone, when only a file the bundle was made from changed', async () => {
    await writeFile(join(project, 'graphql', 'src', 'start.ts'), 'export {};\n');
    await stampWeb();
    await stampServer(['graphql/src/start.ts']);
    await writeFile(join(project, 'graphql', 'src', 'start.ts'), 'export const changed = true;\n');
    expect(await staleArtefacts(project)).toEqual(['server']);
  });

  it('the web app alone, when a build-time setting changed', async () => {
    await stampWeb();
    await stampServer([]);
    process.env.VITE_GA_MEASUREMENT_ID = 'G-TEST123';
    try {
      expect(await staleArtefacts(project)).toEqual(['web app']);
    } finally {
      delete process.env.VITE_GA_MEASUREMENT_ID;
    }
  });
});

describe('the server bundle', () => {
  it('is the same bytes when made twice from the same sources, and stamped current', { timeout: 30_000 }, async () => {
    const root = join(import.meta.dirname, '..', '..');
    await bundleServer(root);
    const first = await readFile(serverBundlePath(root));
    await bundleServer(root);
    expect((await readFile(serverBundlePath(root))).equals(first)).toBe(true);
    expect(await readFile(`${serverBundlePath(root)}.map`, 'utf8')).not.toContain(root);
    expect(await staleArtefacts(root)).not.toContain('server');
  });
});
