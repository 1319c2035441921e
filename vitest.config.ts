import { defineConfig } from 'vitest/config';

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['web/src/**/*.test.{ts,tsx}', 'graphql/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['web/src/test/setup.ts'],
    restoreMocks: true,
  },
});
