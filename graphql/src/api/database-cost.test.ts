/**
 * The database cost each root field declares (limits.ts) is honest: resolving it once starts no more
 * statements than it says, counted at the driver (MikroORM's connection, and the pool's own queries
 * for prepared statements on PostgreSQL). So the cost limit really bounds the statements one request
 * can start. Every root field of the schema is exercised on its most expensive path.
 */
import { Connection } from '@mikro-orm/core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { deviceCookieName } from '../auth/device-cookie.ts';
import { adminPassword, seededTestServer, type TestServer } from '../test/server.ts';
import { declaredDatabaseCost } from './limits.ts';
import { publicQueryFields } from './public-reads.ts';
import { WebhookDelivery } from '../webhooks/webhook.entity.ts';
import { schema } from './schema.ts';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  ({ server, cookie } = await seededTestServer());
});

afterAll(async () => {
  await server?.close();
});

/** One call of each root field, on the path that reads and writes the most. */
const calls: Record<string, string> = {
  'Query.me': '{ me { username } }',
  // First, an endpoint listening to every event: each record write then takes its most expensive path,
  // queuing a delivery in the same transaction.
  'Mutation.createWebhook':
    'mutation { createWebhook(input: { url: "https://hooks.example/cost", events: [{ recordType: page, actions: [create, update, delete, restore, publish, unpublish] }, { recordType: seoMeta, actions: [create, update, delete, restore] }, { recordType: calculator, actions: [create, update, delete, restore, publish, unpublish] }, { recordType: redirect, actions: [create, update, delete, restore, publish, unpublish] }, { recordType: faqEntry, actions: [create, update, delete, restore, publish, unpublish] }, { recordType: siteSettings, actions: [create, update, delete, restore] }] }) { secret } }',
  'Query.dashboardStats': '{ dashboardStats { totalPages } }',
  'Query.recordKinds': '{ recordKinds { __typename } }',
  'Query.publishedPages': '{ publishedPages(pageType: calculator, first: 5, offset: 1) { totalCount nodes { pageSlug } pageInfo { hasNextPage } } }',
  'Query.publishedPage': '{ publishedPage(pageSlug: "home") { pageSlug } }',
  'Query.publicSeoMeta': '{ publicSeoMeta(pageSlug: "home") { pageSlug } }',
  'Query.activeCalculators':
    '{ activeCalculators(category: general, first: 5, offset: 1) { totalCount nodes { calculatorSlug inputs { name } } pageInfo { endCursor } } }',
  'Query.activeCalculator': '{ activeCalculator(calculatorSlug: "percentage-calculator") { calculatorSlug } }',
  'Query.pages': '{ pages { totalCount nodes { pageSlug } } }',
  'Query.page': '{ page(pageSlug: "home") { pageSlug } }',
  'Query.seoMetas': '{ seoMetas { totalCount nodes { pageSlug } } }',
  'Query.seoMeta': '{ seoMeta(pageSlug: "home") { pageSlug } }',
  'Query.calculators': '{ calculators { totalCount nodes { calculatorSlug } } }',
  'Query.calculator': '{ calculator(calculatorSlug: "percentage-calculator") { calculatorSlug } }',
  'Query.siteSettings': '{ siteSettings { siteName } }',
  'Query.auditLog': '{ auditLog(kind: page, from: "2000-01-01T00:00:00Z") { totalCount nodes { id action apiToken { name } } } }',
  'Mutation.createFaqEntry':
    'mutation { createFaqEntry(input: { faqSlug: "cost-faq", calculatorSlug: "percentage-calculator", question: "Q?", answer: "A." }) { faqSlug } }',
  'Query.faqEntries': '{ faqEntries { totalCount nodes { faqSlug } } }',
  'Query.faqEntry': '{ faqEntry(faqSlug: "cost-faq") { faqSlug } }',
  'Mutation.updateFaqEntry': 'mutation { updateFaqEntry(faqSlug: "cost-faq", input: { question: "Q2?" }) { faqSlug } }',
  'Mutation.deleteFaqEntry': 'mutation { deleteFaqEntry(faqSlug: "cost-faq") { faqSlug } }',
  'Mutation.createRedirect': 'mutation { createRedirect(input: { fromPath: "/cost-old", toPath: "/cost-new", statusCode: 301 }) { fromPath } }',
  'Query.redirects': '{ redirects { totalCount nodes { fromPath } } }',
  'Query.redirect': '{ redirect(fromPath: "/cost-old") { fromPath } }',
  'Mutation.updateRedirect': 'mutation { updateRedirect(fromPath: "/cost-old", input: { note: "Moved" }) { fromPath } }',
  'Mutation.deleteRedirect': 'mutation { deleteRedirect(fromPath: "/cost-old") { fromPath } }',
  'Mutation.updateSiteSettings': 'mutation { updateSiteSettings(input: { footerText: "Cost" }) { siteName } }',
  'Mutation.createPage': 'mutation { createPage(input: { pageSlug: "cost-page", title: "T" }) { pageSlug } }',
  'Mutation.updatePage': 'mutation { updatePage(pageSlug: "cost-page", input: { title: "U" }) { pageSlug } }',
  'Query.recordHistory': '{ recordHistory(recordType: page, slug: "cost-page") { totalCount nodes { version changes { field } } } }',
  'Mutation.restoreRecordVersion': 'mutation { restoreRecordVersion(recordType: page, slug: "cost-page", version: 1, expectedVersion: 2) { version } }',
  'Mutation.deletePage': 'mutation { deletePage(pageSlug: "cost-page") { pageSlug } }',
  'Query.deletedRecords': '{ deletedRecords(recordType: page) { totalCount nodes { slug } } }',
  'Mutation.restoreDeletedRecord': 'mutation { restoreDeletedRecord(recordType: page, slug: "cost-page") { version } }',
  'Mutation.createSeoMeta': 'mutation { createSeoMeta(input: { pageSlug: "cost-seo", metaTitle: "T" }) { pageSlug } }',
  'Mutation.updateSeoMeta': 'mutation { updateSeoMeta(pageSlug: "cost-seo", input: { metaTitle: "U" }) { pageSlug } }',
  'Mutation.deleteSeoMeta': 'mutation { deleteSeoMeta(pageSlug: "cost-seo") { pageSlug } }',
  'Mutation.purgeDeletedRecord': 'mutation { purgeDeletedRecord(recordType: seoMeta, slug: "cost-seo") { slug } }',
  'Mutation.createCalculator': 'mutation { createCalculator(input: { calculatorSlug: "cost-calculator", title: "T" }) { calculatorSlug } }',
  'Mutation.updateCalculator': 'mutation { updateCalculator(calculatorSlug: "percentage-calculator", input: { title: "U" }) { calculatorSlug } }',
  'Mutation.deleteCalculator': 'mutation { deleteCalculator(calculatorSlug: "cost-calculator") { calculatorSlug } }',
  'Query.apiTokens': '{ apiTokens { totalCount nodes { id createdBy } } }',
  'Mutation.createApiToken': `mutation { createApiToken(name: "cost", scope: read, currentPassword: "${adminPassword}") { secret } }`,
  'Mutation.revokeApiToken': 'mutation { revokeApiToken(id: 1) { id } }',
  'Query.webhooks': '{ webhooks { nodes { id } } }',
  'Query.webhook': '{ webhook(id: 1) { id } }',
  'Query.webhookEventChoices': '{ webhookEventChoices { recordType actions } }',
  'Mutation.updateWebhook': 'mutation { updateWebhook(id: 1, input: { isActive: true, url: "https://hooks.example/cost2" }) { id } }',
  'Mutation.sendTestWebhook': 'mutation { sendTestWebhook(webhookId: 1) { id } }',
  'Query.webhookDeliveries': '{ webhookDeliveries(webhookId: 1) { nodes { id } } }',
  'Query.recordChanges': '{ recordChanges(first: 100) { totalCount nodes { cursor changedFields } } }',
  'Mutation.redeliverWebhookDelivery': 'mutation { redeliverWebhookDelivery(id: 1) { id } }',
  'Mutation.deleteWebhook': 'mutation { deleteWebhook(id: 1) { id } }',
  'Mutation.changePassword': `mutation { changePassword(currentPassword: "${adminPassword}", newPassword: "${adminPassword} again") }`,
  'Mutation.login': `mutation { login(username: "admin", password: "${adminPassword}") { success } }`,
  'Mutation.logout': 'mutation { logout }',
};

