import { ClientOnly, createRootRoute, HeadContent, Outlet, redirect, Scripts, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { redirects } from '../catalogue/catalogue.ts';
import { initAnalytics, trackPageView } from '../shared/analytics.ts';
import { NoticeHost } from '../shared/notices/NoticeHost.tsx';
import { NotFoundPage } from '../site/pages/NotFoundPage.tsx';
import { SiteLayout } from '../site/shell/SiteLayout.tsx';

export const Route = createRootRoute({
  beforeLoad: ({ location }) => {
    // Short paths and older category pages move to their canonical page (CONVENTIONS D6); the
    // server answers them with 301 too.
    const target = redirects.get(location.pathname);
    if (target) throw redirect({ href: `${target}${location.searchStr}`, replace: true });
  },
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
      {/* The served HTML's head comes from the page's SEO record (CONVENTIONS section 6); the
          router takes the head over once the page is live, so pre-rendered markup holds none. */}
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
  useEffect(() => {
    if (initAnalytics()) trackPageView(pathname);
  }, [pathname]);
  return null;
}
