import { useEffect } from 'react';

/**
 * Pre-rendered markup is visible before it responds; this marks the moment it does, for scripts and
 * tests that act on the page. It belongs in the layouts under the root: the router hydrates
 * everything below the root in a pass of its own, after the root's, and a layout's effects run
 * after those of the page inside it, so by then every field on the page is live.
 */
export function useMarkLive(): void {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true';
  }, []);
}
