import { useLocation } from '@tanstack/react-router';
import { useEffect, type ReactNode } from 'react';
import { embedHeightMessage, type EmbedHeight } from '../../catalogue/embedSnippet.ts';
import { useMarkLive } from '../../shared/live.ts';
import { embedLayout } from './EmbedLayout.styles.ts';

/**
 * The frame of a calculator drawn inside another site's page: the calculator alone, a link to its full
 * page with the same inputs, and its height told to the host page (catalogue/embeds.ts), so the
 * iframe fits its content. No header, footer or search: nothing to navigate to inside the frame.
 */
export function EmbedLayout({ children }: { children: ReactNode }) {
  useMarkLive();
  useHeightForHost();
  // The router reads the embed's address as the page's own: this is the full page with these inputs.
  const fullPage = useLocation({ select: (location) => location.href });
  return (
    <div className={embedLayout.root}>
      <main id="main" className={embedLayout.main}>
        {children}
        <p className={embedLayout.footer}>
          <a href={fullPage} target="_blank" rel="noopener" className={embedLayout.open}>
            Open in CalcSuite
          </a>
        </p>
      </main>
    </div>
  );
}

/** Tells the host page the document's height whenever it changes. */
function useHeightForHost(): void {
  useEffect(() => {
    if (window.parent === window) return;
    let last = 0;
    const report = () => {
      const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
      if (height === last) return;
      last = height;
      const message: EmbedHeight = { type: embedHeightMessage, height };
      // Any page may embed a calculator; its height is all that is said, nothing private.
      window.parent.postMessage(message, '*');
    };
    const observer = new ResizeObserver(report);
    observer.observe(document.documentElement);
    report();
    return () => observer.disconnect();
  }, []);
}
