import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';
import { skippedSuites } from './scripts/skipped-suites.ts';
import { iconSprite } from './web/build/icon-sprite.ts';

const require = createRequire(import.meta.url);

export default defineConfig({
  // skippedSuites: the closing line naming what this run skipped and how to run it.
  plugins: [iconSprite(), skippedSuites()],
  esbuild: { jsx: 'automatic' },
  resolve: {
    // One copy of graphql for the tests and type-graphql alike, or schemas come from two realms.
    alias: { graphql: require.resolve('graphql') },
  },
  test: {
    environment: 'node',
    setupFiles: ['web/src/test/setup.ts'],
    // Integration tests share one machine's database server; give slow starts room.
    hookTimeout: 60_000,
    testTimeout: 20_000,
    restoreMocks: true,
    // A project per side, so a web test never waits for the server's template database to be migrated.
    projects: [
      { extends: true, test: { name: 'web', include: ['web/src/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'server', include: ['graphql/**/*.test.ts'], globalSetup: ['graphql/src/test/global-setup.ts'] } },
      // The launcher and the build; `npm run dev`'s test starts the server, so this project has the template database too.
      {
        extends: true,
        test: { name: 'tools', include: ['scripts/**/*.test.ts', 'web/build/**/*.test.ts'], globalSetup: ['graphql/src/test/global-setup.ts'] },
      },
    ],
  },
});
