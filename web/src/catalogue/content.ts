/**
 * The shapes of the structured text editors keep in the records: a calculator's `howItWorks`, a
 * page's `content` and an SEO record's `structuredData`. The server checks every write against these
 * schemas, so an editor gets a field message instead of a page that cannot show; the site reads
 * records through the same schemas and leaves out whatever does not fit (a record written before a
 * rule existed). The API's types are made from them too: GraphQL's object, union and input types
 * and OpenAPI's JSON Schemas (graphql/src/api/content-types.ts), named by each schema's title.
 *
 * Text is plain, with three inline marks and nothing else: `[label](/path)` links (site paths,
 * https: and mailto: addresses), `**strong**` and `` `code` ``, split by `inlineParts` (inline.ts).
 * It is never read as HTML.
 */
import * as v from 'valibot';
import { plainText } from './seo.ts';
import { iconNames } from './types.ts';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max, `must be at most ${max} characters`));
const list = <T extends v.GenericSchema>(item: T, max: number) => v.pipe(v.array(item), v.maxLength(max, `must have at most ${max} entries`));
/** A field's meaning, read by the API's types and documents as well as by people. */
const about = <T extends v.GenericSchema>(schema: T, description: string) => v.pipe(schema, v.description(description));
/**
 * A named shape: the API's types (GraphQL and OpenAPI) are made from these schemas, and the title is
 * the type's name there; the description is its documentation.
 */
const named = <T extends v.GenericSchema>(schema: T, title: string, description: string) => v.pipe(schema, v.title(title), v.description(description));

/** The site's icons, by the names of the lucide set. */
export const iconSchema = named(v.picklist(iconNames, `must be one of the site's icons`), 'Icon', 'An icon of the site, by its name in the lucide set.');

/** A calculator's How it works. */
export const howItWorksSchema = named(
  v.strictObject({
    steps: about(list(text(1000), 20), 'What the visitor does, in order.'),
    formula: about(text(4000), 'The formula the calculator applies, in words and symbols.'),
    uses: about(list(text(1000), 20), 'What the result is good for.'),
    bestPractices: about(list(text(1000), 20), 'Advice for a reliable result.'),
    /** Where the page decides something the spec leaves open, it says so here. */
    notes: about(v.optional(list(text(2000), 20)), 'Where the page decides something the usual practice leaves open, it says so here.'),
  }),
  'HowItWorks',
  "A calculator's How it works section. Texts may use the inline marks [label](/path), **strong** and `code`.",
);
export type HowItWorksContent = v.InferOutput<typeof howItWorksSchema>;

const paragraph = named(v.strictObject({ type: v.literal('paragraph'), text: about(text(5000), 'The paragraph.') }), 'ParagraphBlock', 'A paragraph of text.');
const bulletList = named(
  v.strictObject({
    type: v.literal('list'),
    ordered: about(v.optional(v.boolean()), 'Numbered when true; bullets otherwise.'),
    items: about(list(text(2000), 50), 'The entries, in order.'),
  }),
  'ListBlock',
  'A list of short texts.',
);
const table = named(
  v.strictObject({
    type: v.literal('table'),
    caption: about(v.optional(text(300)), 'A caption above the table.'),
    columns: about(list(text(200), 10), 'The column headings.'),
    rows: about(list(list(v.pipe(v.string(), v.maxLength(500)), 10), 100), 'The rows, each a list of cells in column order (a cell may be empty).'),
  }),
  'TableBlock',
  'A table with headings.',
);
const note = named(
  v.strictObject({ type: v.literal('note'), heading: about(text(200), "The note's heading."), text: about(text(2000), 'The note.') }),
  'NoteBlock',
  'A highlighted note with a heading.',
);
const stepItem = named(
  v.strictObject({ title: about(text(200), "The step's title."), text: about(text(1000), 'What the step says.') }),
  'StepItem',
  'One step of a steps block.',
);
// Each block names its entries by its own type: a union's members must not give one field name two
// kinds of value (a list block's items are texts), or GraphQL clients would have to alias them.
const steps = named(
  v.strictObject({ type: v.literal('steps'), steps: about(list(stepItem, 12), 'The steps, in order.') }),
  'StepsBlock',
  'Numbered steps, each with a title.',
);
const card = named(
  v.strictObject({ title: about(text(200), "The card's title."), text: about(text(1000), 'What the card says.'), icon: iconSchema }),
  'Card',
  'One card of a cards block.',
);
const cards = named(
  v.strictObject({ type: v.literal('cards'), cards: about(list(card, 24), 'The cards, in order.') }),
  'CardsBlock',
  'A grid of cards, each with an icon.',
);

