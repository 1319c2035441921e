/**
 * The structured fields between GraphQL's types and the form. The editors and their JSON view work
 * on the stored form the site reads (`#catalogue/content.ts`); GraphQL answers with types (each
 * block tells its `__typename`, absent fields are null) and takes blocks as oneOf inputs, named by
 * their type (`{ paragraph: { text } }`), since GraphQL has no input unions.
 */
import type { ContentBlock, HowItWorksContent, PageContent, StructuredData } from '../../catalogue/content.ts';

/**
 * The GraphQL inputs, as the stored forms make them (the admin's documents are written from the
 * server's metadata, so codegen sees no document naming these inputs): a block under its type, the
 * rest as stored.
 */
type ContentBlockInput = { [Type in ContentBlock['type']]: { [Key in Type]: Omit<Extract<ContentBlock, { type: Type }>, 'type'> } }[ContentBlock['type']];
type PageContentInput = Omit<PageContent, 'blocks' | 'sections'> & {
  blocks?: ContentBlockInput[];
  sections?: { heading: string; blocks: ContentBlockInput[] }[];
};
type HowItWorksInput = HowItWorksContent;
type StructuredDataInput = StructuredData;

/** A structured field as GraphQL answers it, in the stored form: no __typename, no field null for being absent. */
export function storedForm(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(storedForm);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).flatMap(([key, item]) => (key === '__typename' || item === null ? [] : [[key, storedForm(item)]])));
}

/** A block as its oneOf input: its fields under its type. */
function blockInput(block: ContentBlock): ContentBlockInput {
  switch (block.type) {
    case 'paragraph':
      return { paragraph: { text: block.text } };
    case 'list':
      return { list: { items: block.items, ordered: block.ordered } };
    case 'table':
      return { table: { caption: block.caption, columns: block.columns, rows: block.rows } };
    case 'note':
      return { note: { heading: block.heading, text: block.text } };
    case 'steps':
      return { steps: { steps: block.steps } };
    case 'cards':
      return { cards: { cards: block.cards } };
  }
}

/**
 * A page's content, as the form holds it, for PageContentInput. The form's JSON has been checked
 * against the content's shape before a save (editorProblems.ts), so it is read as that shape.
 */
export function pageContentInput(value: unknown): PageContentInput {
  const { blocks, sections, ...rest } = value as PageContent;
  return {
    ...rest,
    ...(blocks ? { blocks: blocks.map(blockInput) } : {}),
    ...(sections ? { sections: sections.map((section) => ({ heading: section.heading, blocks: section.blocks.map(blockInput) })) } : {}),
  };
}

const isEmpty = (value: unknown) => value === null || (typeof value === 'object' && Object.keys(value as object).length === 0);

/** A How it works, as the form holds it (checked against its shape), for HowItWorksInput; null when it has none. */
export function howItWorksInput(value: unknown): HowItWorksInput | null {
  return isEmpty(value) ? null : (value as HowItWorksContent);
}

/** Structured data, as the form holds it (checked against its shape), for StructuredDataInput; null when it has none. */
export function structuredDataInput(value: unknown): StructuredDataInput | null {
  return isEmpty(value) ? null : (value as StructuredDataInput);
}
