import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { iconSprite } from './build/icon-sprite.ts';
import { staticStyles } from './build/static-styles.ts';

const root = import.meta.dirname;

export default defineConfig({
  root,
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      routesDirectory: resolve(root, 'src/routes'),
      generatedRouteTree: resolve(root, 'src/routeTree.gen.ts'),
      quoteStyle: 'single',
      semicolons: true,
    }),
    react(),
    iconSprite(),
    staticStyles(),
  ],
  build: {
    // WEB_DIST lets parallel builds (e.g. several e2e runs) use folders of their own.
    outDir: process.env.WEB_DIST ?? resolve(root, 'dist'),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // The build reports each step's time itself; the bundler's notice about slow plugins read like an error.
      checks: { bundlerTimings: false },
      // Chakra's theme module builds its default config with an identity call the bundler cannot
      // see through; marked pure, the ~70 recipes this app does not use drop out of the first load.
      treeshake: { manualPureFunctions: ['defineConfig'] },
      output: {
        // Chunks of their own for the largest pieces of the first load, so the entry can run them
        // one per task (main.tsx) instead of all of the app's code in one.
        codeSplitting: {
          groups: [
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /[\\/]node_modules[\\/]@tanstack[\\/]/ },
            // The routes' URL schemas: every calculator's inputs, the field schema builders they
            // share and valibot, in one chunk rather than spread over the app's and a few small ones
            // (each gzipped on its own).
            {
              name: 'inputs',
              test: /[\\/](node_modules[\\/]valibot|src[\\/](shared[\\/](frame[\\/]inputs|grades[\\/]gradeInputs|expression[\\/]input|math[\\/](bounds|readNumber))|calculators[\\/][^\\/]+[\\/](inputs|limits))\.ts)/,
            },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
  },
});