/** One block of a page's body; `type` says which, and decides its other fields. */
export const contentBlockSchema = named(
  v.variant('type', [paragraph, bulletList, table, note, steps, cards]),
  'ContentBlock',
  "One block of a page's body; its type decides its other fields.",
);
export type ContentBlock = v.InferOutput<typeof contentBlockSchema>;
/** The kinds of block, declared once by the blocks themselves. */
export const contentBlockTypes = contentBlockSchema.options.map((option) => option.entries.type.literal);
export type ContentBlockType = ContentBlock['type'];

const contentSection = named(
  v.strictObject({ heading: about(text(300), "The section's heading."), blocks: about(list(contentBlockSchema, 50), "The section's blocks, in order.") }),
  'ContentSection',
  'A titled section of a page.',
);

/** The body of a page that is not a calculator: blocks under the introduction, then titled sections. */
export const pageContentSchema = named(
  v.strictObject({
    updated: about(v.optional(text(100)), "The 'Last updated' line of a legal page."),
    blocks: about(v.optional(list(contentBlockSchema, 50)), 'The blocks under the introduction.'),
    sections: about(v.optional(list(contentSection, 50)), 'Titled sections after the blocks.'),
    howItWorks: about(v.optional(howItWorksSchema), 'How it works of a calculator page that has no calculator record (the scientific calculator).'),
  }),
  'PageContent',
  'The body of a page: blocks under its introduction, then titled sections. Texts may use the inline marks [label](/path), **strong** and `code`.',
);
export type PageContent = v.InferOutput<typeof pageContentSchema>;
export type ContentSection = NonNullable<PageContent['sections']>[number];

/**
 * A question of a FAQPage's structured data (a schema.org Question with its accepted Answer). The
 * FAQ a calculator's page shows is its FAQ entry records; this is for structured data an SEO record
 * writes out in place of the site's own.
 */
export const faqQuestionSchema = named(
  v.strictObject({ question: about(text(500), 'The question.'), answer: about(text(5000), 'Its answer.') }),
  'FaqQuestion',
  'A question and its answer in FAQPage structured data. The answer may use the inline marks [label](/path), **strong** and `code`; JSON-LD carries its plain text.',
);
export type FaqQuestion = v.InferOutput<typeof faqQuestionSchema>;

const absoluteUrl = v.pipe(
  v.string(),
  v.maxLength(2000, 'must be at most 2000 characters'),
  v.regex(/^https?:\/\/\S+$/, 'must be a full URL starting with http:// or https://'),
);

/** The schema.org types a page's structured data may declare. */
export const structuredDataTypes = ['WebPage', 'WebSite', 'WebApplication', 'AboutPage', 'ContactPage', 'CollectionPage', 'FAQPage', 'ItemList'] as const;

/**
 * A page's structured data, replacing the JSON-LD the site makes from the records. It is the
 * schema.org vocabulary the site uses, with plain keys: the site writes it as JSON-LD, adding
 * `@context`, `@type` and the nested types (Offer, ListItem, Question, Answer).
 */
