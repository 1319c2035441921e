/**
 * The server writes each page's head from its route's head (the page's SEO record), marked so the app can find it. Once the app renders the head itself, the server's
 * elements go, so no tag appears twice.
 */
export function dropServedHead(document: Document): void {
  for (const node of document.querySelectorAll('[data-server-head]')) node.remove();
}
