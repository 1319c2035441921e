import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { publicPageByPath } from '../catalogue.ts';
import { pageContentSchema, type ContentBlock, type PageContent } from '../content.ts';
import { inlineParts } from '../inline.ts';
import { pageSeeds } from './pages.ts';

/** Every piece of inline text a block holds, where links and marks may appear. */
function blockTexts(block: ContentBlock): string[] {
  switch (block.type) {
    case 'paragraph':
      return [block.text];
    case 'list':
      return block.items;
    case 'table':
      return [block.caption ?? '', ...block.columns, ...block.rows.flat()];
    case 'note':
      return [block.heading, block.text];
    case 'steps':
      return block.steps.flatMap((item) => [item.title, item.text]);
    case 'cards':
      return block.cards.flatMap((item) => [item.title, item.text]);
  }
}

function contentTexts(content: PageContent): string[] {
  const blocks = [...(content.blocks ?? []), ...(content.sections ?? []).flatMap((section) => section.blocks)];
  return [...(content.sections ?? []).map((section) => section.heading), ...blocks.flatMap(blockTexts)];
}

const seeds = Object.entries(pageSeeds);

describe('the page seeds', () => {
  it.each(seeds)('%s fits the page content schema as written, so the admin and the site read it unchanged', (_slug, seed) => {
    expect(v.parse(pageContentSchema, seed.content)).toEqual(seed.content);
    expect(seed.title.trim()).toBe(seed.title);
    expect(seed.description.trim()).toBe(seed.description);
  });

  it.each(seeds)('%s links only to pages the site has, and every link is read as one', (_slug, seed) => {
    const texts = [seed.description, ...contentTexts(seed.content)];
    const parts = texts.flatMap(inlineParts);
    // A link whose target is refused stays plain text, brackets and all.
    expect(parts.filter((part) => part.kind === 'text' && /\]\(/.test(part.text))).toEqual([]);
    for (const part of parts) {
      if (part.kind === 'link' && part.internal) expect(publicPageByPath(part.href), part.href).toBeDefined();
    }
  });

  it('gives the legal pages their date and leaves the others without one', () => {
    expect(pageSeeds.terms.content.updated).toBe('January 16, 2025');
    expect(pageSeeds.privacy.content.updated).toBe('January 16, 2025');
    expect(pageSeeds.dmca.content.updated).toBe('January 16, 2025');
    expect(pageSeeds.contact.content.updated).toBeUndefined();
    expect(pageSeeds.home.content.updated).toBeUndefined();
  });

  it('keeps the headings of the pages', () => {
    expect(pageSeeds.home.title).toBe('Free online calculators for school, home and maths');
    expect(pageSeeds.terms.content.sections?.map((section) => section.heading)).toHaveLength(11);
    expect(pageSeeds.terms.content.sections?.at(-1)?.heading).toBe('11. Contact');
    expect(pageSeeds.privacy.content.sections?.[3]?.heading).toBe('4. Cookies');
    expect(pageSeeds.dmca.content.sections?.map((section) => section.heading)).toEqual([
      '1. How to send a notice',
      '2. What happens next',
      '3. Counter-notice',
      '4. Repeat infringers',
      '5. Contact',
    ]);
    expect(pageSeeds.contact.content.sections?.map((section) => section.heading)).toEqual(['E-mail', 'Response times', 'Policies']);
  });

  it('holds the contact table, its reply note and the contact address as data', () => {
    const [, responseTimes] = pageSeeds.contact.content.sections ?? [];
    expect(responseTimes?.blocks).toEqual([
      {
        type: 'table',
        caption: 'Typical response time by type of enquiry',
        columns: ['Enquiry', 'Typical response'],
        rows: [
          ['General questions', '24-48 hours'],
          ['Technical support', '12-24 hours'],
          ['DMCA notices', '72 hours'],
        ],
      },
      expect.objectContaining({ type: 'note', heading: 'When to expect a reply' }),
    ]);
    expect(pageSeeds.contact.description).toContain('CalcSuite has no visitor accounts');
    expect(contentTexts(pageSeeds.contact.content)[3]).toMatch(/^Write to \[hello@calcsuite\.app\]\(mailto:hello@calcsuite\.app\)\. /);
  });

  it('numbers the DMCA notice requirements as an ordered list, and marks the cookie names as code', () => {
    const lists = (pageSeeds.dmca.content.sections ?? []).flatMap((section) => section.blocks).filter((block) => block.type === 'list');
    expect(lists.map((list) => [list.ordered, list.items.length])).toEqual([
      [true, 6],
      [true, 4],
    ]);
    const cookies = pageSeeds.privacy.content.sections?.[3]?.blocks[0];
    expect(cookies?.type === 'paragraph' ? inlineParts(cookies.text).filter((part) => part.kind === 'code') : []).toEqual([
      { kind: 'code', text: '_ga' },
      { kind: 'code', text: '_ga_' },
    ]);
  });

  it('opens the analytics opt-out page as an external link', () => {
    const parts = contentTexts(pageSeeds.privacy.content).flatMap(inlineParts);
    expect(parts).toContainEqual({
      kind: 'link',
      text: 'Google Analytics opt-out browser add-on',
      href: 'https://tools.google.com/dlpage/gaoptout',
      internal: false,
    });
  });

  it('gives the home page its search tip, four steps and six audiences with their icons', () => {
    const { blocks, sections } = pageSeeds.home.content;
    expect(blocks).toEqual([expect.objectContaining({ type: 'note', heading: 'Looking for something else?' })]);
    const [steps, cards] = (sections ?? []).map((section) => section.blocks[0]);
    expect(steps?.type === 'steps' ? steps.steps.map((item) => item.title) : []).toEqual([
      'Pick a calculator',
      'Enter your values',
      'See results instantly',
      'Copy Link or Results',
    ]);
    expect(cards?.type === 'cards' ? cards.cards.map((item) => item.icon) : []).toEqual([
      'GraduationCap',
      'PiggyBank',
      'Home',
      'Tractor',
      'FlaskConical',
      'TrendingUp',
    ]);
  });
});
