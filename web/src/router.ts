import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';

export function makeRouter() {
  return createRouter({
    routeTree,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof makeRouter>;
  }
}
