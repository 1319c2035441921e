import { memo, type ReactNode } from 'react';
import type { HowItWorksContent } from '../../catalogue/content.ts';
import { faqStructuredData, scriptJson, type Faq } from '../../catalogue/seo.ts';
import { Icon } from '../ui/Icon.tsx';
import { InlineText } from '../ui/InlineText.tsx';
import { bullets, disclosure, faqList, howItWorks, tableOfContents } from './explanations.styles.ts';

export interface TocItem {
  id: string;
  label: string;
}

/** A native disclosure: works before any script runs, and with every screen reader. */
function Disclosure({ summary, children, open = false, headingLevel }: { summary: string; children: ReactNode; open?: boolean; headingLevel: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <details open={open} className={disclosure.root}>
      <summary className={disclosure.summary}>
        <Heading className={disclosure.title}>{summary}</Heading>
        <Icon name="ChevronDown" style={{ transition: 'transform 0.15s', flexShrink: 0 }} />
      </summary>
      <div className={disclosure.body}>{children}</div>
    </details>
  );
}

function Bullets({ items, ordered = false }: { items: readonly string[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List role="list" className={bullets.root}>
      {items.map((item) => (
        <li key={item} className={bullets.item}>
          {item}
        </li>
      ))}
    </List>
  );
}

/** One part of How it works: a small heading over its content. */
function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className={howItWorks.heading}>{title}</h3>
      {children}
    </div>
  );
}

/*
 * The explanations are the same on every render of a page: memoised, a keystroke re-renders only
 * the form and the results, not the hundred-odd components of the text below them.
 */

export const HowItWorks = memo(function HowItWorks({ content }: { content: HowItWorksContent }) {
  return (
    <Disclosure summary="How it works" headingLevel="h2">
      <div className={howItWorks.sections}>
        <Part title="Steps">
          <Bullets items={content.steps} ordered />
        </Part>
        <Part title="Formula">
          <code className={howItWorks.formula}>{content.formula}</code>
        </Part>
        <Part title="Common uses">
          <Bullets items={content.uses} />
        </Part>
        <Part title="Best practices">
          <Bullets items={content.bestPractices} />
        </Part>
        {content.notes && content.notes.length > 0 && (
          <Part title="Notes on this calculator">
            <Bullets items={content.notes} />
          </Part>
        )}
      </div>
    </Disclosure>
  );
});

export const FaqList = memo(function FaqList({ faqs }: { faqs: readonly Faq[] }) {
  return (
    <section aria-labelledby="faqs-heading" id="faqs">
      <h2 id="faqs-heading" className={faqList.title}>
        Frequently asked questions
      </h2>
      <div className={faqList.questions}>
        {faqs.map((faq) => (
          <Disclosure key={faq.question} summary={faq.question} headingLevel="h3">
            <p>
              <InlineText text={faq.answer} />
            </p>
          </Disclosure>
        ))}
      </div>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptJson(faqStructuredData(faqs)) }} />
    </section>
  );
});

export const TableOfContents = memo(function TableOfContents({ items }: { items: readonly TocItem[] }) {
  return (
    <nav aria-label="On this page" className={tableOfContents.root}>
      <p className={tableOfContents.title}>On this page</p>
      <ol role="list" className={tableOfContents.list}>
        {items.map((item) => (
          <li key={item.id} className={tableOfContents.item}>
            <a href={`#${item.id}`} className={tableOfContents.link}>
              {item.label}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
});
