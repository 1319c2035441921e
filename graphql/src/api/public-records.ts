/**
 * The public reads (activeCalculators, activeCalculator, publishedPages, publishedPage,
 * publicSeoMeta): answered from the records the site itself was last built from
 * (site/site-content.ts, never stale after a write), through the site's one rule, `publicSlugs`: a
 * page is public while its page record is published and, for a calculator, its calculator record is
 * active. So the public API lists exactly the pages a visitor can open, and a record whose page is
 * hidden in any way is answered as missing, never told apart from one that does not exist.
 */
import type { Calculator } from '../records/calculator/calculator.ts';
import type { Page } from '../records/page/page.ts';
import type { SeoMeta } from '../records/seo/seo-meta.ts';
import type { StoredRecords } from '../site/site-content.ts';
import type { RequestContext } from './context.ts';
import { AppError, badInput, shownKey } from './errors.ts';
import { pageOfList, type Connection, type PageWindow } from './paging.ts';

let lastTurn: Promise<void> = Promise.resolve();

/**
 * Answered from memory, many public lists (twenty in a document, from many clients at once) would run
 * as one long stretch of the event loop. Each read waits for a turn of its own, one per pass of the
 * loop, so /healthz and other requests are answered in between, as they were while reads went to the
 * database.
 */
function nextTurn(): Promise<void> {
  const turn = lastTurn.then(() => new Promise<void>((resolve) => setImmediate(resolve)));
  lastTurn = turn;
  return turn;
}

async function publicRecords(ctx: RequestContext): Promise<{ stored: StoredRecords; isPublic: (slug: string) => boolean }> {
  const state = await ctx.site();
  // After the site is known, not before: reads that waited on one load of it from the database would
  // otherwise all go on together when it arrives.
  await nextTurn();
  // Before the first read from the database only the seed's site is known, which may show pages an
  // editor has taken down: nothing is answered from it.
  if (!state.stored) throw new AppError('SERVICE_UNAVAILABLE', 'The database is not answering. Try again in a moment.');
  return { stored: state.stored, isPublic: (slug) => state.site.publicSlugs.has(slug) };
}

const changedSince = (since: Date | null | undefined) => (record: { updatedAt: Date }) => !since || record.updatedAt.getTime() >= since.getTime();
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export async function publicCalculators(
  ctx: RequestContext,
  { category, updatedSince }: { category?: string | null; updatedSince?: Date | null },
  window: PageWindow,
): Promise<Connection<Calculator>> {
  const { stored, isPublic } = await publicRecords(ctx);
  const rows = stored.calculators
    .filter((record) => isPublic(record.calculatorSlug) && (!category || record.category === category))
    .filter(changedSince(updatedSince))
    .sort((a, b) => byText(a.category, b.category) || a.sortOrder - b.sortOrder || byText(a.calculatorSlug, b.calculatorSlug));
  return pageOfList(rows, window);
}

export async function publicPages(
  ctx: RequestContext,
  { pageType, updatedSince }: { pageType?: string | null; updatedSince?: Date | null },
  window: PageWindow,
): Promise<Connection<Page>> {
  const { stored, isPublic } = await publicRecords(ctx);
  const rows = stored.pages
    .filter((record) => isPublic(record.pageSlug) && (!pageType || record.pageType === pageType))
    .filter(changedSince(updatedSince))
    .sort((a, b) => byText(a.pageSlug, b.pageSlug));
  return pageOfList(rows, window);
}

const kinds = {
  calculator: {
    label: 'public calculator',
    slugArg: 'calculatorSlug',
    rows: (stored: StoredRecords) => stored.calculators,
    slugOf: (record: Calculator) => record.calculatorSlug,
  },
  page: { label: 'public page', slugArg: 'pageSlug', rows: (stored: StoredRecords) => stored.pages, slugOf: (record: Page) => record.pageSlug },
  seoMeta: {
    label: 'SEO meta record of a public page',
    slugArg: 'pageSlug',
    rows: (stored: StoredRecords) => stored.seo,
    slugOf: (record: SeoMeta) => record.pageSlug,
  },
} as const;

type Kinds = typeof kinds;
type RecordOf<K extends keyof Kinds> = ReturnType<Kinds[K]['rows']>[number];

/** One public record by slug or by id (exactly one); NOT_FOUND for a missing one and for a hidden one alike. */
export async function publicLookup<K extends keyof Kinds>(
  ctx: RequestContext,
  kind: K,
  { slug, id }: { slug?: string | null; id?: number | null },
): Promise<RecordOf<K>> {
  const { label, slugArg, rows, slugOf } = kinds[kind];
  const bySlug = slug !== undefined && slug !== null;
  const byId = id !== undefined && id !== null;
  if (bySlug === byId) throw badInput({ [slugArg]: `give either ${slugArg} or id (one of them)` });
  const { stored, isPublic } = await publicRecords(ctx);
  const found = (rows(stored) as RecordOf<K>[]).find((record) => (bySlug ? (slugOf as (r: RecordOf<K>) => string)(record) === slug : record.id === id));
  if (!found || !isPublic((slugOf as (r: RecordOf<K>) => string)(found))) {
    throw new AppError(
      'NOT_FOUND',
      bySlug ? `No ${label} with the slug ${shownKey(slug)}.` : `No ${label} with the id ${Number.isSafeInteger(id) ? id : '(not a valid id)'}.`,
    );
  }
  return found;
}
