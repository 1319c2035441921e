/**
 * API tokens (issue 26, item 2): created, listed and revoked by a signed-in administrator; the
 * secret shown once and only its hash stored; sent as a Bearer token on both doors; scopes, expiry
 * and revocation enforced; a token holder throttled apart from anonymous clients; every use audited.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../audit/audit-entry.entity.ts';
import { seedCatalogue } from '../db/seed.ts';
import { Page } from '../records/page/page.entity.ts';
import { testServer, type TestServer } from '../test/server.ts';
import { ApiToken } from './api-token.entity.ts';

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  // A tight anonymous budget: token requests must not spend it.
  server = await testServer({ anonymousBudget: { capacity: 30, refillPerSecond: 0.001 } });
  await seedCatalogue(server.em());
  cookie = await server.signIn();
});

afterAll(async () => {
  await server?.close();
});

const createToken = `mutation($name: String!, $scope: ApiTokenScope!, $expiresAt: DateTime) {
  createApiToken(name: $name, scope: $scope, expiresAt: $expiresAt) { secret token { id name scope secretPrefix createdBy expiresAt revokedAt } }
}`;

interface Created {
  secret: string;
  token: { id: number; name: string; scope: string; secretPrefix: string; createdBy: string; expiresAt: string | null; revokedAt: string | null };
}

async function newToken(name: string, scope: 'read' | 'write', expiresAt?: string): Promise<Created> {
  const answer = await server.graphql(createToken, { name, scope, expiresAt }, cookie);
  expect(answer.errors).toBeUndefined();
  return answer.data?.createApiToken as Created;
}

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });

async function graphqlWith(secret: string, query: string, variables: Record<string, unknown> = {}) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json', ...bearer(secret) },
    payload: JSON.stringify({ query, variables }),
  });
  return { status: response.statusCode, body: response.json() as { data?: Record<string, unknown> | null; errors?: { extensions?: { code?: string } }[] } };
}

describe('creating a token', () => {
  it('returns the secret once; the database keeps only its SHA-256 hash and first characters', async () => {
    const created = await newToken('Nightly export', 'read');
    expect(created.secret).toMatch(/^csk_[A-Za-z0-9_-]{43}$/);
    expect(created.token).toMatchObject({ name: 'Nightly export', scope: 'read', createdBy: 'admin', expiresAt: null, revokedAt: null });
    expect(created.token.secretPrefix).toBe(created.secret.slice(0, 12));
    const row = await server.em().findOneOrFail(ApiToken, { id: created.token.id });
    expect(row.secretHash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    const listed = await server.graphql('{ apiTokens { id name scope secretPrefix } }', {}, cookie);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect(listed.data?.apiTokens).toContainEqual({ id: created.token.id, name: 'Nightly export', scope: 'read', secretPrefix: created.token.secretPrefix });
  });

  it('checks the name, the scope and the expiry', async () => {
    const empty = await server.graphql(createToken, { name: ' ', scope: 'read' }, cookie);
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'is required' } });
    const past = await server.graphql(createToken, { name: 'Old', scope: 'read', expiresAt: '2020-01-01T00:00:00Z' }, cookie);
    expect(past.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { expiresAt: 'must be in the future' } });
    const far = await server.graphql(createToken, { name: 'Far', scope: 'read', expiresAt: new Date(Date.now() + 400 * 86_400_000).toISOString() }, cookie);
    expect(far.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { expiresAt: 'must be at most a year from now' } });
    const scope = await server.graphql(createToken, { name: 'Admin', scope: 'admin' }, cookie);
    expect(scope.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('needs a password sign-in: anonymous is UNAUTHENTICATED, a token (even a write one) FORBIDDEN', async () => {
    expect((await server.graphql(createToken, { name: 'x', scope: 'read' })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const write = await newToken('Deploy', 'write');
    for (const query of [
      '{ apiTokens { id } }',
      'mutation { createApiToken(name: "more", scope: write) { secret } }',
      'mutation { revokeApiToken(id: 1) { id } }',
    ]) {
      const answer = await graphqlWith(write.secret, query);
      expect(answer.body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    const password = await graphqlWith(write.secret, 'mutation { changePassword(currentPassword: "x", newPassword: "long enough password") }');
    expect(password.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('using a token', () => {
  it('signs GraphQL and REST requests in as its creator, and is not spent from the anonymous budget', async () => {
    const { secret } = await newToken('Reader', 'read');
    // Twice the anonymous budget, on each door.
    for (let i = 0; i < 30; i += 1) {
      const answer = await graphqlWith(secret, '{ me { username } pages { pageSlug } }');
      expect(answer.status).toBe(200);
      expect(answer.body.data?.me).toEqual({ username: 'admin' });
      const rest = await server.app.inject({ method: 'GET', url: '/api/admin/content/pages/home', headers: bearer(secret) });
      expect(rest.statusCode).toBe(200);
      expect(rest.json()).toMatchObject({ pageSlug: 'home' });
    }
  });

  it('a read token is FORBIDDEN (403) to change anything on either door; a write token changes records', async () => {
    const read = await newToken('Read only', 'read');
    const write = await newToken('Editor', 'write');
    const update = 'mutation { updatePage(pageSlug: "terms", input: { title: "Terms of use" }) { title } }';
    const refused = await graphqlWith(read.secret, update);
    expect(refused.status).toBe(403);
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const restRefused = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/content/pages/terms',
      headers: { ...bearer(read.secret), 'content-type': 'application/json' },
      payload: { title: 'Terms of use' },
    });
    expect(restRefused.statusCode).toBe(403);
    expect((await server.em().findOneOrFail(Page, { pageSlug: 'terms' })).title).not.toBe('Terms of use');

    const allowed = await graphqlWith(write.secret, update);
    expect(allowed.body).toEqual({ data: { updatePage: { title: 'Terms of use' } } });
    const entry = await server.em().findOneOrFail(AuditEntry, { action: 'update', recordKey: 'terms' }, { orderBy: { id: 'desc' } });
    expect(entry.actor).toBe('admin');
    expect(entry.details).toMatchObject({ apiToken: { id: write.token.id, name: 'Editor' } });
  });

  it('needs no CSRF header or preflight header: the Authorization header is one a page cannot send cross-site', async () => {
    const { secret } = await newToken('Script', 'read');
    const response = await server.app.inject({ method: 'GET', url: `/graphql?query=${encodeURIComponent('{ pages { pageSlug } }')}`, headers: bearer(secret) });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.pages.length).toBeGreaterThan(0);
  });

  it('a revoked, expired, unknown or malformed token answers 401 UNAUTHENTICATED on both doors, never falling back to the cookie', async () => {
    const revoked = await newToken('Leaked', 'write');
    const revoke = await server.graphql('mutation($id: Int!) { revokeApiToken(id: $id) { revokedAt } }', { id: revoked.token.id }, cookie);
    expect(revoke.data?.revokeApiToken).toEqual({ revokedAt: expect.any(String) });
    expect(await server.em().count(AuditEntry, { action: 'revoke-api-token', recordKey: String(revoked.token.id) })).toBe(1);
    const expired = await newToken('Short', 'write', new Date(Date.now() + 60_000).toISOString());
    await server.em().nativeUpdate(ApiToken, { id: expired.token.id }, { expiresAt: new Date(Date.now() - 1000) });

    const headers = [
      bearer(revoked.secret),
      bearer(expired.secret),
      bearer(`csk_${'A'.repeat(43)}`),
      bearer('not-a-token'),
      { authorization: 'Basic YWRtaW46eA==' },
    ];
    for (const header of headers) {
      const viaGraphql = await server.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', cookie, ...header },
        payload: { query: '{ me { username } }' },
      });
      expect(viaGraphql.statusCode, header.authorization).toBe(401);
      expect(viaGraphql.json().errors[0].extensions.code).toBe('UNAUTHENTICATED');
      const viaRest = await server.app.inject({ method: 'GET', url: '/api/admin/profile', headers: { cookie, ...header } });
      expect(viaRest.statusCode, header.authorization).toBe(401);
    }
  });
});
