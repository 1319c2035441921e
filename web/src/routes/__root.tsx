import { ClientOnly, createRootRouteWithContext, HeadContent, Outlet, redirect, Scripts, useLocation, useRouteContext } from '@tanstack/react-router';
import { useEffect } from 'react';
import { redirectLocation } from '../catalogue/rendering.ts';
import { initAnalytics, trackPageView } from '../shared/analytics.ts';
import { NoticeHost } from '../shared/notices/NoticeHost.tsx';
import { NotFoundPage } from '../site/pages/NotFoundPage.tsx';
import { SiteLayout } from '../site/shell/SiteLayout.tsx';
import type { RouterContext } from '../site/siteData.ts';

/** The redirect to `target` from an address asked with `search`, in place of the address moved. */
const moveTo = (target: string, search: string) => redirect({ href: redirectLocation(target, search), replace: true });

export const Route = createRootRouteWithContext<RouterContext>()({
  // The shell's menus and listings, and the day the page is rendered on, for every public page
  // (the 404 page included); the admin has no use for them.
  loader: async ({ context, location }) => {
    if (location.pathname === '/admin' || location.pathname.startsWith('/admin/')) return undefined;
    const { nav, today, savedAt, redirect: moved } = await context.site.load(location.pathname);
    // An editor's redirect, or a short path to its canonical page (D6): the server answers it for a full
    // load; a link followed in the app, or a page drawn from the installed app's shell, follows it here
    // (an address elsewhere loads as a document).
    if (moved) throw moveTo(moved, location.searchStr);
    return { nav, today, savedAt };
  },
  // The root stays matched from page to page; its menus are read again with every navigation's page
  // (one request for both), so a link followed after an edit shows the edit in the menus too.
  shouldReload: true,
  component: Root,
  notFoundComponent: () => (
    <SiteLayout>
      <NotFoundPage />
    </SiteLayout>
  ),
});

function Root() {
  return (
    <>
      {/* The served HTML's head is written by the server from the same route heads (the page's
          SEO record); the router takes it over once the page is live. */}
      <ClientOnly>
        <HeadContent />
      </ClientOnly>
      <PageViews />
      <Outlet />
      {/* One host for the whole app, so a notice survives moving between the site and the admin. */}
      <NoticeHost />
      {/* The router's hand-over in pre-rendered pages, from which the browser hydrates. */}
      <Scripts />
    </>
  );
}

function PageViews() {
  const pathname = useLocation({ select: (location) => location.pathname });
  // An embed sits in another site's page: it measures nothing there.
  const embed = useRouteContext({ from: '__root__', select: (context) => context.embed !== undefined });
  useEffect(() => {
    if (!embed && initAnalytics()) trackPageView(pathname);
  }, [pathname, embed]);
  return null;
}
