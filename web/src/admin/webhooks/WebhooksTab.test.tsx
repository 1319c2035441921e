// @vitest-environment jsdom
import { ApolloProvider } from '@apollo/client/react';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { UiProvider } from '../../shared/ui/UiProvider.tsx';
import { makeAdminClient } from '../apollo.ts';
import { dashboardSearch } from '../search.ts';
import { WebhooksTab } from './WebhooksTab.tsx';

interface Call {
  operationName: string;
  variables: Record<string, unknown>;
}

/** What the fake server answers, by operation; each answer may read the call. */
type Answers = Record<string, (variables: Record<string, unknown>) => { data?: unknown; errors?: unknown[] }>;

let calls: Call[] = [];

/** The admin's real GraphQL client, talking to a fake server through `fetch`. */
function serve(answers: Answers) {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      const { operationName, variables } = JSON.parse(String(init.body)) as Call;
      calls.push({ operationName, variables });
      const answer = answers[operationName]?.(variables ?? {}) ?? {
        errors: [{ message: `No answer for ${operationName}`, extensions: { code: 'INTERNAL_SERVER_ERROR' } }],
      };
      return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/json' } });
    }),
  );
}

const choices = [
  { recordType: 'page', actions: ['create', 'update', 'delete', 'restore', 'publish', 'unpublish'] },
  { recordType: 'seoMeta', actions: ['create', 'update', 'delete', 'restore'] },
  { recordType: 'redirect', actions: ['create', 'update', 'delete', 'restore', 'publish', 'unpublish'] },
];

const receiverUrl = 'https://hooks.example/calc';

function webhook(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Webhook',
    id: 7,
    url: receiverUrl,
    isActive: true,
    createdBy: 'admin',
    createdAt: '2026-11-28T09:00:00.000Z',
    events: [{ __typename: 'WebhookEventSelection', recordType: 'page', actions: ['update', 'publish'] }],
    lastDelivery: {
      __typename: 'WebhookDelivery',
      id: 41,
      eventType: 'page.update',
      status: 'failed',
      responseStatus: 503,
      createdAt: '2026-11-28T09:01:00.000Z',
      lastAttemptAt: '2026-11-29T09:01:00.000Z',
    },
    ...overrides,
  };
}

function delivery(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'WebhookDelivery',
    id: 41,
    eventType: 'page.update',
    recordType: 'page',
    recordKey: 'about-us',
    status: 'failed',
    attempts: 14,
    responseStatus: 503,
    latencyMs: 87,
    responseExcerpt: 'Service Unavailable: try later',
    error: 'The receiver answered 503.',
    createdAt: '2026-11-28T09:01:00.000Z',
    lastAttemptAt: '2026-11-29T09:01:00.000Z',
    nextAttemptAt: null,
    completedAt: '2026-11-29T09:01:00.000Z',
    redeliveryOf: null,
    ...overrides,
  };
}

const list = (nodes: unknown[]) => () => ({ data: { webhooks: { __typename: 'WebhookConnection', totalCount: nodes.length, nodes } } });

/** A kind as recordKinds describes it, with only what the webhooks tab reads filled in. */
function kindInfo(name: string, recordType: string, heading: string, keyField: string) {
  return {
    __typename: 'RecordKindInfo',
    name,
    recordType,
    noun: name.toLowerCase(),
    heading,
    keyField,
    singleton: false,
    singletonKey: null,
    operations: [],
    tableColumns: [],
    orders: [],
    searchHint: '',
    fields: [],
    status: null,
    sitePath: null,
    offerRedirect: false,
    layout: null,
    tab: recordType,
    tabLabel: heading,
  };
}

const common: Answers = {
  AdminWebhookEventChoices: () => ({ data: { webhookEventChoices: choices.map((choice) => ({ __typename: 'WebhookEventSelection', ...choice })) } }),
  // A kind made from a definition is named by its heading, as its tab is.
  AdminRecordKinds: () => ({
    data: {
      recordKinds: [
        kindInfo('Page', 'page', 'Pages', 'pageSlug'),
        kindInfo('SeoMeta', 'seoMeta', 'SEO meta', 'pageSlug'),
        kindInfo('Redirect', 'redirect', 'Redirects', 'fromPath'),
      ],
    },
  }),
};

