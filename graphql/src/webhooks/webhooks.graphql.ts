/**
 * Webhooks through GraphQL: `webhooks`, `webhook`, `webhookEventChoices`, `webhookDeliveries`,
 * `createWebhook` (the secret returned once), `updateWebhook`, `deleteWebhook`,
 * `redeliverWebhookDelivery` and `sendTestWebhook`, each calling webhooks.service.ts.
 */
import { Arg, Args, Ctx, Field, InputType, Int, Mutation, ObjectType, Query, Resolver, registerEnumType } from 'type-graphql';
import type { RequestContext } from '../api/context.ts';
import { requireAdmin } from '../api/records.ts';
import { connectionType, PagingArgs } from '../api/connection-types.ts';
import { DatabaseCost } from '../api/limits.ts';
import { pageWindow, type Connection } from '../api/paging.ts';
import { DateTimeScalar } from '../api/scalars.ts';
import { enumOf, recordTypeEnum } from '../api/enums.ts';
import { webhookActions, type WebhookAction } from './events.ts';
import { deliveryStatuses, type DeliveryStatus } from './webhook.entity.ts';
import {
  createWebhook,
  deleteWebhook,
  eventChoices,
  getWebhook,
  listDeliveries,
  listWebhooks,
  redeliver,
  sendTestEvent,
  updateWebhook,
  type DeliveryView,
  type EventSelection,
  type WebhookView,
} from './webhooks.service.ts';

export const WebhookActionEnum = enumOf<WebhookAction>(webhookActions);
registerEnumType(WebhookActionEnum, {
  name: 'WebhookAction',
  description: 'What happened to a record, as a webhook event names it (`<recordType>.<action>`).',
  valuesConfig: {
    create: { description: 'A record was created.' },
    update: { description: 'A record was changed (an older version brought back included).' },
    delete: { description: 'A record was moved to the trash.' },
    restore: { description: 'A record was taken out of the trash.' },
    publish: { description: 'A record became public: its isPublished or isActive turned on (with its create or update event).' },
    unpublish: { description: 'A record stopped being public: its isPublished or isActive turned off (with its update event).' },
  },
});

export const WebhookDeliveryStatusEnum = enumOf<DeliveryStatus>(deliveryStatuses);
registerEnumType(WebhookDeliveryStatusEnum, {
  name: 'WebhookDeliveryStatus',
  description: 'Where a delivery stands.',
  valuesConfig: {
    pending: { description: 'Not delivered yet: waiting for its turn or its next retry.' },
    succeeded: { description: 'The endpoint answered 2xx.' },
    failed: { description: 'Given up after retries for 24 hours.' },
  },
});

@ObjectType('WebhookEventSelection', { simpleResolvers: true, description: 'The events of one record kind an endpoint listens to.' })
export class WebhookEventSelectionObject {
  @Field(() => recordTypeEnum(), { description: 'The record kind.' })
  recordType!: string;

  @Field(() => [WebhookActionEnum], { description: 'Its actions; each event is named `<recordType>.<action>`, e.g. page.update.' })
  actions!: WebhookAction[];
}

@InputType('WebhookEventSelectionInput', { description: 'Events of one record kind to listen to.' })
export class WebhookEventSelectionInput {
  @Field(() => recordTypeEnum(), { description: 'The record kind.' })
  recordType!: string;

  @Field(() => [WebhookActionEnum], { description: 'At least one; publish and unpublish only for kinds with isPublished or isActive.' })
  actions!: WebhookAction[];
}

@ObjectType('WebhookDelivery', { simpleResolvers: true, description: 'One message to one endpoint and how its delivery went: the delivery log.' })
export class WebhookDeliveryObject {
  @Field(() => Int, { description: 'Pass it to redeliverWebhookDelivery.' })
  id!: number;

  @Field(() => Int, { description: 'The endpoint it goes to.' })
  webhookId!: number;

  @Field(() => String, { description: 'The webhook-id header: the same on every attempt and redelivery, so a receiver can tell a repeat.' })
  messageId!: string;

  @Field(() => String, { description: 'e.g. page.update, or webhook.test.' })
  eventType!: string;

