import { useEffect } from 'react';

/**
 * Pre-rendered markup is visible before it responds; this marks the moment it does, for scripts and
 * tests that act on the page. It belongs in the layouts under the root: the router hydrates
 * everything below the root in a pass of its own, after the root's, and a layout's effects run
 * after those of the page inside it, so by then every field on the page is live. A page whose code
 * arrives later (lazyPage) holds the mark until it is live too. It is the last step of the start-up
 * sequence in ARCHITECTURE.md.
 */
let layoutLive = false;
let held = 0;

function markIfLive(): void {
  if (layoutLive && held === 0) document.documentElement.dataset.interactive = 'true';
}

export function useMarkLive(): void {
  useEffect(() => {
    layoutLive = true;
    markIfLive();
  }, []);
}

/** Holds the mark back; the returned function lets go of it (once). */
export function holdLive(): () => void {
  held += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    held -= 1;
    markIfLive();
  };
}
