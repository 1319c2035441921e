/**
 * Opens the site's search panel from elsewhere in the shell: on phones the header's search button
 * opens it, the floating button giving way there so that it covers no content.
 */
type Listener = (opener: HTMLElement | null) => void;

const listeners = new Set<Listener>();

/** Opens the search; focus goes back to `opener` when it closes. */
export function openSearch(opener: HTMLElement | null): void {
  for (const listener of listeners) listener(opener);
}

export function onOpenSearch(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
