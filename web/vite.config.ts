import { resolve } from 'node:path';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { appColours, brand } from './src/catalogue/brand.ts';
import { appShellPath } from './src/catalogue/offline.ts';
import { readFileSync, existsSync } from 'node:fs';
import { iconSprite } from './build/icon-sprite.ts';
import { adminOnlyFiles, manifestFile, type Manifest } from './build/manifest.ts';
import { staticStyles } from './build/static-styles.ts';

const root = import.meta.dirname;

/** The folder this build writes to, as Vite resolved it (the command line may name another). */
let outDir = resolve(root, 'dist');

/** The admin's own chunks, read from the build's manifest once the bundle is written (none without one). */
function adminChunks(): Set<string> {
  const file = resolve(outDir, manifestFile);
  return existsSync(file) ? adminOnlyFiles(JSON.parse(readFileSync(file, 'utf8')) as Manifest) : new Set();
}

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
    {
      name: 'build-folder',
      configResolved: (config) => {
        outDir = resolve(config.root, config.build.outDir);
      },
    },
    // The installed app: its manifest and the service worker (web/src/sw.ts, Workbox), into which the
    // plugin writes the list of the build's files to keep for offline use. The page registers it
    // itself, after load (web/src/pwa/register.ts).
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifest: {
        id: '/',
        name: brand.name,
        short_name: brand.name,
        description: brand.tagline,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        lang: 'en',
        theme_color: appColours.theme,
        background_color: appColours.background,
        categories: ['education', 'utilities', 'productivity'],
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      injectManifest: {
        // What the public site needs to open and calculate offline: its scripts, style sheet, icons
        // and the page template (kept as the app shell). Not the server's own files, the API
        // explorer, the compressed copies, nor the admin's code (the admin never works offline).
        globPatterns: ['**/*.{js,css,svg,png,webmanifest,html}'],
        globIgnores: ['server/**', 'graphiql/**', 'og-image.png', '**/*.br', '**/*.gz', 'sw.js'],
        // The maths pages' parser is one large chunk; it must be kept whole.
        maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
        manifestTransforms: [
          async (entries) => {
            const admin = adminChunks();
            return {
              manifest: entries
                // The template is served as the app shell (graphql/src/site/serve.ts), never as index.html.
                .map((entry) => (entry.url === 'index.html' ? { ...entry, url: appShellPath } : entry))
                .filter((entry) => !admin.has(entry.url)),
              warnings: [],
            };
          },
        ],
      },
    }),
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
            // The app's small modules that later chunks (the routes, the admin, an embed) import too: one
            // chunk, not one each, every one of them gzipped apart and loaded with the app anyway.
            { name: 'shell', test: /[\\/]src[\\/](shared[\\/](analytics|live|frame[\\/]lazyPage)|catalogue[\\/]homePage)\.tsx?$/ },
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
