/**
 * Build-time rendering of a page (CONVENTIONS section 3): the real app rendered with TanStack
 * Router's server utilities, so the served HTML already has the page's text, default inputs and
 * results, and the router's hand-over for the browser to hydrate from. Public pages are styled at
 * build time (shared/ui/styles.ts): the site's style sheet, linked from index.html, styles the first
 * paint, and a page that rendered Chakra components, whose styles are made at run time, is refused.
 */
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { makeRouter } from '../router.ts';

export interface RenderedPage {
  status: number;
  /** The markup that goes inside #root. */
  body: string;
}

/** The class names Emotion gives run-time styles: Chakra's components and style props. */
const runTimeStyled = /class="(?:[^"]* )?css-[a-z0-9]+\b/;

export async function renderPage(path: string): Promise<RenderedPage> {
  const request = new Request(new URL(path, 'http://prerender.invalid'));
  const handler = createRequestHandler({ createRouter: () => makeRouter(undefined, { prerendering: true }), request });
  const response = await handler(({ router, responseHeaders }) =>
    renderRouterToString({ router, responseHeaders, children: <RouterServer router={router} /> }),
  );
  const body = (await response.text()).replace(/^<!DOCTYPE html>/i, '');
  // Served without their styles, such components would paint unstyled until the app had started.
  if (runTimeStyled.test(body)) throw new Error(`${path} renders Chakra components, styled at run time: style it at build time (shared/ui/styles.ts)`);
  return { status: response.status, body };
}
