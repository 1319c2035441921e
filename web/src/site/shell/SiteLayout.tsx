import { Link, useLoaderData, useMatches } from '@tanstack/react-router';
import { lazy, Suspense, type ReactNode } from 'react';
import type { PageView } from '../../catalogue/site.ts';
import { useMarkLive } from '../../shared/live.ts';
import { FloatingSearch } from '../search/FloatingSearch.tsx';
import { Footer } from './Footer.tsx';
import { InlineText } from '../../shared/ui/InlineText.tsx';
import { useSiteNav } from '../siteData.ts';
import { Header } from './Header.tsx';
import { layout } from './SiteLayout.styles.ts';
import { useOpenDisclosuresForPrint } from './printing.ts';

/** Shown only offline (the server's pages never need it): code of its own, kept by the service worker. */
const SavedCopyNotice = lazy(() => import('./SavedCopyNotice.tsx'));

/** The frame every public page shares: skip link, header, main content, footer, floating search. */
export function SiteLayout({ children }: { children: ReactNode }) {
  useMarkLive();
  useOpenDisclosuresForPrint();
  const preview = useMatches({ select: (matches) => matches.some((match) => (match.loaderData as PageView | undefined)?.preview === true) });
  const savedAt = useLoaderData({ from: '__root__', select: (data) => data?.savedAt });
  return (
    <div className={layout.root}>
      <a href="#main" className={layout.skipLink}>
        Skip to content
      </a>
      {preview && (
        <p role="status" className={layout.preview}>
          <strong>Preview: not public.</strong> Visitors get ‘Page Not Found’ here until the page is published (and, for a calculator, its record is active).
        </p>
      )}
      <AnnouncementBar />
      {savedAt && (
        <Suspense fallback={null}>
          <SavedCopyNotice savedAt={savedAt} />
        </Suspense>
      )}
      <Header />
      <main id="main" className={layout.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <FloatingSearch />
    </div>
  );
}

/**
 * The site settings' announcement, above every public page while it is on and between its start and
 * end: the server decides with the time of the request and hands the browser the same shell data, so
 * the page is drawn and hydrated alike.
 */
function AnnouncementBar() {
  const { announcement } = useSiteNav();
  if (!announcement) return null;
  return (
    <aside aria-label="Announcement" className={layout.announcement} data-announcement>
      <InlineText text={announcement.text} />
      {announcement.link && (
        <>
          {' '}
          {announcement.link.startsWith('/') ? (
            // A record's path is data, so TypeScript cannot check it against the route tree.
            <Link to={announcement.link as '/'} className={layout.announcementLink}>
              Read more
            </Link>
          ) : (
            <a href={announcement.link} className={layout.announcementLink}>
              Read more
            </a>
          )}
        </>
      )}
    </aside>
  );
}
