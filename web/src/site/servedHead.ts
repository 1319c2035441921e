/**
 * The server renders each page's head from its SEO meta record (CONVENTIONS section 6) and hands
 * the same tags over as JSON. The app takes them over once, before it renders: it remembers them for
 * the page it opened on and removes the server's elements, since from then on the router renders
 * the head itself (so no tag appears twice).
 */
import { servedHeadElementId, type HeadTags } from '../catalogue/seo.ts';

let served: { path: string; tags: HeadTags } | undefined;

export function adoptServedHead(document: Document): void {
  const element = document.getElementById(servedHeadElementId);
  if (element?.textContent) {
    try {
      served = JSON.parse(element.textContent) as { path: string; tags: HeadTags };
    } catch {
      served = undefined;
    }
  }
  for (const node of document.querySelectorAll('[data-server-head]')) node.remove();
}

/** The served head of a path, when the app opened on that path. */
export function servedHeadFor(path: string): HeadTags | undefined {
  return served?.path === path ? served.tags : undefined;
}
