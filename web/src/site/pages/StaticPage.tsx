import { usePageView } from '../../shared/pageView.ts';
import { InlineText } from '../../shared/ui/InlineText.tsx';
import { PageBody, type PageText } from './ContentBlocks.tsx';
import { staticPage } from './StaticPage.styles.ts';

/**
 * A page that is its record's text (terms, privacy, DMCA, contact): one readable column, the h1,
 * the 'Last updated' line where the record has one, the introduction and the body.
 */
export function StaticPage({ title, description, content }: PageText) {
  return (
    <div className={staticPage.root}>
      <header className={staticPage.header}>
        <h1 className={staticPage.title}>{title}</h1>
        {content.updated ? <p className={staticPage.updated}>Last updated: {content.updated}</p> : null}
      </header>
      <div className={staticPage.body}>
        <p>
          <InlineText text={description} />
        </p>
        <PageBody content={content} variant="prose" />
      </div>
    </div>
  );
}

/** A static page as its record makes it: the page route's view. */
export function StaticRecordPage() {
  const { title, description, content } = usePageView();
  return <StaticPage title={title} description={description} content={content} />;
}
