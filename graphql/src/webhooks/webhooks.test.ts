/**
 * Webhooks end to end: endpoints managed through both doors with the secret shown once; every record
 * change of a subscribed kind delivered, signed (checked with the library's `Webhook.verify`), with
 * its kind, key, version, actor and changed fields; a rolled-back change never delivered; a
 * receiver that was down gets every event later, in order per record; private targets refused; the
 * delivery log with redeliver and a test event; and, on PostgreSQL, three instances delivering each
 * change exactly once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../scripts/test-conditions.ts';
import type { RequestContext } from '../api/context.ts';
import { seedCatalogue } from '../db/seed.ts';
import { pageKind } from '../records/page/page.ts';
import { testServer, type TestServer } from '../test/server.ts';
import { startReceiver, waitFor, type Receiver } from './receiver.test-helper.ts';
import { refusedAddress } from './targets.ts';
import { WebhookDelivery } from './webhook.entity.ts';

const fast = { pollMs: 50, retryBaseMs: 50, retryCapMs: 200, allowPrivateTargets: true, timeoutMs: 2000 };

let server: TestServer;
let cookie: string;
let receiver: Receiver;

beforeAll(async () => {
  server = await testServer({ webhooks: fast });
  await seedCatalogue(server.em());
  cookie = await server.signIn();
  receiver = await startReceiver();
});

afterAll(async () => {
  await server?.close();
  await receiver?.close();
});

const createWebhook = `mutation($input: CreateWebhookInput!) { createWebhook(input: $input) { secret webhook { id url isActive events { recordType actions } } } }`;

async function makeWebhook(target: TestServer, url: string, events: { recordType: string; actions: string[] }[]) {
  const answer = await target.graphql(createWebhook, { input: { url, events } }, cookie);
  expect(answer.errors).toBeUndefined();
  return (answer.data as { createWebhook: { secret: string; webhook: { id: number } } }).createWebhook;
}

async function updatePage(target: TestServer, slug: string, input: Record<string, unknown>) {
  const answer = await target.graphql(
    `mutation($s: String!, $i: PageInput!) { updatePage(pageSlug: $s, input: $i) { version } }`,
    { s: slug, i: input },
    cookie,
  );
  expect(answer.errors).toBeUndefined();
}

describe('webhook endpoints', () => {
  it('shows the secret once, at creation, and refuses bad input field by field', async () => {
    const created = await makeWebhook(server, 'https://hooks.example/calc', [{ recordType: 'page', actions: ['create', 'update'] }]);
    expect(created.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = await server.graphql(`{ webhooks { totalCount nodes { id url events { recordType actions } } } }`, {}, cookie);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    const rest = await server.rest('GET', `/api/admin/webhooks/${created.webhook.id}`, undefined, cookie);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      id: created.webhook.id,
      url: 'https://hooks.example/calc',
      events: [{ recordType: 'page', actions: ['create', 'update'] }],
    });
    expect(rest.text).not.toContain(created.secret);

    const bad = await server.rest('POST', '/api/admin/webhooks', { url: 'ftp://x.example', events: [{ recordType: 'user', actions: ['create'] }] }, cookie);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { url: 'must be an http:// or https:// URL', events: expect.stringContaining('recordType must be one of') },
    });
    const noPublish = await server.rest(
      'POST',
      '/api/admin/webhooks',
      { url: 'https://a.example', events: [{ recordType: 'seoMeta', actions: ['publish'] }] },
      cookie,
    );
    expect(noPublish.body).toMatchObject({ fields: { events: expect.stringContaining('actions for seoMeta must be among') } });
    expect((await server.rest('GET', '/api/admin/webhooks')).status).toBe(401);
    await server.rest('DELETE', `/api/admin/webhooks/${created.webhook.id}`, undefined, cookie);
  });
});

describe('deliveries', () => {
  it('delivers a committed change, signed, with kind, key, version, actor and changed fields; publish and unpublish too', async () => {
    receiver.received.length = 0;
    const { secret, webhook } = await makeWebhook(server, receiver.url, [{ recordType: 'page', actions: ['update', 'publish', 'unpublish'] }]);
    receiver.secret = secret;
    await updatePage(server, 'terms', { title: 'Terms of use, revised' });
    await updatePage(server, 'terms', { isPublished: false });
    await updatePage(server, 'terms', { isPublished: true, description: 'Back again.' });
    await waitFor(() => receiver.received.length >= 5);
    expect(receiver.received.every((message) => message.verified)).toBe(true);
    expect(receiver.received.map((message) => [message.type, message.data.version, message.data.changedFields])).toEqual([
      ['page.update', 2, ['title']],
      ['page.update', 3, ['isPublished']],
      ['page.unpublish', 3, ['isPublished']],
      ['page.update', 4, ['description', 'isPublished']],
      ['page.publish', 4, ['description', 'isPublished']],
    ]);
    expect(receiver.received[0]!.data).toEqual({ recordType: 'page', key: 'terms', version: 2, action: 'update', actor: 'admin', changedFields: ['title'] });

    // The log: each delivered once, with its status and latency.
    const log = await server.rest('GET', `/api/admin/webhooks/${webhook.id}/deliveries`, undefined, cookie);
    const entries = (
      log.body as { nodes: { id: number; status: string; attempts: number; responseStatus: number; latencyMs: number; responseExcerpt: string }[] }
    ).nodes;
    expect(entries).toHaveLength(5);
    expect(
      entries.every((entry) => entry.status === 'succeeded' && entry.attempts === 1 && entry.responseStatus === 200 && entry.responseExcerpt === 'thanks'),
    ).toBe(true);
    expect(entries.every((entry) => entry.latencyMs >= 0)).toBe(true);

    // Redeliver: the same message (webhook-id) again, as a new entry; a test event.
    const first = entries[entries.length - 1]!;
    const again = await server.graphql(`mutation($id: Int!) { redeliverWebhookDelivery(id: $id) { id redeliveryOf status } }`, { id: first.id }, cookie);
    expect(again.data).toMatchObject({ redeliverWebhookDelivery: { redeliveryOf: first.id, status: 'pending' } });
    const test = await server.rest('POST', `/api/admin/webhooks/${webhook.id}/test`, undefined, cookie);
    expect(test.status).toBe(201);
    await waitFor(() => receiver.received.length >= 7);
    expect(receiver.received[5]!.id).toBe(receiver.received[0]!.id);
    expect(receiver.received[6]).toMatchObject({ type: 'webhook.test', verified: true });

    // Each endpoint in the list carries its log's newest entry: here the test event, on both doors.
    const testId = (test.body as { id: number }).id;
    const lastOf = async () =>
      (
        (await server.graphql(`{ webhooks { nodes { id lastDelivery { id eventType status responseStatus } } } }`, {}, cookie)).data as {
          webhooks: { nodes: { id: number; lastDelivery: { id: number; eventType: string; status: string; responseStatus: number | null } | null }[] };
        }
      ).webhooks.nodes.find((node) => node.id === webhook.id)?.lastDelivery;
    let last = await lastOf();
    for (let tries = 0; tries < 100 && last?.status !== 'succeeded'; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      last = await lastOf();
    }
    expect(last).toEqual({ id: testId, eventType: 'webhook.test', status: 'succeeded', responseStatus: 200 });
    const one = await server.rest('GET', `/api/admin/webhooks/${webhook.id}`, undefined, cookie);
    expect(one.body).toMatchObject({ lastDelivery: { id: testId, eventType: 'webhook.test', status: 'succeeded' } });
    const fresh = await makeWebhook(server, 'https://hooks.example/unused', [{ recordType: 'seoMeta', actions: ['delete'] }]);
    const freshOne = await server.rest('GET', `/api/admin/webhooks/${fresh.webhook.id}`, undefined, cookie);
    expect(freshOne.body).toMatchObject({ lastDelivery: null });
    await server.graphql(`mutation($id: Int!) { deleteWebhook(id: $id) { id } }`, { id: fresh.webhook.id }, cookie);
    await server.graphql(`mutation($id: Int!) { deleteWebhook(id: $id) { id } }`, { id: webhook.id }, cookie);
  });

  it('never delivers a change whose transaction rolled back', async () => {
    receiver.received.length = 0;
    const { secret, webhook } = await makeWebhook(server, receiver.url, [{ recordType: 'page', actions: ['update'] }]);
    receiver.secret = secret;
    const em = server.em();
    const ctx = { em, user: { username: 'admin' }, ip: '127.0.0.1', apiToken: null } as unknown as RequestContext;
    await expect(
      em.transactional(async (tx) => {
        await pageKind.service.update({ ...ctx, em: tx }, 'privacy', { title: 'Never seen' });
        expect(await tx.count(WebhookDelivery, { endpointId: webhook.id })).toBe(1);
        throw new Error('something after the change failed');
      }),
    ).rejects.toThrow('something after the change failed');
    await updatePage(server, 'privacy', { title: 'Seen' });
    await waitFor(() => receiver.received.length >= 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.received.map((message) => message.data.changedFields)).toEqual([['title']]);
    expect(await server.em().count(WebhookDelivery, { endpointId: webhook.id })).toBe(1);
    await server.graphql(`mutation($id: Int!) { deleteWebhook(id: $id) { id } }`, { id: webhook.id }, cookie);
  });

  it('gets every event to a receiver that was down, later, in order per record', async () => {
    receiver.received.length = 0;
    const { secret, webhook } = await makeWebhook(server, receiver.url, [
      { recordType: 'page', actions: ['update'] },
      { recordType: 'calculator', actions: ['update'] },
    ]);
    receiver.secret = secret;
    await receiver.stop();
    for (let round = 1; round <= 4; round += 1) {
      await updatePage(server, 'contact', { description: `Round ${round}` });
      await server.graphql(
        `mutation($i: CalculatorInput!) { updateCalculator(calculatorSlug: "college-gpa-calculator", input: $i) { version } }`,
        { i: { description: `Round ${round}` } },
        cookie,
      );
    }
    // Refused connections, then answers of 503: every delivery is retried.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await receiver.start();
    receiver.failing = true;
    await new Promise((resolve) => setTimeout(resolve, 400));
    receiver.failing = false;
    await waitFor(() => receiver.received.filter((message) => message.verified).length >= 8);
    const order = (key: string) => receiver.received.filter((message) => message.verified && message.data.key === key).map((message) => message.data.version);
    expect(order('contact')).toEqual([2, 3, 4, 5]);
    expect(order('college-gpa-calculator')).toEqual([2, 3, 4, 5]);
    // The receiver has them; the worker records each answer just after.
    let rows = await server.em().find(WebhookDelivery, { endpointId: webhook.id });
    for (let tries = 0; tries < 100 && !rows.every((row) => row.status === 'succeeded'); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      rows = await server.em().find(WebhookDelivery, { endpointId: webhook.id });
    }
    expect(rows.map((row) => row.status)).toEqual(Array(8).fill('succeeded'));
    expect(Math.max(...rows.map((row) => row.attempts))).toBeGreaterThan(1);
    await server.graphql(`mutation($id: Int!) { deleteWebhook(id: $id) { id } }`, { id: webhook.id }, cookie);
  });

  it('loses nothing when no instance was running to deliver: the next one to start does', async () => {
    const quiet = await testServer({ database: server.database });
    receiver.received.length = 0;
    const { secret, webhook } = await makeWebhook(quiet, receiver.url, [{ recordType: 'faqEntry', actions: ['update'] }]);
    receiver.secret = secret;
    const faq = await quiet.graphql(`{ faqEntries(first: 1) { nodes { faqSlug } } }`, {}, cookie);
    const faqSlug = (faq.data as { faqEntries: { nodes: { faqSlug: string }[] } }).faqEntries.nodes[0]!.faqSlug;
    const changed = await quiet.graphql(`mutation($s: String!) { updateFaqEntry(faqSlug: $s, input: { sortOrder: 42 }) { version } }`, { s: faqSlug }, cookie);
    expect(changed.errors).toBeUndefined();
    await quiet.close();
    await waitFor(() => receiver.received.length >= 1);
    expect(receiver.received[0]).toMatchObject({ type: 'faqEntry.update', verified: true, data: { key: faqSlug, changedFields: ['sortOrder'] } });
    await server.graphql(`mutation($id: Int!) { deleteWebhook(id: $id) { id } }`, { id: webhook.id }, cookie);
  });
});

describe('private targets', () => {
  it('refuses loopback, private, link-local, metadata and reserved addresses, plain or inside IPv6', () => {
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '172.20.0.1',
      '192.168.1.1',
      '169.254.169.254',
      '100.100.100.200',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fd00:ec2::254',
      'fe80::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '64:ff9b::a9fe:a9fe',
      '2002:c0a8:101::1',
    ]) {
      expect(refusedAddress(address), address).not.toBeNull();
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001:80b::200e']) expect(refusedAddress(address), address).toBeNull();
  });

  // It starts and seeds a server of its own, which a busy machine may take most of the default time over.
  it('are refused at delivery time, after resolving the name, unless allowed; nothing reaches them', { timeout: 60_000 }, async () => {
    // An instance of its own, on a database of its own: no other worker may deliver meanwhile.
    const strict = await testServer({ webhooks: { ...fast, allowPrivateTargets: false } });
    await seedCatalogue(strict.em());
    const strictCookie = await strict.signIn();
    receiver.received.length = 0;
    const made = await strict.graphql(
      createWebhook,
      { input: { url: receiver.url.replace('127.0.0.1', 'localhost'), events: [{ recordType: 'page', actions: ['update'] }] } },
      strictCookie,
    );
    const webhookId = (made.data as { createWebhook: { webhook: { id: number } } }).createWebhook.webhook.id;
    const changed = await strict.graphql(`mutation { updatePage(pageSlug: "dmca", input: { description: "Private?" }) { version } }`, {}, strictCookie);
    expect(changed.errors).toBeUndefined();
    const log = async () =>
      (
        (
          await strict.graphql(
            `query($id: Int!) { webhookDeliveries(webhookId: $id) { nodes { status attempts error responseStatus } } }`,
            { id: webhookId },
            strictCookie,
          )
        ).data as { webhookDeliveries: { nodes: { attempts: number; error: string; responseStatus: number | null }[] } }
      ).webhookDeliveries.nodes;
    let entries = await log();
    for (let tries = 0; tries < 200 && (entries[0]?.attempts ?? 0) < 2; tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      entries = await log();
    }
    expect(entries[0]).toMatchObject({ status: 'pending', responseStatus: null, error: expect.stringContaining('loopback, private, link-local or reserved') });
    expect(entries[0]!.attempts).toBeGreaterThanOrEqual(2);
    expect(receiver.received).toEqual([]);
    await strict.close();
  });
});

describe('three instances on one PostgreSQL database', needs('postgres'), () => {
  it('deliver each change exactly once', async () => {
    const instances = await Promise.all([0, 1, 2].map(() => testServer({ database: server.database, webhooks: fast })));
    receiver.received.length = 0;
    const { secret, webhook } = await makeWebhook(instances[0]!, receiver.url, [{ recordType: 'calculator', actions: ['update'] }]);
    receiver.secret = secret;
    const slugs = ['percentage-calculator', 'college-gpa-calculator', 'tv-height-calculator', 'acres-calculator'];
    for (let round = 1; round <= 3; round += 1) {
      await Promise.all(
        slugs.map((slug, index) =>
          instances[index % 3]!.graphql(
            `mutation($s: String!, $i: CalculatorInput!) { updateCalculator(calculatorSlug: $s, input: $i) { version } }`,
            { s: slug, i: { sortOrder: 100 + round } },
            cookie,
          ),
        ),
      );
    }
    await waitFor(() => receiver.received.length >= 12);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const ids = receiver.received.map((message) => message.id);
    expect(ids).toHaveLength(12);
    expect(new Set(ids).size).toBe(12);
    for (const slug of slugs) expect(receiver.received.filter((message) => message.data.key === slug).map((message) => message.data.version)).toHaveLength(3);
    await instances[0]!.graphql(`mutation($id: Int!) { deleteWebhook(id: $id) { id } }`, { id: webhook.id }, cookie);
    await Promise.all(instances.map((instance) => instance.close()));
  });
});
