import { defineEntity, p } from '@mikro-orm/core';

/**
 * An endpoint an administrator registered to be told of record changes: where to send them, which
 * events (`page.update`, `faqEntry.publish` …), whether it is on, and the secret deliveries are
 * signed with. The secret must be kept as it is to sign with it (a hash would not do); the API shows
 * it once, when the endpoint is made.
 */
const WebhookEndpointSchema = defineEntity({
  name: 'WebhookEndpoint',
  tableName: 'webhook_endpoint',
  properties: {
    id: p.integer().primary(),
    url: p.string().length(2000),
    /** Event names, `<recordType>.<action>`. */
    events: p.json<string[]>(),
    isActive: p.boolean().default(true),
    secret: p.string().length(100),
    createdBy: p.string().length(50).nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
  },
});

export class WebhookEndpoint extends WebhookEndpointSchema.class {}
WebhookEndpointSchema.setClass(WebhookEndpoint);

export const deliveryStatuses = ['pending', 'succeeded', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

/**
 * One message to one endpoint: the outbox row written in the transaction of the change it tells of,
 * then the delivery log's entry. `payload` is kept as the exact text signed and sent, so a retry or a
 * redelivery sends the same bytes under the same `webhook-id`.
 */
const WebhookDeliverySchema = defineEntity({
  name: 'WebhookDelivery',
  tableName: 'webhook_delivery',
  indexes: [{ properties: ['status', 'nextAttemptAt'] }, { properties: ['endpointId', 'id'] }, { properties: ['endpointId', 'recordType', 'recordKey', 'id'] }],
  properties: {
    id: p.integer().primary(),
    endpointId: p.integer(),
    /** The Standard Webhooks message id (`webhook-id`), the same on every attempt. */
    messageId: p.string().length(40),
    eventType: p.string().length(60),
    recordType: p.string().length(30).nullable(),
    recordKey: p.string().length(200).nullable(),
    payload: p.text(),
    status: p.string().length(10).$type<DeliveryStatus>(),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime(),
    /** While an instance is sending it: no other instance takes it before then. */
    lockedUntil: p.datetime().nullable(),
    lastAttemptAt: p.datetime().nullable(),
    responseStatus: p.integer().nullable(),
    latencyMs: p.integer().nullable(),
    responseExcerpt: p.string().length(1000).nullable(),
    error: p.string().length(300).nullable(),
    /** For a redelivery asked for by an administrator: the delivery it repeats. */
    redeliveryOf: p.integer().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
    completedAt: p.datetime().nullable(),
  },
});

export class WebhookDelivery extends WebhookDeliverySchema.class {}
WebhookDeliverySchema.setClass(WebhookDelivery);
