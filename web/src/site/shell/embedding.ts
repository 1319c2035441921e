/**
 * What drawing a page as its embed changes in the app (catalogue/embeds.ts): the router reads the
 * embed's address as the page's own path and writes every address it makes (the inputs, as they
 * change) back under /embed, and the site's layout route draws the embed's frame. Code of its own:
 * the browser fetches it only at an embed's address, before it takes the page over (app.tsx), so no
 * ordinary page's first load carries it; the server's renderer imports it outright. The frame's
 * styles are a sheet of their own that comes with this chunk, which the server also links from an
 * embed's page (web/build/manifest.ts, embedSheetPaths), so the site's sheet does not carry them.
 */
import type { LocationRewrite } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { embedPrefix, pagePathOfEmbed } from '../../catalogue/embeds.ts';
import 'virtual:styles/embed.css';
import { EmbedLayout } from './EmbedLayout.tsx';

export interface Embedding {
  /** The page's path for an embed's path (any other path as it is). */
  pagePath(pathname: string): string;
  /** The embed's address for a page's path (with its query). */
  address(pageHref: string): string;
  /** The router's reading of an embed's address as its page's, and its writing of the page's back as the embed's. */
  rewrite: LocationRewrite;
  /** The frame around the page, in place of the site's. */
  Frame: ComponentType<{ children: ReactNode }>;
}

const pagePath = (pathname: string) => pagePathOfEmbed(pathname) ?? pathname;
const address = (pageHref: string) => `${embedPrefix}${pageHref}`;

export const embedding: Embedding = {
  pagePath,
  address,
  rewrite: {
    input: ({ url }) => {
      url.pathname = pagePath(url.pathname);
      return url;
    },
    output: ({ url }) => {
      url.pathname = address(url.pathname);
      return url;
    },
  },
  Frame: EmbedLayout,
};
