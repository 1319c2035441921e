/**
 * Regenerates web/src/routeTree.gen.ts from the route files, as the Vite plugin does during a
 * build, so tests and type checks always see the routes that exist.
 */
import { resolve } from 'node:path';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = resolve(import.meta.dirname, '..', 'web');
const config = getConfig(
  {
    target: 'react',
    routesDirectory: resolve(root, 'src/routes'),
    generatedRouteTree: resolve(root, 'src/routeTree.gen.ts'),
    quoteStyle: 'single',
    semicolons: true,
  },
  root,
);
await new Generator({ config, root }).run();
