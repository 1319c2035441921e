/**
 * The entry. A public page arrives pre-rendered, so the visitor can read it (and its default
 * results) before any script runs; the app is fetched only once that markup has painted, so its
 * download and start-up never hold back the first paint, on a slow phone least of all. Its start is
 * cut into tasks (running the design system's code, creating the system, running the rest of the
 * app's code, hydrating in slices), so no single one keeps the page from answering a tap for long.
 * Fields a visitor edits meanwhile keep their edits when the app takes over (useEditBeforeLive).
 */
function afterFirstPaint(run: () => Promise<void>): void {
  const start = () => {
    run().catch((error: unknown) => {
      console.error('The app could not start; the page stays as served.', error);
    });
  };
  // A hidden tab paints no frames; it starts at once, ready for when it is shown.
  if (document.visibilityState === 'hidden') return start();
  // A frame callback runs just before the paint; a task queued from it runs just after.
  requestAnimationFrame(() => setTimeout(start, 0));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The router asks for the page's own chunks only once the app runs; a pre-rendered page names them
 * (data-route-chunks on #root, each after the chunks it imports), so they download beside the app
 * instead of after it, and run one per task before the router needs them: the maths pages' parser
 * alone is a large piece of work.
 */
const routeChunks = document.getElementById('root')?.dataset.routeChunks?.split(' ') ?? [];

function preloadRouteChunks(): void {
  for (const path of routeChunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = path;
    document.head.append(link);
  }
}

afterFirstPaint(async () => {
  preloadRouteChunks();
  // Both start downloading at once; the design system's part (React, Chakra) is a subset of the
  // app's, so it usually arrives and runs first, in a task of its own.
  const designSystem = import('./shared/ui/system.ts');
  const app = import('./app.tsx');
  const { appSystem } = await designSystem;
  await nextTask();
  appSystem();
  await nextTask();
  const { start } = await app;
  await nextTask();
  for (const path of routeChunks) {
    // One that fails to load is left to the router, which asks for it again.
    await import(/* @vite-ignore */ path).catch(() => undefined);
    await nextTask();
  }
  start();
});
