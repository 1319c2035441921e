import { graphql } from '../../graphql/generated/gql.ts';

export const WebhooksQuery = graphql(`
  query AdminWebhooks($first: Int!, $offset: Int!) {
    webhooks(first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        url
        isActive
        createdBy
        createdAt
        events {
          recordType
          actions
        }
        lastDelivery {
          id
          eventType
          status
          responseStatus
          createdAt
          lastAttemptAt
        }
      }
    }
  }
`);

export const WebhookEventChoicesQuery = graphql(`
  query AdminWebhookEventChoices {
    webhookEventChoices {
      recordType
      actions
    }
  }
`);

export const CreateWebhookMutation = graphql(`
  mutation AdminCreateWebhook($input: CreateWebhookInput!) {
    createWebhook(input: $input) {
      secret
      webhook {
        id
        url
      }
    }
  }
`);

export const UpdateWebhookMutation = graphql(`
  mutation AdminUpdateWebhook($id: Int!, $input: UpdateWebhookInput!) {
    updateWebhook(id: $id, input: $input) {
      id
      url
      isActive
      events {
        recordType
        actions
      }
    }
  }
`);

export const DeleteWebhookMutation = graphql(`
  mutation AdminDeleteWebhook($id: Int!) {
    deleteWebhook(id: $id) {
      id
    }
  }
`);

export const WebhookDeliveriesQuery = graphql(`
  query AdminWebhookDeliveries($webhookId: Int!, $first: Int!, $offset: Int!) {
    webhookDeliveries(webhookId: $webhookId, first: $first, offset: $offset) {
      totalCount
      nodes {
        id
        eventType
        recordType
        recordKey
        status
        attempts
        responseStatus
        latencyMs
        responseExcerpt
        error
        createdAt
        lastAttemptAt
        nextAttemptAt
        completedAt
        redeliveryOf
      }
    }
  }
`);

export const RedeliverWebhookDeliveryMutation = graphql(`
  mutation AdminRedeliverWebhookDelivery($id: Int!) {
    redeliverWebhookDelivery(id: $id) {
      id
      status
    }
  }
`);

export const SendTestWebhookMutation = graphql(`
  mutation AdminSendTestWebhook($webhookId: Int!) {
    sendTestWebhook(webhookId: $webhookId) {
      id
      status
    }
  }
`);
