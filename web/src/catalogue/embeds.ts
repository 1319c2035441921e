/**
 * Embeds: a calculator drawn alone inside another site's page (`/embed/<calculator>?<inputs>`), what
 * the server, the router and the embed agree on (the snippet a host page pastes, and the messages it
 * reads, are in embedSnippet.ts, apart, so no page's first load carries them).
 */

/** The embeds' path prefix: `/embed/percentage-calculator` is `/percentage-calculator` alone. */
export const embedPrefix = '/embed';

/** oEmbed (oembed.com): the JSON a CMS asks for a pasted calculator link. */
export const oembedPath = '/oembed';

/** The full page's path for an embed's path, or null when the path is not an embed's. */
export function pagePathOfEmbed(pathname: string): string | null {
  return pathname.startsWith(`${embedPrefix}/`) && pathname.length > embedPrefix.length + 1 ? pathname.slice(embedPrefix.length) : null;
}
