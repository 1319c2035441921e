/**
 * How every list pages, on both doors: a list answers a connection, `{ nodes, totalCount, pageInfo
 * { hasNextPage endCursor } }`, and takes `first` (how many, 1 to 100), `after` (the `endCursor` of
 * the page before) and `offset` (how many more to skip, to reach a page further on without walking
 * to it). A page size over the cap is refused with BAD_USER_INPUT, never cut: a client always learns
 * that there is more, and how much.
 *
 * A cursor is opaque to clients. It names a position in the list as filtered and ordered, so it
 * belongs to the same arguments that made it.
 */
import { badInput } from './errors.ts';
import { maximumListLimitForCost } from './limits.ts';

/** The largest page a list gives (limits.ts counts a list's cost with it). */
export const maximumPageSize = maximumListLimitForCost;
const maximumOffset = 1_000_000;

/** Which rows a request asks for: `limit` of them from position `start` (0 for the first). */
export interface PageWindow {
  start: number;
  limit: number;
}

const cursorPrefix = 'p:';

/** The cursor after the row at `position` (0 for the first row): where the next page starts. */
export const cursorAfter = (position: number): string => Buffer.from(`${cursorPrefix}${position + 1}`).toString('base64url');

function positionOf(cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,16}$/.test(cursor)) return null;
  const text = Buffer.from(cursor, 'base64url').toString();
  const match = /^p:(\d{1,7})$/.exec(text);
  return match && Number(match[1]) <= maximumOffset ? Number(match[1]) : null;
}

/** The window a list's arguments ask for, checked (BAD_USER_INPUT naming each argument at fault). */
export function pageWindow({ first, after, offset }: { first?: number | null; after?: string | null; offset?: number | null }): PageWindow {
  const problems: Record<string, string> = {};
  const limit = first ?? maximumPageSize;
  if (!Number.isInteger(limit) || limit < 1 || limit > maximumPageSize) problems.first = `must be from 1 to ${maximumPageSize}`;
  const skipped = offset ?? 0;
  if (!Number.isInteger(skipped) || skipped < 0 || skipped > maximumOffset) problems.offset = `must be from 0 to ${maximumOffset}`;
  const from = after === undefined || after === null ? 0 : positionOf(after);
  if (from === null) problems.after = "is not a cursor this API gave (use a page's pageInfo.endCursor)";
  if (Object.keys(problems).length > 0) throw badInput(problems);
  return { start: (from ?? 0) + skipped, limit };
}

export interface PageInfo {
  hasNextPage: boolean;
  endCursor: string | null;
}

export interface Connection<T> {
  nodes: T[];
  totalCount: number;
  pageInfo: PageInfo;
}

/** A connection from the rows of one window (at most `limit`, or `limit + 1` to say there are more without counting). */
export function connectionOf<T>(rows: readonly T[], window: PageWindow, totalCount: number | null): Connection<T> {
  const nodes = rows.slice(0, window.limit);
  const hasNextPage = totalCount === null ? rows.length > window.limit : window.start + nodes.length < totalCount;
  return {
    nodes,
    // Not asked for: only what the rows show (the resolver reads it only when it was selected).
    totalCount: totalCount ?? window.start + rows.length,
    pageInfo: { hasNextPage, endCursor: nodes.length > 0 ? cursorAfter(window.start + nodes.length - 1) : null },
  };
}

/** One window of a list held in memory, already filtered and ordered. */
export function pageOfList<T>(all: readonly T[], window: PageWindow): Connection<T> {
  return connectionOf(all.slice(window.start, window.start + window.limit), window, all.length);
}
