import { ClientOnly, Link as RouterLink, useRouteContext } from '@tanstack/react-router';
import { lazy, memo, Suspense, type ReactNode } from 'react';
import type { PageView } from '../../catalogue/site.ts';
import { usePageView } from '../pageView.ts';
import { Icon } from '../ui/Icon.tsx';
import { CopyResultsButton } from './CopyResultsButton.tsx';
import { EmbedAction } from './EmbedAction.tsx';
import { LinkResetNotice } from './LinkResetNotice.tsx';
import { RelatedCalculators } from './RelatedCalculators.tsx';
import { FaqList, HowItWorks, TableOfContents, type TocItem } from './explanations.tsx';
import { CatalogueLink } from '../ui/CatalogueLink.tsx';
import { cx } from '../ui/styles.ts';
import { embedHeading, frame, frameBreadcrumb, frameHeading } from './CalculatorFrame.styles.ts';

interface Props {
  /** The form. Without `results` it spans the full width. */
  inputs: ReactNode;
  results?: ReactNode;
  /**
   * Copy Results: the button copies the title and the Results region as it shows (its labels and
   * values), so a page gives only whether there is a result, and its notice.
   */
  copy?: { ready: boolean; notice: string };
  toc?: readonly TocItem[];
  /** The anchor id of the calculator section, for a table of contents. */
  calculatorId?: string;
  /** Content sections above the calculator (e.g. a definition) and below it (e.g. tips). */
  before?: ReactNode;
  after?: ReactNode;
}

/**
 * The frame every calculator page shares: breadcrumb, header card, inputs and results side by side
 * (stacked on phones), Copy Results, how-it-works, the FAQs, and an optional table of contents. The
 * header, How it works and the FAQs come from the records (the page's view); the page brings the rest.
 */
export function CalculatorFrame({ inputs, results, copy, toc, calculatorId, before, after }: Props) {
  const view = usePageView();
  // A contents entry for the FAQs leads nowhere while the page has none published.
  const contents = view.faqs.length > 0 ? toc : toc?.filter((item) => item.id !== 'faqs');
  const embed = useRouteContext({ from: '__root__', select: (context) => context.embed !== undefined });
  const calculator = (
    <section id={calculatorId} aria-label="Calculator" className={cx(frame.calculator, results ? frame.calculatorWithResults : null)}>
      {results ? (
        <form onSubmit={(event) => event.preventDefault()} className={frame.form}>
          <div className={frame.inputs}>{inputs}</div>
        </form>
      ) : (
        inputs
      )}
      {results && (
        <div className={frame.results}>
          {results}
          {copy && !embed && (
            <div>
              <CopyResultsButton title={view.title} ready={copy.ready} notice={copy.notice} />
            </div>
          )}
        </div>
      )}
    </section>
  );
  if (embed) {
    // Inside another site's page: the calculator alone, under its name (EmbedLayout adds the link to its page).
    return (
      <div className={frame.sections}>
        <h1 className={embedHeading.title}>{view.title}</h1>
        <LinkResetNotice />
        {calculator}
      </div>
    );
  }
  return (
    <div className={frame.container}>
      <div className={frame.sections}>
        <FrameHeading view={view} />
        <LinkResetNotice />

        {contents && <TableOfContents items={contents} />}
        {before}

        {calculator}
        {view.embeddable && <EmbedAction title={view.title} />}

        {view.howItWorks && <HowItWorks content={view.howItWorks} />}
        {after}
        {view.faqs.length > 0 && <FaqList faqs={view.faqs} />}
        <RelatedCalculators slug={view.slug} />
      </div>
      <PhoneResultBar />
    </div>
  );
}

const ResultBar = lazy(() => import('./ResultBar.tsx'));

/**
 * The phone's result bar, loaded once the page is live: it starts hidden and reads the Results the
 * page has rendered, so neither the server's markup nor the first load needs it.
 */
function PhoneResultBar() {
  return (
    <ClientOnly>
      <Suspense fallback={null}>
        <ResultBar />
      </Suspense>
    </ClientOnly>
  );
}

/** The breadcrumb and the page's title: the same on every render, so a keystroke skips them. */
const FrameHeading = memo(function FrameHeading({ view: page }: { view: PageView }) {
  const category = page.category;
  return (
    <>
      <nav aria-label="breadcrumb">
        <ol className={frameBreadcrumb.list}>
          <li className={frameBreadcrumb.item}>
            <RouterLink to="/" className={frameBreadcrumb.link}>
              Home
            </RouterLink>
          </li>
          {category && (
            <>
              <BreadcrumbSeparator />
              <li className={frameBreadcrumb.item}>
                {category.path ? (
                  <CatalogueLink to={category.path} className={frameBreadcrumb.link}>
                    {category.label}
                  </CatalogueLink>
                ) : (
                  category.label
                )}
              </li>
            </>
          )}
          <BreadcrumbSeparator />
          <li className={frameBreadcrumb.item}>
            <span role="link" aria-current="page" className={frameBreadcrumb.currentLink}>
              {page.title}
            </span>
          </li>
        </ol>
      </nav>

      <header className={frameHeading.root}>
        <div className={frameHeading.icon}>
          <Icon name={page.icon} size={28} />
        </div>
        <div>
          <h1 className={frameHeading.title}>{page.title}</h1>
          <p className={frameHeading.description}>{page.description}</p>
        </div>
      </header>
    </>
  );
});

/** What Chakra's Breadcrumb.Separator rendered: a chevron hidden from assistive technology. */
function BreadcrumbSeparator() {
  return (
    <li aria-hidden className={frameBreadcrumb.separator}>
      <svg viewBox="0 0 24 24" className={frameBreadcrumb.chevron}>
        <path d="m9 18 6-6-6-6" />
      </svg>
    </li>
  );
}
