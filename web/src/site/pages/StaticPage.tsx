import { useId, type ReactNode } from 'react';
import { staticPage } from './StaticPage.styles.ts';

/**
 * The frame of a static page (terms, privacy, DMCA, contact): one readable column,
 * an h1, an optional 'Last updated' line and the page's sections.
 */
export function StaticPage({ title, updated, children }: { title: string; updated?: string; children: ReactNode }) {
  return (
    <div className={staticPage.root}>
      <header className={staticPage.header}>
        <h1 className={staticPage.title}>{title}</h1>
        {updated ? <p className={staticPage.updated}>Last updated: {updated}</p> : null}
      </header>
      <div className={staticPage.body}>{children}</div>
    </div>
  );
}

/** One titled part of a static page: an h2 and its content, labelled for assistive technology. */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={staticPage.sectionTitle}>
        {title}
      </h2>
      <div className={staticPage.sectionBody}>{children}</div>
    </section>
  );
}
