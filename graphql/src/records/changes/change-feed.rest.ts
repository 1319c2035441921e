/** The change feed on the REST adapter: `GET /api/admin/record-changes?after=…&first=…`, as `recordChanges`. */
import { badInput } from '../../api/errors.ts';
import { queryOf, type AddRoute } from '../../api/rest.ts';
import { recordChanges } from './change-feed.ts';

export const recordChangesPath = '/api/admin/record-changes';

export function registerChangeFeedRoutes(route: AddRoute): void {
  route('GET', recordChangesPath, async (ctx, request, reply) => {
    const query = queryOf(request, ['after', 'first']);
    if (query.first !== undefined && !/^\d{1,9}$/.test(query.first)) throw badInput({ first: 'must be a whole number' });
    const page = await recordChanges(ctx, { after: query.after, first: query.first === undefined ? undefined : Number(query.first) });
    if (page.pageInfo.hasNextPage && page.pageInfo.endCursor) {
      const next = new URLSearchParams({ ...query, after: page.pageInfo.endCursor });
      reply.header('Link', `<${recordChangesPath}?${next}>; rel="next"`);
    }
    return page;
  });
}
