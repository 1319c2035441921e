/** OpenAPI for what integrators follow changes with: the webhook routes (webhooks.rest.ts) and the change feed (records/changes/change-feed.rest.ts). */
import { bearer, connection, errors, json, nextLink, pagingParameters, ref } from '../api/openapi.ts';
import type { JsonSchema } from '../api/validation.ts';
import { recordChangesPath } from '../records/changes/change-feed.rest.ts';
import { versionActions } from '../records/history/history.ts';
import { recordTypes } from '../records/history/record-types.ts';
import { webhookActions } from './events.ts';
import { deliveryStatuses } from './webhook.entity.ts';
import { deliveriesPath, webhooksPath } from './webhooks.rest.ts';

const timestamp = { type: 'string', format: 'date-time' };
const nullable = (schema: JsonSchema): JsonSchema => ({ ...schema, type: [schema.type as string, 'null'] });
const idParameter = { name: 'id', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9]{1,9}$' } };
const tags = ['Webhooks'];

export function integrationSchemas(): Record<string, JsonSchema> {
  const selection = {
    type: 'object',
    additionalProperties: false,
    properties: {
      recordType: { enum: recordTypes() },
      actions: {
        type: 'array',
        minItems: 1,
        items: { enum: [...webhookActions] },
        description: 'publish and unpublish only for kinds with isPublished or isActive.',
      },
    },
    required: ['recordType', 'actions'],
  };
  const webhook = {
    type: 'object',
    additionalProperties: false,
    properties: {
      id: { type: 'integer' },
      url: { type: 'string', maxLength: 2000 },
      events: { type: 'array', items: ref('WebhookEventSelection') },
      isActive: { type: 'boolean' },
      createdBy: { type: ['string', 'null'] },
      createdAt: timestamp,
      updatedAt: timestamp,
      lastDelivery: {
        anyOf: [ref('WebhookDelivery'), { type: 'null' }],
        description: 'The newest entry of its delivery log (how the latest message went); null before the first.',
      },
    },
    required: ['id', 'url', 'events', 'isActive', 'createdBy', 'createdAt', 'updatedAt', 'lastDelivery'],
  };
  const input = (required: boolean): JsonSchema => ({
    type: 'object',
    additionalProperties: false,
    properties: {
      url: { type: 'string', maxLength: 2000, description: 'An http(s) URL without a user name or password.' },
      events: { type: 'array', items: ref('WebhookEventSelection'), minItems: 1 },
      isActive: { type: 'boolean', description: 'true when omitted at creation.' },
    },
    ...(required ? { required: ['url', 'events'] } : {}),
  });
  const delivery = {
    type: 'object',
    additionalProperties: false,
    properties: {
      id: { type: 'integer' },
      webhookId: { type: 'integer' },
      messageId: { type: 'string', description: 'The webhook-id header, the same on every attempt and redelivery.' },
      eventType: { type: 'string', description: 'e.g. page.update, or webhook.test.' },
      recordType: { enum: [...recordTypes(), null] },
      recordKey: { type: ['string', 'null'] },
      payload: { type: 'string', description: 'The JSON body sent, exactly as signed.' },
      status: { enum: [...deliveryStatuses] },
      attempts: { type: 'integer', minimum: 0 },
      responseStatus: { type: ['integer', 'null'] },
      latencyMs: { type: ['integer', 'null'] },
      responseExcerpt: { type: ['string', 'null'], maxLength: 500 },
      error: { type: ['string', 'null'] },
      createdAt: timestamp,
      lastAttemptAt: nullable(timestamp),
      nextAttemptAt: nullable(timestamp),
      completedAt: nullable(timestamp),
      redeliveryOf: { type: ['integer', 'null'] },
    },
    required: [
      'id',
      'webhookId',
      'messageId',
      'eventType',
      'recordType',
      'recordKey',
      'payload',
      'status',
      'attempts',
      'responseStatus',
      'latencyMs',
      'responseExcerpt',
      'error',
      'createdAt',
      'lastAttemptAt',
      'nextAttemptAt',
      'completedAt',
      'redeliveryOf',
    ],
  };
  const change = {
    type: 'object',
    additionalProperties: false,
    properties: {
      cursor: { type: 'string', description: 'Pass it as `after` to read on from just after this change.' },
      recordType: { enum: recordTypes() },
      key: { type: 'string' },
      version: { type: 'integer', minimum: 1 },
      action: { enum: versionActions },
      actor: { type: ['string', 'null'] },
      changedAt: timestamp,
      changedFields: { type: 'array', items: { type: 'string' } },
      record: { type: 'object', description: "The record's fields as the change left them." },
    },
    required: ['cursor', 'recordType', 'key', 'version', 'action', 'actor', 'changedAt', 'changedFields', 'record'],
  };
  return {
    WebhookEventSelection: selection,
    Webhook: webhook,
    WebhookCreate: input(true),
    WebhookUpdate: input(false),
    CreatedWebhook: {
      type: 'object',
      additionalProperties: false,
      properties: { webhook: ref('Webhook'), secret: { type: 'string', pattern: '^whsec_', description: 'Shown this once.' } },
      required: ['webhook', 'secret'],
    },
    WebhookDelivery: delivery,
    RecordChange: change,
  };
}

