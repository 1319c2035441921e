/**
 * Webhook endpoints and their delivery log, for administrators, behind both doors: validation with a
 * message per field, the secret returned once (at creation), every change in the audit log, and the
 * log's 'redeliver' and 'send a test event'. Deliveries themselves are queued by the changes
 * (events.ts) and sent by the worker (worker.ts).
 */
import { randomBytes } from 'node:crypto';
import { audit } from '../audit/audit.ts';
import type { RequestContext } from '../api/context.ts';
import type { Em } from '../db/orm.ts';
import { AppError, badInput } from '../api/errors.ts';
import { connectionOf, type Connection, type PageWindow } from '../api/paging.ts';
import { requireAdmin } from '../api/records.ts';
import { recordTypes } from '../records/history/record-types.ts';
import { actionsOf, newMessageId, testEventType, type WebhookAction } from './events.ts';
import { WebhookDelivery, WebhookEndpoint, type DeliveryStatus } from './webhook.entity.ts';
import { wakeWebhookWorkers } from './worker.ts';

/** The events an endpoint listens to, one entry per record kind. */
export interface EventSelection {
  recordType: string;
  actions: WebhookAction[];
}

export interface WebhookView {
  id: number;
  url: string;
  events: EventSelection[];
  isActive: boolean;
  createdBy: string | null;
  createdAt: Date;
  updatedAt: Date;
  /** The newest entry of its delivery log, so a list shows how the latest message went; null before the first. */
  lastDelivery: DeliveryView | null;
}

export interface DeliveryView {
  id: number;
  webhookId: number;
  messageId: string;
  eventType: string;
  recordType: string | null;
  recordKey: string | null;
  payload: string;
  status: DeliveryStatus;
  attempts: number;
  responseStatus: number | null;
  latencyMs: number | null;
  responseExcerpt: string | null;
  error: string | null;
  createdAt: Date;
  lastAttemptAt: Date | null;
  nextAttemptAt: Date | null;
  completedAt: Date | null;
  redeliveryOf: number | null;
}

/** Every record kind with the actions it has events for: what an endpoint may listen to. */
export const eventChoices = (): EventSelection[] => recordTypes().map((recordType) => ({ recordType, actions: actionsOf(recordType) }));

const maximumUrlLength = 2000;

function urlProblem(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') return 'is required';
  if (value.length > maximumUrlLength) return `must be at most ${maximumUrlLength} characters`;
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return 'must be an http:// or https:// URL';
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'must be an http:// or https:// URL';
  if (url.username || url.password) return 'must not carry a user name or password (put a token in the path or query if the receiver needs one)';
  if (url.hash) return 'must not have a #fragment';
  return null;
}

/** The event names (`page.update` …) a selection asks for, or the problem with it. */
function eventNames(value: unknown): { names: string[] } | { problem: string } {
  if (!Array.isArray(value)) return { problem: 'must be a list of { recordType, actions }' };
  const kinds = recordTypes();
  const names = new Set<string>();
  for (const entry of value as unknown[]) {
    if (typeof entry !== 'object' || entry === null) return { problem: 'must be a list of { recordType, actions }' };
    const { recordType, actions } = entry as { recordType?: unknown; actions?: unknown };
    if (typeof recordType !== 'string' || !kinds.includes(recordType)) return { problem: `recordType must be one of: ${kinds.join(', ')}` };
    const allowed = actionsOf(recordType);
    if (!Array.isArray(actions) || actions.length === 0) return { problem: `actions for ${recordType} must be a non-empty list of: ${allowed.join(', ')}` };
    for (const action of actions as unknown[]) {
      if (typeof action !== 'string' || !(allowed as string[]).includes(action))
        return { problem: `actions for ${recordType} must be among: ${allowed.join(', ')}` };
      names.add(`${recordType}.${action}`);
    }
  }
  if (names.size === 0) return { problem: 'must name at least one event' };
  return { names: [...names].sort() };
}

function selectionsOf(names: readonly string[]): EventSelection[] {
  const byKind = new Map<string, WebhookAction[]>();
  for (const name of names) {
    const [recordType = '', action = ''] = name.split('.');
    byKind.set(recordType, [...(byKind.get(recordType) ?? []), action as WebhookAction]);
  }
  return [...byKind].map(([recordType, actions]) => ({ recordType, actions }));
}

const viewOf = (endpoint: WebhookEndpoint, lastDelivery: WebhookDelivery | null): WebhookView => ({
  id: endpoint.id,
  url: endpoint.url,
  events: selectionsOf(endpoint.events),
  isActive: endpoint.isActive,
  createdBy: endpoint.createdBy ?? null,
  createdAt: endpoint.createdAt,
  updatedAt: endpoint.updatedAt,
  lastDelivery: lastDelivery ? deliveryOf(lastDelivery) : null,
});

