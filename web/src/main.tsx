/**
 * The entry. A public page arrives pre-rendered, so the visitor can read it (and its default
 * results) before any script runs; the app is fetched only once that markup has painted, so its
 * download and start-up never hold back the first paint, on a slow phone least of all. Its start is
 * cut into tasks (starting the downloads, running each chunk's code, creating the design system,
 * hydrating in slices), so no single one keeps the page from answering a tap for long.
 * Fields a visitor edits meanwhile keep their edits when the app takes over (useEditBeforeLive).
 * ARCHITECTURE.md ('Start-up in the browser') lists the whole sequence, step by step.
 */
// The site's compiled style sheet (web/build/static-styles.ts); the build links it from every page.
import 'virtual:site-styles.css';

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
 * the chunks it imports: React, the router, the site, then the page's route). Named, they all
 * download at once, the route's too (the router would ask for it only once the app runs); run one
 * per task, in that order, each runs only its own code, so no single task runs the whole app. A
 * calculator's own code (a maths page's with its parser) comes later still, once the browser is idle
 * or the visitor acts (lazyPage). Pages without the list (the admin, the 404 shell) load the app as
 * one import.
 */
const chunks = document.getElementById('root')?.dataset.chunks?.split(' ') ?? [];

/**
 * Starts every named chunk's download. Each link costs the main thread a request's set-up, and all
 * of them in one go made one long task on a slow phone, so they go in a few at a time, each group
 * inserted at once and in a task of its own.
 */
async function preloadChunks(): Promise<void> {
  const perTask = 8;
  for (let first = 0; first < chunks.length; first += perTask) {
    const links = document.createDocumentFragment();
    for (const path of chunks.slice(first, first + perTask)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = path;
      links.append(link);
    }
    document.head.append(links);
    await nextTask();
  }
}

/**
 * The first number formatter a page makes loads the locale's number data, a long task on a slow
 * phone; every later one (other options, currency) costs next to nothing. A calculator's results
 * need one while the app takes the page over; made here, in a task of its own while the chunks
 * download, that work no longer lengthens a step of the take-over.
 */
function prepareNumberFormatting(): void {
  if (document.querySelector('[data-result]')) new Intl.NumberFormat('en-US').format(1);
}

afterFirstPaint(async () => {
  await preloadChunks();
  prepareNumberFormatting();
  await nextTask();
  for (const path of chunks) {
    // One that fails to load is left to the imports below, or to the router, which ask for it again.
    await import(/* @vite-ignore */ path).catch(() => undefined);
    await nextTask();
  }
  const app = import('./app.tsx');
  // The admin, made of Chakra components, creates the design system first, in a task of its own: a
  // large piece of start-up work. Public pages are styled at build time and load no Chakra at all.
  if (window.location.pathname.startsWith('/admin')) {
    const { appSystem } = await import('./shared/ui/system.ts');
    await nextTask();
    appSystem();
    await nextTask();
  }
  const { start } = await app;
  await nextTask();
  start();
});