  @Field(() => recordTypeEnum(), { nullable: true, description: 'The record kind the event is about; null for a test event.' })
  recordType!: string | null;

  @Field(() => String, { nullable: true, description: "The record's key (its slug)." })
  recordKey!: string | null;

  @Field(() => String, { description: 'The JSON body sent, exactly as signed.' })
  payload!: string;

  @Field(() => WebhookDeliveryStatusEnum, { description: 'pending, delivered or failed.' })
  status!: DeliveryStatus;

  @Field(() => Int, { description: 'Attempts made so far.' })
  attempts!: number;

  @Field(() => Int, { nullable: true, description: "The last attempt's HTTP status; null when no answer came." })
  responseStatus!: number | null;

  @Field(() => Int, { nullable: true, description: "The last attempt's time to answer, in milliseconds." })
  latencyMs!: number | null;

  @Field(() => String, { nullable: true, description: "The last answer's first 500 characters." })
  responseExcerpt!: string | null;

  @Field(() => String, { nullable: true, description: 'Why the last attempt failed.' })
  error!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the delivery was queued.' })
  createdAt!: Date;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it was last tried; null before the first try.' })
  lastAttemptAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it is tried next, while pending.' })
  nextAttemptAt!: Date | null;

  @Field(() => DateTimeScalar, { nullable: true, description: 'When it succeeded or was given up.' })
  completedAt!: Date | null;

  @Field(() => Int, { nullable: true, description: 'For a redelivery: the delivery it repeats.' })
  redeliveryOf!: number | null;
}

@ObjectType('Webhook', {
  simpleResolvers: true,
  description: 'An endpoint told of record changes by signed HTTP POSTs (Standard Webhooks). Its secret is shown only when it is created.',
})
export class WebhookObject {
  @Field(() => Int, { description: 'Its id.' })
  id!: number;

  @Field(() => String, { description: 'Where deliveries are POSTed: an http(s) URL.' })
  url!: string;

  @Field(() => [WebhookEventSelectionObject], { description: 'The events it listens to.' })
  events!: EventSelection[];

  @Field(() => Boolean, { description: 'Whether changes are queued for it; a test event is sent either way.' })
  isActive!: boolean;

  @Field(() => String, { nullable: true, description: 'The administrator who created it.' })
  createdBy!: string | null;

  @Field(() => DateTimeScalar, { description: 'When the endpoint was added.' })
  createdAt!: Date;

  @Field(() => DateTimeScalar, { description: 'When the endpoint was last changed.' })
  updatedAt!: Date;

  @Field(() => WebhookDeliveryObject, {
    nullable: true,
    description: 'The newest entry of its delivery log (how the latest message went); null before the first.',
  })
  lastDelivery!: DeliveryView | null;
}

@ObjectType('CreatedWebhook', { simpleResolvers: true, description: 'A new webhook and its signing secret, shown this once.' })
export class CreatedWebhookObject {
  @Field(() => WebhookObject, { description: 'The endpoint as stored.' })
  webhook!: WebhookView;

  @Field(() => String, { description: 'The signing secret (whsec_…): give it to the receiver to verify signatures. It is not shown again.' })
  secret!: string;
}

@InputType('CreateWebhookInput', { description: 'A new webhook endpoint.' })
export class CreateWebhookInput {
  @Field(() => String, { description: 'An http(s) URL, at most 2000 characters, without a user name or password.' })
  url!: string;

  @Field(() => [WebhookEventSelectionInput], { description: 'The events to listen to, per record kind.' })
  events!: WebhookEventSelectionInput[];

  @Field(() => Boolean, { nullable: true, description: 'true when omitted.' })
  isActive?: boolean | null;
}

@InputType('UpdateWebhookInput', { description: 'Fields to change; those left out stay as they are.' })
export class UpdateWebhookInput {
  @Field(() => String, { nullable: true, description: 'The HTTPS or HTTP address deliveries are posted to.' })
  url?: string | null;

  @Field(() => [WebhookEventSelectionInput], { nullable: true, description: 'The events to listen to, per record kind, replacing the old ones.' })
  events?: WebhookEventSelectionInput[] | null;

