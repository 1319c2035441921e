/**
 * Which webhook events a kept version makes, and the outbox rows for them: written with the same
 * EntityManager as the change, inside its transaction (history.ts calls this as it keeps the
 * version), so a committed change is always delivered and a rolled-back one never is.
 *
 * Events are `<recordType>.<action>`: create, update (a version brought back is one too), delete (to
 * the trash), restore (out of it), and publish / unpublish when the field that makes a record public
 * (`isPublished`, `isActive`) turns on or off, besides that change's own event.
 */
import { randomUUID } from 'node:crypto';
import type { Em } from '../db/orm.ts';
import { changesBetween } from '../records/history/history.ts';
import { RecordVersion } from '../records/history/record-version.entity.ts';
import { definedKinds } from '../records/kinds.ts';
import { WebhookDelivery, WebhookEndpoint } from './webhook.entity.ts';

export const webhookActions = ['create', 'update', 'delete', 'restore', 'publish', 'unpublish'] as const;
export type WebhookAction = (typeof webhookActions)[number];

/** The event of a test sent from the admin or the API. */
export const testEventType = 'webhook.test';

/** The field that makes a record of each kind public, for the kinds that have one. */
export function publishedFlag(recordType: string): string | null {
  const kind = definedKinds().find((defined) => defined.definition.recordType === recordType);
  return kind?.definition.publishFlag ?? kind?.definition.admin?.status?.filter ?? null;
}

/** The actions a record kind has events for: publish and unpublish only where it has a field for them. */
export const actionsOf = (recordType: string): WebhookAction[] =>
  webhookActions.filter((action) => (action !== 'publish' && action !== 'unpublish') || publishedFlag(recordType) !== null);

const ownAction: Record<string, WebhookAction | undefined> = { create: 'create', update: 'update', revert: 'update', delete: 'delete', restore: 'restore' };

/** The events one kept version makes, given the version before it (null for none). */
export function eventsOf(kept: Pick<RecordVersion, 'recordType' | 'action' | 'snapshot'>, previous: Record<string, unknown> | null): WebhookAction[] {
  const own = ownAction[kept.action];
  if (!own) return [];
  const events: WebhookAction[] = [own];
  const flag = publishedFlag(kept.recordType);
  if (flag && (own === 'create' || own === 'update')) {
    const was = previous ? previous[flag] === true : false;
    const is = kept.snapshot[flag] === true;
    if (is && !was) events.push('publish');
    if (was && !is) events.push('unpublish');
  }
  return events;
}

/** The body of a record event: the Standard Webhooks shape, `{ type, timestamp, data }`. */
export function recordEventPayload(type: string, kept: RecordVersion, changedFields: string[]): string {
  return JSON.stringify({
    type,
    timestamp: kept.createdAt.toISOString(),
    data: {
      recordType: kept.recordType,
      key: kept.recordKey,
      version: kept.version,
      action: kept.action,
      actor: kept.actor ?? null,
      changedFields,
    },
  });
}

export const newMessageId = () => `msg_${randomUUID().replaceAll('-', '')}`;

/** Adds an outbox row for each active endpoint that asked for an event this version makes. */
export async function queueWebhookDeliveries(em: Em, kept: RecordVersion): Promise<void> {
  if (!ownAction[kept.action]) return;
  const endpoints = await em.find(WebhookEndpoint, { isActive: true }, { fields: ['id', 'events'] });
  const prefix = `${kept.recordType}.`;
  const listening = endpoints.filter((endpoint) => endpoint.events.some((event) => event.startsWith(prefix)));
  if (listening.length === 0) return;
  const previous =
    kept.action === 'create'
      ? null
      : await em.findOne(
          RecordVersion,
          { recordType: kept.recordType, recordKey: kept.recordKey, version: { $lt: kept.version } },
          { orderBy: { version: 'desc', id: 'desc' } },
        );
  const changedFields = changesBetween(previous?.snapshot ?? null, kept.snapshot).map((change) => change.field);
  const now = new Date();
  for (const action of eventsOf(kept, previous?.snapshot ?? null)) {
    const type = `${kept.recordType}.${action}`;
    const payload = recordEventPayload(type, kept, changedFields);
    for (const endpoint of listening) {
      if (!endpoint.events.includes(type)) continue;
      em.create(WebhookDelivery, {
        endpointId: endpoint.id,
        messageId: newMessageId(),
        eventType: type,
        recordType: kept.recordType,
        recordKey: kept.recordKey,
        payload,
        status: 'pending',
        attempts: 0,
        nextAttemptAt: now,
      });
    }
  }
}
