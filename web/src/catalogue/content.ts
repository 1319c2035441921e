/**
 * The shapes of the text editors keep in the records: a calculator's
 * `howItWorks` and a page's `content`. The server checks every write against these schemas, so an
 * editor gets a field message instead of a page that cannot show; the site reads records through
 * the same schemas and leaves out whatever does not fit (a record written before a rule existed).
 *
 * Text is plain, with three inline marks and nothing else: `[label](/path)` links (site paths,
 * https: and mailto: addresses), `**strong**` and `` `code` ``, split by `inlineParts` (inline.ts).
 * It is never read as HTML.
 */
import * as v from 'valibot';
import { iconNames } from './types.ts';

const text = (max: number) => v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'), v.maxLength(max, `must be at most ${max} characters`));
const list = <T extends v.GenericSchema>(item: T, max: number) => v.pipe(v.array(item), v.maxLength(max, `must have at most ${max} entries`));

/** A calculator's How it works. */
export const howItWorksSchema = v.strictObject({
  steps: list(text(1000), 20),
  formula: text(4000),
  uses: list(text(1000), 20),
  bestPractices: list(text(1000), 20),
  /** Where the page decides something the spec leaves open, it says so here. */
  notes: v.optional(list(text(2000), 20)),
});
export type HowItWorksContent = v.InferOutput<typeof howItWorksSchema>;

const paragraph = v.strictObject({ type: v.literal('paragraph'), text: text(5000) });
const bulletList = v.strictObject({ type: v.literal('list'), ordered: v.optional(v.boolean()), items: list(text(2000), 50) });
const table = v.strictObject({
  type: v.literal('table'),
  caption: v.optional(text(300)),
  columns: list(text(200), 10),
  rows: list(list(v.pipe(v.string(), v.maxLength(500)), 10), 100),
});
const note = v.strictObject({ type: v.literal('note'), heading: text(200), text: text(2000) });
const steps = v.strictObject({ type: v.literal('steps'), items: list(v.strictObject({ title: text(200), text: text(1000) }), 12) });
const cards = v.strictObject({
  type: v.literal('cards'),
  items: list(v.strictObject({ title: text(200), text: text(1000), icon: v.picklist(iconNames, `must be one of the site's icons`) }), 24),
});

export const contentBlockSchema = v.variant('type', [paragraph, bulletList, table, note, steps, cards]);
export type ContentBlock = v.InferOutput<typeof contentBlockSchema>;

/** The body of a page that is not a calculator: blocks under the introduction, then titled sections. */
export const pageContentSchema = v.strictObject({
  /** The 'Last updated' line of a legal page. */
  updated: v.optional(text(100)),
  blocks: v.optional(list(contentBlockSchema, 50)),
  sections: v.optional(list(v.strictObject({ heading: text(300), blocks: list(contentBlockSchema, 50) }), 50)),
  /** How it works of a calculator page that has no calculator record (the scientific calculator). */
  howItWorks: v.optional(howItWorksSchema),
});
export type PageContent = v.InferOutput<typeof pageContentSchema>;
export type ContentSection = NonNullable<PageContent['sections']>[number];

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
