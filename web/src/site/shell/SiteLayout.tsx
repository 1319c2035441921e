import type { ReactNode } from 'react';
import { useMarkLive } from '../../shared/live.ts';
import { FloatingSearch } from '../search/FloatingSearch.tsx';
import { Footer } from './Footer.tsx';
import { Header } from './Header.tsx';
import { layout } from './SiteLayout.styles.ts';

/** The frame every public page shares: skip link, header, main content, footer, floating search. */
export function SiteLayout({ children }: { children: ReactNode }) {
  useMarkLive();
  return (
    <div className={layout.root}>
      <a href="#main" className={layout.skipLink}>
        Skip to content
      </a>
      <Header />
      <main id="main" className={layout.main} tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <FloatingSearch />
    </div>
  );
}
