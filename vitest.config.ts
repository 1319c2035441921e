import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['web/src/**/*.test.{ts,tsx}', 'graphql/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['web/src/test/setup.ts'],
    globalSetup: ['graphql/src/test/global-setup.ts'],
    // Integration tests share one machine's database server; give slow starts room.
    hookTimeout: 60_000,
    testTimeout: 20_000,
    restoreMocks: true,
  },
});