/** The tab inside the dashboard's route, as the admin draws it. */
async function renderTab() {
  const root = createRootRoute({ component: Outlet });
  const admin = createRoute({ getParentRoute: () => root, path: 'admin', component: Outlet });
  const dashboard = createRoute({ getParentRoute: () => admin, path: 'dashboard', validateSearch: dashboardSearch, component: WebhooksTab });
  const router = createRouter({
    routeTree: root.addChildren([admin.addChildren([dashboard])]),
    history: createMemoryHistory({ initialEntries: ['/admin/dashboard?tab=webhooks'] }),
  });
  await router.load();
  render(
    <UiProvider>
      <ApolloProvider client={makeAdminClient()}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </UiProvider>,
  );
  return userEvent.setup();
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

describe('the webhooks tab', () => {
  it('lists each endpoint with its events, state and how its latest delivery went', async () => {
    serve({
      ...common,
      AdminWebhooks: list([webhook(), webhook({ id: 8, url: 'https://b.example/in', isActive: false, lastDelivery: null, events: choices })]),
    });
    await renderTab();
    const table = await screen.findByRole('table', { name: 'Webhooks' });
    const [, first, second] = within(table).getAllByRole('row');
    expect(within(first!).getByRole('rowheader')).toHaveTextContent(receiverUrl);
    expect(first).toHaveTextContent('Pages: update, publish');
    expect(first).toHaveTextContent('Active');
    expect(first).toHaveTextContent('Failed HTTP 503');
    expect(second).toHaveTextContent('Every event');
    expect(second).toHaveTextContent('Inactive');
    expect(second).toHaveTextContent('None yet');
    expect(screen.getByText('Showing 2 of 2')).toBeInTheDocument();
  });

  it('creates a webhook with the events ticked per kind, shows its secret once, and never again once dismissed', async () => {
    let created = false;
    serve({
      ...common,
      AdminWebhooks: () => list(created ? [webhook({ lastDelivery: null })] : [])(),
      AdminCreateWebhook: () => {
        created = true;
        return {
          data: {
            createWebhook: {
              __typename: 'CreatedWebhook',
              secret: 'whsec_c2VjcmV0IHNob3duIG9uY2U=',
              webhook: { __typename: 'Webhook', id: 7, url: receiverUrl },
            },
          },
        };
      },
    });
    const user = await renderTab();
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const form = await screen.findByRole('form', { name: 'Add webhook' });
    // Pasted, as an address usually is: one input event instead of a render per character.
    await user.click(within(form).getByLabelText(/Endpoint URL/));
    await user.paste(receiverUrl);
    await user.click(within(within(form).getByRole('group', { name: 'Pages' })).getByLabelText('Update'));
    await user.click(within(within(form).getByRole('group', { name: 'Pages' })).getByLabelText('Publish'));
    await user.click(within(within(form).getByRole('group', { name: 'Redirects' })).getByLabelText('Delete'));
    expect(within(form).getByText('3 events chosen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create webhook' }));

    const secret = await screen.findByLabelText('Signing secret');
    expect(secret).toHaveTextContent('whsec_c2VjcmV0IHNob3duIG9uY2U=');
    expect(screen.getByText(`Copy the signing secret of ${receiverUrl} now: it is not shown again.`)).toHaveFocus();
    expect(calls.find((call) => call.operationName === 'AdminCreateWebhook')?.variables).toEqual({
      input: {
        url: receiverUrl,
        isActive: true,
        events: [
          { recordType: 'page', actions: ['update', 'publish'] },
          { recordType: 'redirect', actions: ['delete'] },
        ],
      },
    });
    expect(await screen.findByRole('rowheader', { name: receiverUrl })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain('whsec_');
  });

  it("shows the server's field messages beside their fields and moves focus to the first", async () => {
    serve({
      ...common,
      AdminWebhooks: list([]),
      AdminCreateWebhook: () => ({
        errors: [
          {
            message: 'Some fields are not valid.',
            extensions: { code: 'BAD_USER_INPUT', fields: { url: 'must be an http:// or https:// URL', events: 'must name at least one event' } },
          },
        ],
      }),
    });
    const user = await renderTab();
    await user.click(await screen.findByRole('button', { name: 'Add webhook' }));
    const form = await screen.findByRole('form', { name: 'Add webhook' });
    const url = within(form).getByLabelText(/Endpoint URL/);
    await user.click(url);
    await user.paste('ftp://files.example');
    await user.click(screen.getByRole('button', { name: 'Create webhook' }));

    expect(await within(form).findByText('Endpoint URL must be an http:// or https:// URL')).toBeInTheDocument();
    expect(within(form).getByText('Events must name at least one event')).toBeInTheDocument();
    await waitFor(() => expect(url).toHaveFocus());
    expect(url).toHaveAttribute('aria-invalid', 'true');
    expect(url.getAttribute('aria-describedby')).toContain(within(form).getByText('Endpoint URL must be an http:// or https:// URL').id);
    // Nothing was created, so no secret.
    expect(screen.queryByLabelText('Signing secret')).not.toBeInTheDocument();
  });

  it("opens an endpoint's delivery log, redelivers one and sends a test event, reading the log again after each", async () => {
    let log = [delivery()];
    serve({
      ...common,
      AdminWebhooks: list([webhook()]),
      AdminWebhookDeliveries: () => ({ data: { webhookDeliveries: { __typename: 'WebhookDeliveryConnection', totalCount: log.length, nodes: log } } }),
      AdminRedeliverWebhookDelivery: ({ id }) => {
        log = [
          delivery({ id: 42, status: 'succeeded', attempts: 1, responseStatus: 200, latencyMs: 12, responseExcerpt: 'thanks', error: null, redeliveryOf: id }),
          ...log,
        ];
        return { data: { redeliverWebhookDelivery: { __typename: 'WebhookDelivery', id: 42, status: 'pending' } } };
      },
      AdminSendTestWebhook: ({ webhookId }) => {
        expect(webhookId).toBe(7);
        log = [
          delivery({
            id: 43,
            eventType: 'webhook.test',
            recordType: null,
            recordKey: null,
            status: 'succeeded',
            attempts: 1,
            responseStatus: 204,
            responseExcerpt: null,
            error: null,
          }),
          ...log,
        ];
        return { data: { sendTestWebhook: { __typename: 'WebhookDelivery', id: 43, status: 'pending' } } };
      },
    });
    const user = await renderTab();
    await user.click(await screen.findByRole('button', { name: `Delivery log of ${receiverUrl}` }));
    const entries = await screen.findByRole('list', { name: `Deliveries to ${receiverUrl}, newest first` });
    const failed = within(entries).getByRole('listitem');
    expect(failed).toHaveTextContent('page.update of about-us');
    expect(failed).toHaveTextContent('Failed');
    for (const [label, value] of [
      ['HTTP status', '503'],
      ['Latency', '87 ms'],
      ['Attempts', '14'],
    ] as const)
      expect(within(failed).getByText(label).nextElementSibling).toHaveTextContent(value);
    expect(failed).toHaveTextContent('The receiver answered 503.');
    expect(failed).toHaveTextContent('Service Unavailable: try later');

    await user.click(within(failed).getByRole('button', { name: 'Redeliver #41: page.update of about-us' }));
    await waitFor(() => expect(within(entries).getAllByRole('listitem')).toHaveLength(2));
    expect(calls.find((call) => call.operationName === 'AdminRedeliverWebhookDelivery')?.variables).toEqual({ id: 41 });
    expect(within(entries).getAllByRole('listitem')[0]).toHaveTextContent('(a redelivery of #41)');

    await user.click(screen.getByRole('button', { name: 'Send a test event' }));
    await waitFor(() => expect(within(entries).getAllByRole('listitem')).toHaveLength(3));
    expect(within(entries).getAllByRole('listitem')[0]).toHaveTextContent('webhook.test');
    expect(within(entries).getAllByRole('listitem')[0]).toHaveTextContent('204');
  });
});
