import { globSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { skippedSuites } from './scripts/skipped-suites.ts';
import { iconSprite } from './web/build/icon-sprite.ts';

const require = createRequire(import.meta.url);

/** The test files matching `pattern` whose text matches `marker`. */
function testsContaining(pattern: string, marker: RegExp): string[] {
  return globSync(pattern).filter((file) => marker.test(readFileSync(file, 'utf8')));
}

const webTests = 'web/src/**/*.test.{ts,tsx}';
/**
 * Web tests that replace a module (vi.mock) keep a module graph of their own: where files share
 * their workers' modules, a module another file loaded first would keep its real import, and a
 * replacement would reach the files after it.
 */
const mockingWebTests = testsContaining(webTests, /\bvi\.(mock|doMock)\(/);
/**
 * Tests that hold the server to a latency budget under a burst of their own making run after every
 * other file, one at a time: with the rest of the suite on the same cores, the scheduler, not the
 * server, decides how fast /healthz answers.
 */
const quietTests = ['graphql/src/security/availability.security.test.ts'];
const serverTests = 'graphql/**/*.test.ts';
/**
 * Server tests that replace a module, or register a record kind of their own (the schema is built
 * from the kinds registered when it is first asked for), keep a module graph of their own, as the
 * mocking web tests do.
 */
const isolatedServerTests = testsContaining(serverTests, /\bvi\.(mock|doMock)\(|\bregisterRecordKind\(/);
const serverGlobalSetup = ['graphql/src/test/global-setup.ts'];
/** Added to the common setup file: the server's side hashes new passwords with the tests' cheap parameters. */
const serverSetupFiles = ['graphql/src/test/setup.ts'];

/**
 * The sheets of their own a module imports (web/build/static-styles.ts) are empty here: tests read
 * class names, never the compiled rules, and compiling them is the build's work.
 */
const emptySheets: Plugin = {
  name: 'calcsuite:empty-sheets',
  resolveId: (id) => (/^virtual:styles\/[a-z0-9-]+\.css$/.test(id) ? `\0${id}` : undefined),
  load: (id) => (/^\0virtual:styles\//.test(id) ? '' : undefined),
};

export default defineConfig({
  // skippedSuites: the closing line naming what this run skipped and how to run it.
  plugins: [iconSprite(), skippedSuites(), emptySheets],
  esbuild: { jsx: 'automatic' },
  resolve: {
    // One copy of graphql for the tests and type-graphql alike, or schemas come from two realms.
    alias: { graphql: require.resolve('graphql') },
  },
  test: {
    environment: 'node',
    // The server's malloc setting (Dockerfile, `npm start`), given to each test process as it starts,
    // where the C library reads it: the URL flood's memory bound is the server's as it runs.
    env: { MALLOC_ARENA_MAX: '2' },
    setupFiles: ['web/src/test/setup.ts'],
    // Integration tests share one machine's database server; give slow starts room.
    hookTimeout: 60_000,
    testTimeout: 20_000,
    restoreMocks: true,
    // Vitest's default leaves one core to itself, which on two cores means one worker; its own process
    // is idle most of the run, and the server's tests wait on child processes and the database.
    maxWorkers: availableParallelism(),
    // A project per side, so a web test never waits for the server's template database to be migrated.
    projects: [
      // The web project's files share their workers' modules (React, the UI library, the catalogue) instead of
      // importing them afresh per file, its largest cost; web/src/test/setup.ts resets the window between files.
      { extends: true, test: { name: 'web', include: [webTests], exclude: mockingWebTests, isolate: false, unstubGlobals: true, unstubEnvs: true } },
      { extends: true, test: { name: 'web-mocks', include: mockingWebTests } },
      // The server's files share their workers' modules too (the server's code, the ORM, the GraphQL schema):
      // importing them afresh was most of a file's cost. Each file still opens a database of its own.
      {
        extends: true,
        test: {
          name: 'server',
          include: [serverTests],
          exclude: [...quietTests, ...isolatedServerTests],
          globalSetup: serverGlobalSetup,
          setupFiles: serverSetupFiles,
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: { name: 'server-isolated', include: isolatedServerTests, globalSetup: serverGlobalSetup, setupFiles: serverSetupFiles },
      },
      {
        extends: true,
        // Without the cheap hashing: its sign-ins show argon2 at production's cost leaving /healthz unheld.
        test: { name: 'server-quiet', include: quietTests, globalSetup: serverGlobalSetup, maxWorkers: 1, sequence: { groupOrder: 1 } },
      },
      // The launcher and the build; `npm run dev`'s test starts the server, so this project has the template database too.
      {
        extends: true,
        test: { name: 'tools', include: ['scripts/**/*.test.ts', 'web/build/**/*.test.ts'], globalSetup: serverGlobalSetup, setupFiles: serverSetupFiles },
      },
    ],
  },
});
