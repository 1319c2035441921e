/** Webhooks on the REST adapter: the same services and shapes as their GraphQL operations (webhooks.graphql.ts). */
import type { RequestContext } from '../api/context.ts';
import { badInput } from '../api/errors.ts';
import { requireAdmin } from '../api/records.ts';
import { queryOf, sendPage, windowOf, type AddRoute } from '../api/rest.ts';
import { createWebhook, deleteWebhook, getWebhook, listDeliveries, listWebhooks, redeliver, sendTestEvent, updateWebhook } from './webhooks.service.ts';

export const webhooksPath = '/api/admin/webhooks';
export const deliveriesPath = '/api/admin/webhook-deliveries';

const paging = ['first', 'after', 'offset'];
const what = { fields: ['url', 'events', 'isActive'], what: 'a webhook', signedIn: true };

/** An id in a path, as GraphQL's Int takes it; a caller not signed in as an administrator learns nothing from its form. */
function idParam(ctx: RequestContext, text: string | undefined): number {
  requireAdmin(ctx);
  if (!/^\d{1,9}$/.test(text ?? '')) throw badInput({ id: 'must be a whole number' });
  return Number(text);
}

export function registerWebhookRoutes(route: AddRoute): void {
  route('GET', webhooksPath, async (ctx, request, reply) => sendPage(request, reply, await listWebhooks(ctx, windowOf(queryOf(request, paging)))));
  route('POST', webhooksPath, async (ctx, request) => createWebhook(ctx, request.body ?? {}), {
    body: what,
    successStatus: 201,
    location: (created) => `${webhooksPath}/${(created as { webhook: { id: number } }).webhook.id}`,
  });
  route('GET', `${webhooksPath}/:id`, async (ctx, request) => getWebhook(ctx, idParam(ctx, request.params.id)));
  route('PUT', `${webhooksPath}/:id`, async (ctx, request) => updateWebhook(ctx, idParam(ctx, request.params.id), request.body ?? {}), { body: what });
  route('DELETE', `${webhooksPath}/:id`, async (ctx, request) => deleteWebhook(ctx, idParam(ctx, request.params.id)));
  route('GET', `${webhooksPath}/:id/deliveries`, async (ctx, request, reply) =>
    sendPage(request, reply, await listDeliveries(ctx, idParam(ctx, request.params.id), windowOf(queryOf(request, paging)))),
  );
  route('POST', `${webhooksPath}/:id/test`, async (ctx, request) => sendTestEvent(ctx, idParam(ctx, request.params.id)), { successStatus: 201 });
  route('POST', `${deliveriesPath}/:id/redeliver`, async (ctx, request) => redeliver(ctx, idParam(ctx, request.params.id)), { successStatus: 201 });
}
