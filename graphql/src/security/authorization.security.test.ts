/**
 * Authorisation matrix. Every operation is read from the schema and from the REST
 * route table; all but an explicit allow-list of public ones must refuse a missing, forged, expired
 * (absolute and idle) and signed-out session with UNAUTHENTICATED / 401 and change nothing. The public
 * ones must reveal nothing unpublished or inactive. A new operation added without protection fails here.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../audit/audit-entry.entity.ts';
import { Session } from '../auth/session.entity.ts';
import { hashToken, sessionIdleMs } from '../auth/sessions.ts';
import { seedCatalogue } from '../db/seed.ts';
import { adminPassword, testServer, type TestServer } from '../test/server.ts';
import {
  concreteUrl,
  documentFor,
  graphqlOperations,
  publicGraphqlOperations,
  publicRestRoutes,
  recordKinds,
  restRoutes,
  sessionOnlyGraphqlOperations,
  sessionOnlyRestRoutes,
  expectNoInternals,
  type GraphqlOperation,
  type RestRoute,
} from './harness.ts';

let server: TestServer;
let operations: GraphqlOperation[];
let routes: RestRoute[];
const cookies: Record<string, string> = {};

const tokenOf = (cookie: string) => cookie.replace(/^sid=/, '');

beforeAll(async () => {
  server = await testServer();
  await seedCatalogue(server.em());
  operations = await graphqlOperations();
  routes = restRoutes(server.database.orm);

  cookies.forged = `sid=${randomBytes(32).toString('base64url')}`;
  cookies.expired = await server.signIn();
  await server.em().nativeUpdate(Session, { id: hashToken(tokenOf(cookies.expired)) }, { expiresAt: new Date(Date.now() - 1000) });
  cookies.idle = await server.signIn();
  await server.em().nativeUpdate(Session, { id: hashToken(tokenOf(cookies.idle)) }, { lastSeenAt: new Date(Date.now() - sessionIdleMs - 1000) });
  cookies.signedOut = await server.signIn();
  await server.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie: cookies.signedOut } });
  // A live session whose cookie was tampered with by one character is a forgery too.
  const live = await server.signIn();
  cookies.tampered = live.slice(0, -1) + (live.endsWith('A') ? 'B' : 'A');
});

afterAll(async () => {
  await server?.close();
});

const sessions = ['missing', 'forged', 'tampered', 'expired', 'idle', 'signedOut'] as const;
const cookieFor = (state: (typeof sessions)[number]) => (state === 'missing' ? undefined : cookies[state]);

async function snapshot(): Promise<string> {
  const em = server.em();
  const counts = await Promise.all(recordKinds.map((kind) => em.fork().count(kind.entity as never, {})));
  const versions = await Promise.all(
    recordKinds.map(async (kind) => ((await em.fork().find(kind.entity as never, {})) as { version: number }[]).reduce((sum, row) => sum + row.version, 0)),
  );
  const changes = await em.count(AuditEntry, { action: { $in: ['create', 'update', 'delete', 'changePassword'] } });
  return JSON.stringify({ counts, versions, changes });
}

describe('the operation lists come from the schema and the route table', () => {
  it('finds every operation README names, and the REST endpoints', () => {
    const names = operations.map((operation) => operation.name);
    for (const name of ['me', 'dashboardStats', 'pages', 'page', 'seoMetas', 'seoMeta', 'calculators', 'calculator', 'createPage', 'changePassword']) {
      expect(names).toContain(name);
    }
    // History and trash are admin operations like the others, on both doors.
    for (const name of ['recordHistory', 'restoreRecordVersion', 'deletedRecords', 'restoreDeletedRecord', 'purgeDeletedRecord']) {
      expect(names).toContain(name);
    }
    const routeIds = routes.map((route) => route.id);
    for (const id of [
      'GET /api/admin/content/pages/:slug/history',
      'POST /api/admin/seo/:slug/history/:version/restore',
      'GET /api/admin/trash/:recordType',
      'POST /api/admin/trash/:recordType/:slug/restore',
      'DELETE /api/admin/trash/:recordType/:slug',
    ]) {
      expect(routeIds).toContain(id);
    }
    expect(routes.length).toBeGreaterThanOrEqual(15);
  });

  it('keeps the public allow-lists honest: each public operation still exists', () => {
    const ids = new Set(operations.map((operation) => operation.id));
    for (const id of publicGraphqlOperations) expect(ids, id).toContain(id);
    const routeIds = new Set(routes.map((route) => route.id));
    for (const id of publicRestRoutes) expect(routeIds, id).toContain(id);
  });
});

describe('every admin GraphQL operation refuses a request without a live session', () => {
  it('answers UNAUTHENTICATED with no data for each session state, and changes nothing', async () => {
    const admin = operations.filter((operation) => !publicGraphqlOperations.has(operation.id));
    expect(admin.length).toBeGreaterThanOrEqual(16);
    const before = await snapshot();
    for (const operation of admin) {
      for (const state of sessions) {
        const answer = await server.graphql(documentFor(operation), {}, cookieFor(state));
        expect(answer.errors?.[0]?.extensions?.code, `${operation.id} with a ${state} session`).toBe('UNAUTHENTICATED');
        expect(answer.data?.[operation.name] ?? null, `${operation.id} with a ${state} session`).toBeNull();
        expectNoInternals(JSON.stringify(answer));
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('lets the same operations through with a live session (the check above is not vacuous)', async () => {
    const cookie = await server.signIn();
    for (const operation of operations.filter((operation) => !publicGraphqlOperations.has(operation.id))) {
      const answer = await server.graphql(documentFor(operation), {}, cookie);
      expect(answer.errors?.[0]?.extensions?.code, operation.id).not.toBe('UNAUTHENTICATED');
    }
  });

  it('refuses GET for mutations, so a link cannot change anything', async () => {
    const cookie = await server.signIn();
    const response = await server.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('mutation { deletePage(pageSlug: "home") { pageSlug } }')}`,
      headers: { cookie, 'apollo-require-preflight': 'true' },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(await server.em().count(recordKinds[0].entity, { pageSlug: 'home' })).toBe(1);
  });
});

describe('every admin REST endpoint refuses a request without a live session', () => {
  it('answers 401 with the JSON error envelope for each session state, and changes nothing', async () => {
    const admin = routes.filter((route) => !publicRestRoutes.has(route.id));
    expect(admin).toHaveLength(routes.length - publicRestRoutes.size);
    expect(admin.length).toBeGreaterThanOrEqual(15);
    const before = await snapshot();
    for (const route of admin) {
      for (const state of sessions) {
        const cookie = cookieFor(state);
        const hasBody = route.method === 'POST' || route.method === 'PUT';
        const response = await server.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url).replace('no-such-record', 'home'),
          headers: { ...(cookie ? { cookie } : {}), ...(hasBody ? { 'content-type': 'application/json' } : {}) },
          payload: hasBody
            ? JSON.stringify({ pageSlug: 'x', calculatorSlug: 'x', title: 'x', metaTitle: 'x', currentPassword: 'x', newPassword: 'y'.repeat(12) })
            : undefined,
        });
        expect(response.statusCode, `${route.id} with a ${state} session`).toBe(401);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Sign in to do this.' });
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('lets the same endpoints through with a live session', async () => {
    const cookie = await server.signIn('rest');
    for (const route of routes.filter((route) => !publicRestRoutes.has(route.id))) {
      const response = await server.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: { cookie, ...(route.method === 'POST' || route.method === 'PUT' ? { 'content-type': 'application/json' } : {}) },
        payload: route.method === 'POST' || route.method === 'PUT' ? '{}' : undefined,
      });
      expect(response.statusCode, route.id).not.toBe(401);
      expect(response.statusCode, route.id).toBeLessThan(500);
    }
  });
});

describe('API tokens: every operation honours the scope', () => {
  const secrets: Record<'read' | 'write' | 'revoked', string> = { read: '', write: '', revoked: '' };

  beforeAll(async () => {
    const cookie = await server.signIn();
    for (const [name, scope] of [
      ['read', 'read'],
      ['write', 'write'],
      ['revoked', 'write'],
    ] as const) {
      const answer = await server.graphql(
        'mutation($n: String!, $s: ApiTokenScope!, $p: String!) { createApiToken(name: $n, scope: $s, currentPassword: $p) { secret token { id } } }',
        { n: `matrix ${name}`, s: scope, p: adminPassword },
        cookie,
      );
      const created = answer.data?.createApiToken as { secret: string; token: { id: number } };
      secrets[name] = created.secret;
      if (name === 'revoked') await server.graphql('mutation($id: Int!) { revokeApiToken(id: $id) { id } }', { id: created.token.id }, cookie);
    }
  });

  const withToken = (secret: string, operation: GraphqlOperation) =>
    server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
      payload: JSON.stringify({ query: documentFor(operation) }),
    });

  it('a read token runs every query but the session-only ones, and no mutation at all (403 FORBIDDEN), changing nothing', async () => {
    const before = await snapshot();
    for (const operation of operations) {
      const response = await withToken(secrets.read, operation);
      const code = response.json().errors?.[0]?.extensions?.code;
      if (operation.kind === 'mutation' || sessionOnlyGraphqlOperations.has(operation.id)) {
        expect(code, operation.id).toBe('FORBIDDEN');
        expect(response.json().data ?? null, operation.id).toBeNull();
      } else {
        expect(['UNAUTHENTICATED', 'FORBIDDEN'], operation.id).not.toContain(code);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('a write token runs every operation but the session-only ones', async () => {
    for (const operation of operations.filter((operation) => !publicGraphqlOperations.has(operation.id))) {
      const code = (await withToken(secrets.write, operation)).json().errors?.[0]?.extensions?.code;
      if (sessionOnlyGraphqlOperations.has(operation.id)) expect(code, operation.id).toBe('FORBIDDEN');
      else expect(['UNAUTHENTICATED', 'FORBIDDEN'], operation.id).not.toContain(code);
    }
  });

  it('a revoked token is refused with 401 UNAUTHENTICATED by every operation, public ones included', async () => {
    for (const operation of operations) {
      const response = await withToken(secrets.revoked, operation);
      expect(response.statusCode, operation.id).toBe(401);
      expect(response.json().errors?.[0]?.extensions?.code, operation.id).toBe('UNAUTHENTICATED');
    }
  });

  it('on REST, a read token may GET but not change (403), a write token may do both, a revoked one nothing (401)', async () => {
    const before = await snapshot();
    const send = (secret: string, route: RestRoute) =>
      server.app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        headers: { authorization: `Bearer ${secret}`, ...(route.method === 'POST' || route.method === 'PUT' ? { 'content-type': 'application/json' } : {}) },
        payload: route.method === 'POST' || route.method === 'PUT' ? '{}' : undefined,
      });
    for (const route of routes) {
      const read = await send(secrets.read, route);
      if (route.method === 'GET') expect([401, 403], route.id).not.toContain(read.statusCode);
      else expect(read.statusCode, route.id).toBe(403);
      expect((await send(secrets.revoked, route)).statusCode, route.id).toBe(401);
    }
    expect(await snapshot()).toBe(before);
    for (const route of routes.filter((route) => !publicRestRoutes.has(route.id))) {
      const write = await send(secrets.write, route);
      if (sessionOnlyRestRoutes.has(route.id)) expect(write.statusCode, route.id).toBe(403);
      else expect([401, 403], route.id).not.toContain(write.statusCode);
    }
  });
});

describe('the public operations reveal nothing unpublished or inactive', () => {
  const secret = 'SECRET-DRAFT-7d1f';

  beforeAll(async () => {
    const cookie = await server.signIn();
    const create = async (query: string, variables: Record<string, unknown>) => {
      const answer = await server.graphql(query, variables, cookie);
      expect(answer.errors).toBeUndefined();
    };
    await create('mutation($i: PageInput!) { createPage(input: $i) { version } }', {
      i: {
        pageSlug: 'draft-page',
        title: `Draft ${secret}`,
        description: secret,
        content: { blocks: [{ paragraph: { text: secret } }] },
        isPublished: false,
      },
    });
    await create('mutation($i: SeoMetaInput!) { createSeoMeta(input: $i) { version } }', {
      i: { pageSlug: 'draft-page', metaTitle: `Meta ${secret}`, metaDescription: secret },
    });
    // An SEO record with no page record at all is not public either.
    await create('mutation($i: SeoMetaInput!) { createSeoMeta(input: $i) { version } }', { i: { pageSlug: 'orphan-meta', metaTitle: `Orphan ${secret}` } });
    await create('mutation($i: CalculatorInput!) { createCalculator(input: $i) { version } }', {
      i: { calculatorSlug: 'secret-calculator', title: `Calc ${secret}`, description: secret, category: 'general', isActive: false },
    });
    // A published page turned into a draft disappears from the public view at once.
    await create('mutation { updatePage(pageSlug: "privacy", input: { isPublished: false }) { version } }', {});
    await create('mutation { updateCalculator(calculatorSlug: "dunk-calculator", input: { isActive: false }) { version } }', {});
  });

  it('publishedPages lists only published pages, and every one of them', async () => {
    const answer = await server.graphql(
      '{ publishedPages { totalCount nodes { pageSlug title description content { blocks { ... on ParagraphBlock { text } } } } } }',
    );
    const { nodes: pages, totalCount } = answer.data?.publishedPages as { nodes: { pageSlug: string }[]; totalCount: number };
    const slugs = pages.map((page) => page.pageSlug);
    expect(slugs).not.toContain('privacy');
    expect(slugs).not.toContain('draft-page');
    // The dunk calculator's page is published, but hides with its inactive calculator.
    expect(slugs).not.toContain('dunk-calculator');
    expect(pages.length).toBe(totalCount);
    expect(pages.length).toBe((await server.em().count(recordKinds[0].entity, { isPublished: true })) - 1);
    expect(JSON.stringify(answer)).not.toContain(secret);
  });

  it('publicSeoMeta answers null for a draft, a page without a record, an unknown and a hostile slug', async () => {
    for (const pageSlug of ['draft-page', 'privacy', 'orphan-meta', 'no-such-page', "home' or '1'='1", '%', '*']) {
      const answer = await server.graphql('query($s: String!) { publicSeoMeta(pageSlug: $s) { pageSlug metaTitle } }', { s: pageSlug });
      expect(answer.data, pageSlug).toEqual({ publicSeoMeta: null });
      // Missing and hidden alike: the same NOT_FOUND, nothing told apart.
      expect(
        answer.errors?.map((error) => error.extensions?.code),
        pageSlug,
      ).toEqual(['NOT_FOUND']);
    }
    const home = await server.graphql('{ publicSeoMeta(pageSlug: "home") { pageSlug } }');
    expect(home).toEqual({ data: { publicSeoMeta: { pageSlug: 'home' } } });
  });

  it('activeCalculators lists only active calculators, in every category', async () => {
    for (const category of [null, 'general', 'education', 'mathematical']) {
      const answer = await server.graphql('query($c: CalculatorCategory) { activeCalculators(category: $c) { nodes { calculatorSlug title description } } }', {
        c: category,
      });
      const list = (answer.data?.activeCalculators as { nodes: { calculatorSlug: string }[] }).nodes;
      expect(list.length).toBeGreaterThan(0);
      expect(list.map((calculator) => calculator.calculatorSlug)).not.toContain('secret-calculator');
      expect(list.map((calculator) => calculator.calculatorSlug)).not.toContain('dunk-calculator');
      expect(JSON.stringify(answer)).not.toContain(secret);
    }
  });

  it('me says null to everyone without a live session; login and logout tell a stranger nothing', async () => {
    for (const state of sessions) {
      expect(await server.graphql('{ me { username email role } }', {}, cookieFor(state)), state).toEqual({ data: { me: null } });
    }
    const failed = await server.graphql('mutation { login(username: "admin", password: "wrong-password") { success user { email } } }', {}, undefined, {
      'x-forwarded-for': '10.9.9.9',
    });
    expect(failed.data).toBeNull();
    expect(JSON.stringify(failed)).not.toMatch(/admin@|argon|hash/i);
    expect(await server.graphql('mutation { logout }')).toEqual({ data: { logout: true } });
    const profile = await server.rest('GET', '/api/admin/profile');
    expect(profile.status).toBe(401);
  });

  it('introspection shows the schema but no data', async () => {
    const answer = await server.graphql('{ __schema { queryType { fields { name } } } }');
    expect(JSON.stringify(answer)).not.toContain(secret);
  });
});
