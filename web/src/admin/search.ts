/**
 * The dashboard's state in its URL: the open tab, and the filter, status, sort and page of its
 * list, so a view can be reloaded, shared and gone back to. Anything unknown in the URL is dropped.
 */
export const dashboardTabs = ['overview', 'pages', 'seo', 'seo-grid', 'calculators', 'webhooks', 'users', 'audit'] as const;
/** A tab of its own, or a kind made from a definition on the server, named by its record type (e.g. redirect). */
export type DashboardTab = (typeof dashboardTabs)[number] | (string & {});
const definedKindTab = /^[a-z][A-Za-z]{1,39}$/;

export interface DashboardSearch {
  tab?: DashboardTab;
  /** The list's filter text. */
  q?: string;
  /** The column the list is sorted by, and its direction. */
  sort?: string;
  dir?: 'asc' | 'desc';
  /** The list's page, from 1. */
  page?: number;
  /** The list's status filter (published, draft, active, inactive): its kind says which it takes. */
  status?: string;
}

export function dashboardSearch(search: Record<string, unknown>): DashboardSearch {
  const parsed: DashboardSearch = {};
  if (typeof search.tab === 'string' && ((dashboardTabs as readonly string[]).includes(search.tab) || definedKindTab.test(search.tab))) parsed.tab = search.tab;
  if (typeof search.q === 'string' && search.q !== '') parsed.q = search.q.slice(0, 200);
  if (typeof search.sort === 'string' && /^[A-Za-z]{1,40}$/.test(search.sort)) parsed.sort = search.sort;
  if (search.dir === 'asc' || search.dir === 'desc') parsed.dir = search.dir;
  const page = Number(search.page);
  if (Number.isInteger(page) && page > 1 && page < 100_000) parsed.page = page;
  if (typeof search.status === 'string' && /^[a-z]{1,20}$/.test(search.status)) parsed.status = search.status;
  return parsed;
}
