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
 * A pre-rendered page names the chunks it loads besides this entry (data-chunks on #root, each after
 * the chunks it imports: React, the router, Chakra, the site, then the page's route). Named, they all
 * download at once, the route's too (the router would ask for it only once the app runs); run one
 * per task, in that order, each runs only its own code, so no single task runs the whole app: the
 * maths pages' parser alone is a large piece of work. Pages without the list (the admin, the 404
 * shell) load the app as one import.
 */
const chunks = document.getElementById('root')?.dataset.chunks?.split(' ') ?? [];

function preloadChunks(): void {
  // Inserted at once: one by one, each insertion does work of its own (a page's 40 cost 80-130 ms on
  // a 4x-throttled CPU, against 30-60 ms together).
  const links = document.createDocumentFragment();
  for (const path of chunks) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = path;
    links.append(link);
  }
  document.head.append(links);
}

afterFirstPaint(async () => {
  preloadChunks();
  for (const path of chunks) {
    // One that fails to load is left to the imports below, or to the router, which ask for it again.
    await import(/* @vite-ignore */ path).catch(() => undefined);
    await nextTask();
  }
  // Both already ran when the page named its chunks; otherwise they download side by side here.
  const designSystem = import('./shared/ui/system.ts');
  const app = import('./app.tsx');
  const { appSystem } = await designSystem;
  await nextTask();
  // Creating the design system is a large piece of start-up work: a task of its own.
  appSystem();
  await nextTask();
  const { start } = await app;
  await nextTask();
  start();
});
