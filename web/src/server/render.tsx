/**
 * Server rendering of a page : the real app rendered for one URL with
 * TanStack Router's server utilities, from the site the records make and the URL's inputs, so the
 * served HTML already has the page's text, a shared link's inputs and results, and the router's
 * hand-over (its loaders' data) for the browser to hydrate from. Public pages are styled at build
 * time (shared/ui/styles.ts): the site's style sheet styles the first paint, and a page that
 * rendered Chakra components, whose styles are made at run time, is refused.
 *
 * The server imports this module from the build (web/dist/server), or from source in tests.
 */
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { makeRouter } from '../router.ts';
import type { CleanLink, FromRenderWorker, RenderedPage, RenderOptions, RenderPort, SitePayload, SiteSource } from '../catalogue/rendering.ts';
import { cleanLink as cleanLinkFor } from '../shared/links/cleanLink.ts';
import { embedding } from '../site/shell/embedding.ts';

/** The class names Emotion gives run-time styles: Chakra's components and style props. */
const runTimeStyled = /class="(?:[^"]* )?css-[a-z0-9]+\b/;

/** The routes' schemas, for links cleaned without a page to render. */
let linkRouter: ReturnType<typeof makeRouter> | undefined;

/**
 * The link the page at `url` reads (shared/links/cleanLink.ts): the address its page is rendered
 * for, and the values it resets. Two links with the same clean link and the same resets are one page.
 */
export function cleanLink(url: string): CleanLink {
  linkRouter ??= makeRouter(undefined, { server: true });
  return cleanLinkFor(linkRouter, url);
}

/**
 * Renders the page at `url` (a path with its query) from `site`: the page its clean link reads,
 * saying which of the link's values were reset, never a redirect or a 404 for a value.
 */
export async function renderPage(url: string, site: SiteSource, { tooLong = false, embed = false }: RenderOptions = {}): Promise<RenderedPage> {
  const path = new URL(url, 'http://render.invalid').pathname;
  const link: CleanLink = tooLong ? { href: path, inputs: path, reset: [], tooLong } : cleanLink(url);
  const router = makeRouter(undefined, { site, server: true, link, embed: embed ? embedding : undefined });
  const request = new Request(new URL(embed ? embedding.address(link.href) : link.href, 'http://render.invalid'));
  const handler = createRequestHandler({ createRouter: () => router, request });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  // A loader or a component that threw: the router's error page would show its message to the visitor.
  if (response.status >= 500) {
    const cause = router.state.matches.find((match) => match.status === 'error')?.error;
    throw new Error(`${url} could not be rendered${cause instanceof Error ? `: ${cause.message}` : ''}`, { cause });
  }
  const body = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
  // Served without their styles, such components would paint unstyled until the app had started.
  if (runTimeStyled.test(body)) throw new Error(`${url} renders Chakra components, styled at run time: style it at build time (shared/ui/styles.ts)`);
  return { status: response.status, body };
}

/**
 * Answers the server's renders on `port` (the protocol in catalogue/rendering.ts): each page is
 * rendered here, and its loaders' data is asked of the server, which holds the records.
 */
export function serveRenders(port: RenderPort): void {
  const post = (message: FromRenderWorker) => port.postMessage(message);
  const asked = new Map<number, { resolve: (payload: SitePayload) => void; reject: (error: Error) => void }>();
  let lastAsk = 0;
  const site: SiteSource = {
    load: (path) =>
      new Promise((resolve, reject) => {
        const id = ++lastAsk;
        asked.set(id, { resolve, reject });
        post({ type: 'load', id, path });
      }),
  };
  port.on('message', (message) => {
    if (message.type === 'loaded') {
      const ask = asked.get(message.id);
      asked.delete(message.id);
      if (message.payload) ask?.resolve(message.payload);
      else ask?.reject(new Error(message.error ?? 'The site data could not be had'));
      return;
    }
    renderPage(message.url, site, message.options).then(
      (page) => post({ type: 'rendered', id: message.id, page }),
      (error: unknown) => post({ type: 'failed', id: message.id, message: error instanceof Error ? error.message : String(error) }),
    );
  });
  post({ type: 'ready' });
}
