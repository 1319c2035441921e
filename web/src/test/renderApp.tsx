import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeRouter } from '../router.ts';
import type { SiteSource } from '../site/siteSource.ts';
import { seededSiteSource } from './site.ts';

/** Renders the whole web app at a path, as a visitor arriving there would see it (the seeded site unless told). */
export async function renderApp(path: string, site: SiteSource = seededSiteSource()) {
  const router = makeRouter(createMemoryHistory({ initialEntries: [path] }), { site });
  await router.load();
  const user = userEvent.setup();
  const view = render(<RouterProvider router={router} />);
  return { router, user, ...view };
}

/** The current URL's search params as the browser would show them. */
export function currentSearch(router: ReturnType<typeof makeRouter>): URLSearchParams {
  return new URLSearchParams(router.state.location.searchStr);
}
