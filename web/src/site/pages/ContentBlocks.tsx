import { useId } from 'react';
import type { ContentBlock, ContentSection, PageContent } from '../../catalogue/content.ts';
import { InlineText } from '../../shared/ui/InlineText.tsx';
import { Icon } from '../../shared/ui/Icon.tsx';
import { contentNote, contentTable } from './ContentBlocks.styles.ts';
import { homePage as home } from './HomePage.styles.ts';
import { prose, staticPage } from './StaticPage.styles.ts';

/**
 * The body of a page record (web/src/catalogue/content.ts) as the site shows it: `prose` in the
 * reading column of the legal and contact pages, `home` in the wide sections under the home page's
 * calculator lists. Record text is only ever rendered as React text, never as HTML.
 */
export type ContentVariant = 'prose' | 'home';

/** What a page record gives its page: the h1, the introduction under it and the body. */
export interface PageText {
  title: string;
  description: string;
  content: PageContent;
}

type HeadingLevel = 'h2' | 'h3';

/** The blocks above the first section, then the sections. */
export function PageBody({ content, variant }: { content: PageContent; variant: ContentVariant }) {
  return (
    <>
      {content.blocks ? <Blocks blocks={content.blocks} variant={variant} headingLevel="h2" /> : null}
      {content.sections ? <Sections sections={content.sections} variant={variant} /> : null}
    </>
  );
}

/** Titled sections, each an h2 and its blocks, labelled by its heading for assistive technology. */
export function Sections({ sections, variant }: { sections: readonly ContentSection[]; variant: ContentVariant }) {
  return sections.map((section, index) => <Section key={index} section={section} variant={variant} />);
}

function Section({ section, variant }: { section: ContentSection; variant: ContentVariant }) {
  const headingId = useId();
  const blocks = <Blocks blocks={section.blocks} variant={variant} headingLevel="h3" />;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={variant === 'home' ? home.sectionTitle : staticPage.sectionTitle}>
        {section.heading}
      </h2>
      {variant === 'home' ? blocks : <div className={staticPage.sectionBody}>{blocks}</div>}
    </section>
  );
}

/** Blocks in order; `headingLevel` is that of the headings inside them (a note's, a step's, a card's): h2 above the first section, h3 within one. */
export function Blocks({ blocks, variant, headingLevel }: { blocks: readonly ContentBlock[]; variant: ContentVariant; headingLevel: HeadingLevel }) {
  return blocks.map((block, index) => <Block key={index} block={block} variant={variant} headingLevel={headingLevel} />);
}

function Block({ block, variant, headingLevel: Heading }: { block: ContentBlock; variant: ContentVariant; headingLevel: HeadingLevel }) {
  switch (block.type) {
    case 'paragraph':
      return (
        <p>
          <InlineText text={block.text} />
        </p>
      );
    case 'list': {
      const List = block.ordered ? 'ol' : 'ul';
      // role="list" because Safari drops the list role from a list styled without markers.
      return (
        <List role="list" className={prose.list}>
          {block.items.map((item, index) => (
            <li key={index} className={prose.listItem}>
              <InlineText text={item} />
            </li>
          ))}
        </List>
      );
    }
    case 'table':
      return (
        <table className={contentTable.table}>
          {block.caption ? <caption className={contentTable.caption}>{block.caption}</caption> : null}
          <thead className={contentTable.header}>
            <tr className={contentTable.row}>
              {block.columns.map((column, index) => (
                <th key={index} scope="col" className={contentTable.columnHeader}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {block.rows.map((row, rowIndex) => (
              <tr key={rowIndex} className={contentTable.row}>
                {row.map((cell, index) => (
                  <td key={index} className={contentTable.cell}>
                    <InlineText text={cell} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
    case 'note':
      // On the home page a note is the tip beside the search: its icon and name are the page's.
      return variant === 'home' ? (
        <aside aria-label="Search tip" className={home.tip}>
          <div className={home.tipIcon}>
            <Icon name="Search" />
          </div>
          <p>
            <strong>{block.heading}</strong> <InlineText text={block.text} />
          </p>
        </aside>
      ) : (
        <div className={contentNote.card}>
          <div className={contentNote.body}>
            <Heading className={contentNote.title}>{block.heading}</Heading>
            <p>
              <InlineText text={block.text} />
            </p>
          </div>
        </div>
      );
    case 'steps':
      return (
        <ol className={home.steps}>
          {block.steps.map((step, index) => (
            <li key={index} className={home.step}>
              <p className={home.stepNumber}>Step {index + 1}</p>
              <Heading className={home.stepTitle}>{step.title}</Heading>
              <p className={home.stepText}>
                <InlineText text={step.text} />
              </p>
            </li>
          ))}
        </ol>
      );
    case 'cards':
      return (
        <ul className={home.uses}>
          {block.cards.map((card, index) => (
            <li key={index} className={home.use}>
              <div className={home.useIcon}>
                <Icon name={card.icon} size={20} />
              </div>
              <div>
                <Heading className={home.useTitle}>{card.title}</Heading>
                <p className={home.useText}>
                  <InlineText text={card.text} />
                </p>
              </div>
            </li>
          ))}
        </ul>
      );
  }
}