export function integrationPaths(): Record<string, unknown> {
  return {
    [recordChangesPath]: {
      get: {
        operationId: 'recordChanges',
        summary: 'Every change to every record, in commit order, after a cursor: sync from the start, then follow with the last endCursor',
        tags: ['Changes'],
        security: bearer,
        parameters: [
          { name: 'after', in: 'query', description: "A cursor from this feed (a page's endCursor); from the start when omitted.", schema: { type: 'string' } },
          pagingParameters[0],
        ],
        responses: {
          '200': {
            description: 'A page of changes; endCursor is null on an empty page (keep your cursor)',
            headers: nextLink,
            ...json(connection(ref('RecordChange'))),
          },
          ...errors(400, 401, 429),
        },
      },
    },
    [webhooksPath]: {
      get: {
        operationId: 'webhooks',
        summary: 'The webhook endpoints, oldest first',
        tags,
        security: bearer,
        parameters: pagingParameters,
        responses: { '200': { description: 'A page of webhooks', headers: nextLink, ...json(connection(ref('Webhook'))) }, ...errors(400, 401, 429) },
      },
      post: {
        operationId: 'createWebhook',
        summary: 'Creates a webhook endpoint; its signing secret is in this answer only',
        tags,
        security: bearer,
        requestBody: { required: true, ...json(ref('WebhookCreate')) },
        responses: { '201': { description: 'Created', ...json(ref('CreatedWebhook')) }, ...errors(400, 401, 403, 415, 429) },
      },
    },
    [`${webhooksPath}/{id}`]: {
      get: {
        operationId: 'webhook',
        summary: 'One webhook endpoint',
        tags,
        security: bearer,
        parameters: [idParameter],
        responses: { '200': { description: 'The webhook', ...json(ref('Webhook')) }, ...errors(400, 401, 404, 429) },
      },
      put: {
        operationId: 'updateWebhook',
        summary: "Changes a webhook's URL, events or whether it is active; fields left out stay",
        tags,
        security: bearer,
        parameters: [idParameter],
        requestBody: { required: true, ...json(ref('WebhookUpdate')) },
        responses: { '200': { description: 'The webhook as saved', ...json(ref('Webhook')) }, ...errors(400, 401, 403, 404, 415, 429) },
      },
      delete: {
        operationId: 'deleteWebhook',
        summary: 'Deletes a webhook endpoint and its delivery log',
        tags,
        security: bearer,
        parameters: [idParameter],
        responses: { '200': { description: 'The webhook as it was', ...json(ref('Webhook')) }, ...errors(400, 401, 403, 404, 429) },
      },
    },
    [`${webhooksPath}/{id}/deliveries`]: {
      get: {
        operationId: 'webhookDeliveries',
        summary: "A webhook's delivery log, newest first",
        tags,
        security: bearer,
        parameters: [idParameter, ...pagingParameters],
        responses: {
          '200': { description: 'A page of deliveries', headers: nextLink, ...json(connection(ref('WebhookDelivery'))) },
          ...errors(400, 401, 404, 429),
        },
      },
    },
    [`${webhooksPath}/{id}/test`]: {
      post: {
        operationId: 'sendTestWebhook',
        summary: 'Sends a webhook.test event to the endpoint now',
        tags,
        security: bearer,
        parameters: [idParameter],
        responses: { '201': { description: 'The delivery queued', ...json(ref('WebhookDelivery')) }, ...errors(400, 401, 403, 404, 429) },
      },
    },
    [`${deliveriesPath}/{id}/redeliver`]: {
      post: {
        operationId: 'redeliverWebhookDelivery',
        summary: 'Sends a delivered or given-up message again (same webhook-id and body) as a new delivery',
        tags,
        security: bearer,
        parameters: [idParameter],
        responses: { '201': { description: 'The new delivery', ...json(ref('WebhookDelivery')) }, ...errors(400, 401, 403, 404, 409, 429) },
      },
    },
  };
}