  @Field(() => Boolean, { nullable: true, description: 'Whether deliveries are sent.' })
  isActive?: boolean | null;
}

const WebhookConnection = connectionType(WebhookObject, 'WebhookConnection', 'webhooks');
const WebhookDeliveryConnection = connectionType(WebhookDeliveryObject, 'WebhookDeliveryConnection', 'webhook deliveries');

/** An input object as plain data, the fields left out (or null where that means 'unchanged') dropped. */
const plain = (input: object): Record<string, unknown> =>
  Object.fromEntries(Object.entries(JSON.parse(JSON.stringify(input)) as Record<string, unknown>).filter(([, value]) => value !== null));

@Resolver()
export class WebhookResolver {
  @DatabaseCost(3)
  @Query(() => WebhookConnection, { description: 'The webhook endpoints, oldest first (see PageInfo). Requires sign-in.' })
  async webhooks(@Args(() => PagingArgs) paging: PagingArgs, @Ctx() ctx: RequestContext): Promise<Connection<WebhookView>> {
    return listWebhooks(ctx, pageWindow(paging));
  }

  @DatabaseCost(2)
  @Query(() => WebhookObject, { nullable: true, description: 'One webhook endpoint. Requires sign-in.' })
  async webhook(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<WebhookView> {
    return getWebhook(ctx, id);
  }

  @DatabaseCost(0)
  @Query(() => [WebhookEventSelectionObject], { description: 'Every record kind with the actions a webhook may listen to. Requires sign-in.' })
  webhookEventChoices(@Ctx() ctx: RequestContext): EventSelection[] {
    requireAdmin(ctx);
    return eventChoices();
  }

  @DatabaseCost(3)
  @Query(() => WebhookDeliveryConnection, { description: "A webhook's delivery log, newest first (see PageInfo). Requires sign-in." })
  async webhookDeliveries(
    @Arg('webhookId', () => Int) webhookId: number,
    @Args(() => PagingArgs) paging: PagingArgs,
    @Ctx() ctx: RequestContext,
  ): Promise<Connection<DeliveryView>> {
    return listDeliveries(ctx, webhookId, pageWindow(paging));
  }

  @DatabaseCost(4)
  @Mutation(() => CreatedWebhookObject, { description: 'Creates a webhook endpoint and returns its signing secret, once. Requires sign-in.' })
  async createWebhook(
    @Arg('input', () => CreateWebhookInput) input: CreateWebhookInput,
    @Ctx() ctx: RequestContext,
  ): Promise<{ webhook: WebhookView; secret: string }> {
    return createWebhook(ctx, plain(input));
  }

  @DatabaseCost(5)
  @Mutation(() => WebhookObject, { description: "Changes a webhook endpoint's URL, events or whether it is active. Requires sign-in." })
  async updateWebhook(
    @Arg('id', () => Int) id: number,
    @Arg('input', () => UpdateWebhookInput) input: UpdateWebhookInput,
    @Ctx() ctx: RequestContext,
  ): Promise<WebhookView> {
    return updateWebhook(ctx, id, plain(input));
  }

  @DatabaseCost(5)
  @Mutation(() => WebhookObject, { description: 'Deletes a webhook endpoint and its delivery log. Requires sign-in.' })
  async deleteWebhook(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<WebhookView> {
    return deleteWebhook(ctx, id);
  }

  @DatabaseCost(4)
  @Mutation(() => WebhookDeliveryObject, {
    description: 'Sends a delivered or given-up message again (same webhook-id and body), as a new delivery. Requires sign-in.',
  })
  async redeliverWebhookDelivery(@Arg('id', () => Int) id: number, @Ctx() ctx: RequestContext): Promise<DeliveryView> {
    return redeliver(ctx, id);
  }

  @DatabaseCost(4)
  @Mutation(() => WebhookDeliveryObject, { description: 'Sends a webhook.test event to the endpoint now. Requires sign-in.' })
  async sendTestWebhook(@Arg('webhookId', () => Int) webhookId: number, @Ctx() ctx: RequestContext): Promise<DeliveryView> {
    return sendTestEvent(ctx, webhookId);
  }
}