export const structuredDataSchema = named(
  v.strictObject({
    type: named(
      v.picklist(structuredDataTypes, `must be one of: ${structuredDataTypes.join(', ')}`),
      'StructuredDataType',
      'A schema.org type (JSON-LD @type).',
    ),
    name: about(v.optional(text(300)), "The page's or application's name."),
    description: about(v.optional(text(2000)), 'What it is, in a sentence or two.'),
    url: about(v.optional(absoluteUrl), "The page's address; the canonical URL when absent."),
    applicationCategory: about(v.optional(text(100)), 'For a WebApplication, e.g. UtilitiesApplication.'),
    operatingSystem: about(v.optional(text(100)), 'For a WebApplication, e.g. Any.'),
    browserRequirements: about(v.optional(text(200)), 'For a WebApplication, e.g. Requires JavaScript.'),
    isAccessibleForFree: about(v.optional(v.boolean()), 'Whether using it costs nothing.'),
    offers: about(
      v.optional(
        named(
          v.strictObject({
            price: about(v.pipe(v.string(), v.regex(/^\d{1,9}(\.\d{1,2})?$/, 'must be an amount such as 0 or 4.99')), 'The price, e.g. 0.'),
            priceCurrency: about(v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code such as USD')), 'ISO 4217 code, e.g. USD.'),
          }),
          'Offer',
          'What using the page costs (a schema.org Offer).',
        ),
      ),
      'What using the page costs.',
    ),
    items: about(
      v.optional(
        list(
          named(
            v.strictObject({ name: about(text(300), "The entry's name."), url: about(absoluteUrl, "The entry's address.") }),
            'ListedItem',
            'One entry of a list (a schema.org ListItem).',
          ),
          100,
        ),
      ),
      'For an ItemList: its entries, in order (itemListElement).',
    ),
    questions: about(v.optional(list(faqQuestionSchema, 50)), 'For a FAQPage: its questions (mainEntity).'),
  }),
  'StructuredData',
  "A page's structured data (schema.org), in place of the JSON-LD the site makes from the records.",
);
export type StructuredData = v.InferOutput<typeof structuredDataSchema>;

/** Structured data as the JSON-LD a page's head carries. */
export function jsonLd({ type, offers, items, questions, ...fields }: StructuredData): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': type,
    ...fields,
    ...(offers ? { offers: { '@type': 'Offer', ...offers } } : {}),
    ...(items
      ? {
          numberOfItems: items.length,
          itemListElement: items.map((item, index) => ({ '@type': 'ListItem', position: index + 1, name: item.name, url: item.url })),
        }
      : {}),
    ...(questions
      ? {
          mainEntity: questions.map((entry) => ({
            '@type': 'Question',
            name: entry.question,
            acceptedAnswer: { '@type': 'Answer', text: plainText(entry.answer) },
          })),
        }
      : {}),
  };
}

/** The record's structured data, or undefined when it has none or it does not fit the shape. */
export function readStructuredData(value: unknown): StructuredData | undefined {
  if (value === null || value === undefined) return undefined;
  const result = v.safeParse(structuredDataSchema, value);
  return result.success ? result.output : undefined;
}

/** The record's How it works, or undefined when it is empty or does not fit the shape. */
export function readHowItWorks(value: unknown): HowItWorksContent | undefined {
  const result = v.safeParse(howItWorksSchema, value);
  return result.success ? result.output : undefined;
}

/** The record's content; an empty or unreadable record reads as a page with no body. */
export function readPageContent(value: unknown): PageContent {
  const result = v.safeParse(pageContentSchema, value);
  return result.success ? result.output : {};
}

/**
 * The first problem with a record's JSON, as a path and a message ('sections.2.heading: must not be
 * empty'), or null when it fits. An empty object is allowed: it means 'nothing yet'.
 */
export function contentProblem(schema: v.GenericSchema, value: unknown): string | null {
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) return null;
  const result = v.safeParse(schema, value, { abortEarly: true });
  if (result.success) return null;
  const issue = result.issues[0];
  const path = v.getDotPath(issue);
  const message = issue.type === 'strict_object' ? objectProblem(issue) : issue.message;
  return path ? `${path}: ${message}` : message;
}

/**
 * Every problem with a record's JSON, by path ('sections.2.heading' -> 'must not be empty'), the first
 * one per path: what a structured editor marks beside its fields. Empty when it fits.
 */
export function contentProblems(schema: v.GenericSchema, value: unknown): Record<string, string> {
  const problems: Record<string, string> = {};
  if (value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 0) return problems;
  const result = v.safeParse(schema, value);
  if (result.success) return problems;
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    problems[path] ??= issue.type === 'strict_object' ? objectProblem(issue) : issue.message;
  }
  return problems;
}

/** A strict object reports an unknown key, a missing key and a value that is no object alike; the editor needs to know which. */
function objectProblem(issue: v.BaseIssue<unknown>): string {
  if (issue.expected === 'never') return `unknown key "${String(issue.input)}"`;
  if (issue.input === undefined) return 'is required';
  return issue.message;
}