const deliveryOf = (row: WebhookDelivery): DeliveryView => ({
  id: row.id,
  webhookId: row.endpointId,
  messageId: row.messageId,
  eventType: row.eventType,
  recordType: row.recordType ?? null,
  recordKey: row.recordKey ?? null,
  payload: row.payload,
  status: row.status,
  attempts: row.attempts,
  responseStatus: row.responseStatus ?? null,
  latencyMs: row.latencyMs ?? null,
  responseExcerpt: row.responseExcerpt ?? null,
  error: row.error ?? null,
  createdAt: row.createdAt,
  lastAttemptAt: row.lastAttemptAt ?? null,
  nextAttemptAt: row.status === 'pending' ? row.nextAttemptAt : null,
  completedAt: row.completedAt ?? null,
  redeliveryOf: row.redeliveryOf ?? null,
});

const knownFields = ['url', 'events', 'isActive'];

function validated(input: unknown, partial: boolean): { url?: string; events?: string[]; isActive?: boolean } {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) throw badInput({ input: 'must be an object with url, events and isActive' });
  const values = input as Record<string, unknown>;
  const problems: Record<string, string> = {};
  for (const field of Object.keys(values))
    if (!knownFields.includes(field)) problems[field] = `is not a field of a webhook (the fields are: ${knownFields.join(', ')})`;
  const result: { url?: string; events?: string[]; isActive?: boolean } = {};
  if (!partial || values.url !== undefined) {
    const problem = urlProblem(values.url);
    if (problem) problems.url = problem;
    else result.url = (values.url as string).trim();
  }
  if (!partial || values.events !== undefined) {
    const events = eventNames(values.events);
    if ('problem' in events) problems.events = events.problem;
    else result.events = events.names;
  }
  if (values.isActive !== undefined && values.isActive !== null) {
    if (typeof values.isActive !== 'boolean') problems.isActive = 'must be true or false';
    else result.isActive = values.isActive;
  }
  if (Object.keys(problems).length > 0) throw badInput(problems);
  return result;
}

/** A new secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

async function findEndpoint(ctx: RequestContext, id: number): Promise<WebhookEndpoint> {
  const endpoint = Number.isSafeInteger(id) && id > 0 ? await ctx.em.findOne(WebhookEndpoint, { id }) : null;
  if (!endpoint) throw new AppError('NOT_FOUND', `No webhook with the id ${Number.isSafeInteger(id) ? id : '(not a valid id)'}.`);
  return endpoint;
}

/** The newest delivery of each endpoint named, in one statement whatever their number. */
async function lastDeliveries(em: Em, endpointIds: readonly number[]): Promise<Map<number, WebhookDelivery>> {
  if (endpointIds.length === 0) return new Map();
  const rows = (await em
    .getConnection()
    .execute(
      `select distinct on (endpoint_id) * from webhook_delivery where endpoint_id in (${endpointIds.map(() => '?').join(', ')}) order by endpoint_id, id desc`,
      [...endpointIds],
      'all',
      em.getTransactionContext(),
    )) as Record<string, unknown>[];
  const deliveries = rows.map((row) => em.map(WebhookDelivery, row));
  return new Map(deliveries.map((delivery) => [delivery.endpointId, delivery]));
}

export async function listWebhooks(ctx: RequestContext, window: PageWindow): Promise<Connection<WebhookView>> {
  requireAdmin(ctx);
  const [rows, total] = await ctx.em.findAndCount(WebhookEndpoint, {}, { orderBy: { id: 'asc' }, limit: window.limit, offset: window.start });
  const latest = await lastDeliveries(
    ctx.em,
    rows.map((row) => row.id),
  );
  return connectionOf(
    rows.map((row) => viewOf(row, latest.get(row.id) ?? null)),
    window,
    total,
  );
}

async function viewWithLastDelivery(em: Em, endpoint: WebhookEndpoint): Promise<WebhookView> {
  const latest = await lastDeliveries(em, [endpoint.id]);
  return viewOf(endpoint, latest.get(endpoint.id) ?? null);
}

export async function getWebhook(ctx: RequestContext, id: number): Promise<WebhookView> {
  requireAdmin(ctx);
  return viewWithLastDelivery(ctx.em, await findEndpoint(ctx, id));
}