/** Statements started while `run` runs. */
async function statements(run: () => Promise<unknown>): Promise<number> {
  const driver = vi.spyOn(Connection.prototype, 'executeQuery');
  const pool = vi.spyOn(pg.Pool.prototype, 'query');
  try {
    await run();
    return driver.mock.calls.length + pool.mock.calls.length;
  } finally {
    driver.mockRestore();
    pool.mockRestore();
  }
}

describe('each root field', () => {
  it('has a call here (a new field must be added, with its most expensive path)', async () => {
    const built = await schema();
    const fields = [built.getQueryType()!, built.getMutationType()!].flatMap((type) => Object.keys(type.getFields()).map((name) => `${type.name}.${name}`));
    expect(Object.keys(calls).sort()).toEqual(fields.sort());
  });

  it('starts no more statements than it declares', async () => {
    const built = await schema();
    // A signed-in request's own statements (resuming the session), counted once and set aside.
    const send = (query: string, as: string) =>
      server.app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json', cookie: as }, payload: { query } });
    const baseline = await statements(() => send('{ __typename }', cookie));
    // The public reads answer from the records the site was last read from (site/site-content.ts): that
    // read is shared by every request until a record changes, so it is made before counting.
    await send('{ publishedPage(pageSlug: "home") { pageSlug } }', cookie);
    // The password change and sign-out end sessions: they get sessions of their own, with a device cookie.
    const ownSession = async () => {
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        remoteAddress: '10.80.0.1',
        headers: { 'content-type': 'application/json' },
        payload: { username: 'admin', password: adminPassword },
      });
      return ([] as string[])
        .concat(response.headers['set-cookie'] ?? [])
        .map((value) => value.split(';')[0])
        .filter((value) => value?.startsWith('sid=') || value?.startsWith(`${deviceCookieName}=`))
        .join('; ');
    };
    for (const [id, query] of Object.entries(calls)) {
      const [typeName, fieldName] = id.split('.') as [string, string];
      const type = typeName === 'Query' ? built.getQueryType()! : built.getMutationType()!;
      const declared = declaredDatabaseCost(type.getFields()[fieldName]!.extensions);
      const as = id === 'Mutation.changePassword' || id === 'Mutation.logout' ? await ownSession() : cookie;
      // The first read after a write rebuilds the site's records once, shared by every request of that
      // moment: a cost of the write, not of the public field, which then reads the built records.
      if (publicQueryFields.has(fieldName)) await send(query, as);
      // A delivery is sent again once it has been tried: the first one is marked as failed here.
      if (id === 'Mutation.redeliverWebhookDelivery') await server.em().nativeUpdate(WebhookDelivery, { id: 1 }, { status: 'failed' });
      let answer: { errors?: unknown } = {};
      const used = await statements(async () => {
        answer = (await send(query, as)).json();
      });
      expect(answer.errors, `${id} ${JSON.stringify(answer.errors)}`).toBeUndefined();
      expect(used - baseline, `${id} declares ${declared}`).toBeLessThanOrEqual(declared!);
      if (id === 'Mutation.changePassword') {
        // Back to the password the other tests use.
        await send(`mutation { changePassword(currentPassword: "${adminPassword} again", newPassword: "${adminPassword}") }`, as);
      }
    }
  });
});