export async function createWebhook(ctx: RequestContext, input: unknown): Promise<{ webhook: WebhookView; secret: string }> {
  const user = requireAdmin(ctx);
  const values = validated(input, false);
  const secret = newSecret();
  const endpoint = await ctx.em.transactional(async (em) => {
    const created = em.create(WebhookEndpoint, {
      url: values.url!,
      events: values.events!,
      isActive: values.isActive ?? true,
      secret,
      createdBy: user.username,
    });
    await em.flush();
    audit(em, ctx, { action: 'createWebhook', recordType: 'webhook', recordKey: String(created.id), details: { url: created.url, events: created.events } });
    return created;
  });
  return { webhook: viewOf(endpoint, null), secret };
}

export async function updateWebhook(ctx: RequestContext, id: number, input: unknown): Promise<WebhookView> {
  requireAdmin(ctx);
  const values = validated(input, true);
  return ctx.em.transactional(async (em) => {
    const endpoint = await findEndpoint({ ...ctx, em }, id);
    const changed = Object.keys(values);
    if (changed.length === 0) return viewWithLastDelivery(em, endpoint);
    Object.assign(endpoint, values);
    audit(em, ctx, { action: 'updateWebhook', recordType: 'webhook', recordKey: String(id), details: { fields: changed } });
    await em.flush();
    return viewWithLastDelivery(em, endpoint);
  });
}

/** Deletes an endpoint with its delivery log: nothing more is sent to it. */
export async function deleteWebhook(ctx: RequestContext, id: number): Promise<WebhookView> {
  requireAdmin(ctx);
  return ctx.em.transactional(async (em) => {
    const endpoint = await findEndpoint({ ...ctx, em }, id);
    // Its log goes with it, so the endpoint as it was is answered without one.
    const gone = viewOf(endpoint, null);
    await em.nativeDelete(WebhookDelivery, { endpointId: id });
    em.remove(endpoint);
    audit(em, ctx, { action: 'deleteWebhook', recordType: 'webhook', recordKey: String(id), details: { url: endpoint.url } });
    return gone;
  });
}

/** The delivery log of one endpoint, newest first. */
export async function listDeliveries(ctx: RequestContext, webhookId: number, window: PageWindow): Promise<Connection<DeliveryView>> {
  requireAdmin(ctx);
  await findEndpoint(ctx, webhookId);
  const [rows, total] = await ctx.em.findAndCount(
    WebhookDelivery,
    { endpointId: webhookId },
    { orderBy: { id: 'desc' }, limit: window.limit, offset: window.start },
  );
  return connectionOf(rows.map(deliveryOf), window, total);
}

/** Sends a delivery's message again (same `webhook-id` and body), as a new entry in the log. */
export async function redeliver(ctx: RequestContext, deliveryId: number): Promise<DeliveryView> {
  requireAdmin(ctx);
  const created = await ctx.em.transactional(async (em) => {
    const original = Number.isSafeInteger(deliveryId) && deliveryId > 0 ? await em.findOne(WebhookDelivery, { id: deliveryId }) : null;
    if (!original) throw new AppError('NOT_FOUND', `No webhook delivery with the id ${Number.isSafeInteger(deliveryId) ? deliveryId : '(not a valid id)'}.`);
    if (original.status === 'pending')
      throw new AppError('CONFLICT', 'This delivery is still being tried; it can be sent again once it has succeeded or failed.');
    const copy = em.create(WebhookDelivery, {
      endpointId: original.endpointId,
      messageId: original.messageId,
      eventType: original.eventType,
      recordType: original.recordType,
      recordKey: original.recordKey,
      payload: original.payload,
      status: 'pending',
      attempts: 0,
      nextAttemptAt: new Date(),
      redeliveryOf: original.id,
    });
    audit(em, ctx, { action: 'redeliverWebhook', recordType: 'webhook', recordKey: String(original.endpointId), details: { delivery: original.id } });
    await em.flush();
    return copy;
  });
  wakeWebhookWorkers();
  return deliveryOf(created);
}

/** Queues a `webhook.test` event for one endpoint (active or not), to try the receiver. */
export async function sendTestEvent(ctx: RequestContext, webhookId: number): Promise<DeliveryView> {
  const user = requireAdmin(ctx);
  const created = await ctx.em.transactional(async (em) => {
    const endpoint = await findEndpoint({ ...ctx, em }, webhookId);
    const now = new Date();
    const delivery = em.create(WebhookDelivery, {
      endpointId: endpoint.id,
      messageId: newMessageId(),
      eventType: testEventType,
      payload: JSON.stringify({ type: testEventType, timestamp: now.toISOString(), data: { webhookId: endpoint.id, actor: user.username } }),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
    });
    await em.flush();
    return delivery;
  });
  wakeWebhookWorkers();
  return deliveryOf(created);
}
