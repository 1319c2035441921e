/**
 * API tokens: created (with the current password), listed and revoked by a signed-in administrator;
 * the secret shown once and only its hash stored; sent as a Bearer token on both doors; scopes,
 * expiry (always, within a year) and revocation enforced, and every token of an account revoked when
 * its password changes; a token holder throttled apart from anonymous clients; every use audited.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuditEntry } from '../audit/audit-entry.entity.ts';
import { seedCatalogue } from '../db/seed.ts';
import { Page } from '../records/page/page.ts';
import { saveAdmin } from '../auth/auth.service.ts';
import { adminPassword, testServer, type TestServer } from '../test/server.ts';
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

const createToken = `mutation($name: String!, $scope: ApiTokenScope!, $expiresAt: DateTime, $password: String!) {
  createApiToken(name: $name, scope: $scope, expiresAt: $expiresAt, currentPassword: $password) {
    secret token { id name scope secretPrefix createdBy createdAt expiresAt lastUsedAt revokedAt }
  }
}`;

interface Created {
  secret: string;
  token: {
    id: number;
    name: string;
    scope: string;
    secretPrefix: string;
    createdBy: string;
    createdAt: string;
    expiresAt: string;
    lastUsedAt: string | null;
    revokedAt: string | null;
  };
}

let password = adminPassword;

async function newToken(name: string, scope: 'read' | 'write', expiresAt?: string, as = cookie): Promise<Created> {
  const answer = await server.graphql(createToken, { name, scope, expiresAt, password }, as);
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
    expect(created.token).toMatchObject({ name: 'Nightly export', scope: 'read', createdBy: 'admin', lastUsedAt: null, revokedAt: null });
    expect(created.token.secretPrefix).toBe(created.secret.slice(0, 12));
    const row = await server.em().findOneOrFail(ApiToken, { id: created.token.id });
    expect(row.secretHash).toBe(createHash('sha256').update(created.secret).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.secret);
    const listed = await server.graphql('{ apiTokens { nodes { id name scope secretPrefix } } }', {}, cookie);
    expect(JSON.stringify(listed)).not.toContain(created.secret);
    expect((listed.data?.apiTokens as { nodes: unknown[] }).nodes).toContainEqual({
      id: created.token.id,
      name: 'Nightly export',
      scope: 'read',
      secretPrefix: created.token.secretPrefix,
    });
  });

  it('checks the name, the scope and the expiry', async () => {
    const empty = await server.graphql(createToken, { name: ' ', scope: 'read', password }, cookie);
    expect(empty.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { name: 'is required' } });
    const past = await server.graphql(createToken, { name: 'Old', scope: 'read', expiresAt: '2020-01-01T00:00:00Z', password }, cookie);
    expect(past.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { expiresAt: 'must be in the future' } });
    const far = await server.graphql(
      createToken,
      { name: 'Far', scope: 'read', expiresAt: new Date(Date.now() + 367 * 86_400_000).toISOString(), password },
      cookie,
    );
    expect(far.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { expiresAt: 'must be at most a year from now' } });
    const scope = await server.graphql(createToken, { name: 'Admin', scope: 'admin', password }, cookie);
    expect(scope.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('expires 90 days after it was made when no expiry is chosen; a chosen one may be up to a year ahead', async () => {
    const made = Date.now();
    const plain = await newToken('Default lifetime', 'read');
    const lifetime = Date.parse(plain.token.expiresAt) - Date.parse(plain.token.createdAt);
    expect(Math.abs(lifetime - 90 * 86_400_000)).toBeLessThan(5_000);
    expect(Math.abs(Date.parse(plain.token.createdAt) - made)).toBeLessThan(5_000);
    const yearAhead = new Date(Date.now() + 365 * 86_400_000).toISOString();
    expect((await newToken('Long lived', 'read', yearAhead)).token.expiresAt).toBe(yearAhead);
  });

  it('asks for the current password: without it, or with a wrong one, no token is made and the failure is audited', async () => {
    const before = await server.em().count(ApiToken, {});
    const missing = await server.graphql(createToken, { name: 'Stolen cookie', scope: 'write', password: '' }, cookie);
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { currentPassword: 'is required' } });
    const wrong = await server.graphql(createToken, { name: 'Stolen cookie', scope: 'write', password: 'not the password' }, cookie);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { currentPassword: 'is not your current password' } });
    const omitted = await server.graphql('mutation { createApiToken(name: "x", scope: write) { secret } }', {}, cookie);
    expect(omitted.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
    expect(await server.em().count(ApiToken, {})).toBe(before);
    expect(await server.em().count(AuditEntry, { action: 'createApiTokenFailed' })).toBe(1);
  });

  it('lists when each token was made, last used and expires', async () => {
    const { secret, token } = await newToken('Listed', 'read');
    await graphqlWith(secret, '{ me { username } }');
    const listed = await server.graphql('{ apiTokens { nodes { id createdAt lastUsedAt expiresAt } } }', {}, cookie);
    const entry = (listed.data?.apiTokens as { nodes: { id: number; createdAt: string; lastUsedAt: string | null; expiresAt: string }[] }).nodes.find(
      (candidate) => candidate.id === token.id,
    );
    expect(entry).toMatchObject({ createdAt: token.createdAt, expiresAt: token.expiresAt });
    expect(Date.parse(entry!.lastUsedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(token.createdAt));
  });

  it('needs a password sign-in: anonymous is UNAUTHENTICATED, a token (even a write one) FORBIDDEN', async () => {
    expect((await server.graphql(createToken, { name: 'x', scope: 'read', password })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const write = await newToken('Deploy', 'write');
    for (const query of [
      '{ apiTokens { nodes { id } } }',
      `mutation { createApiToken(name: "more", scope: write, currentPassword: "${adminPassword}") { secret } }`,
      'mutation { revokeApiToken(id: 1) { id } }',
    ]) {
      const answer = await graphqlWith(write.secret, query);
      expect(answer.body.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    const change = await graphqlWith(write.secret, 'mutation { changePassword(currentPassword: "x", newPassword: "long enough password") }');
    expect(change.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('using a token', () => {
  it('signs GraphQL and REST requests in as its creator, and is not spent from the anonymous budget', async () => {
    const { secret } = await newToken('Reader', 'read');
    // Twice the anonymous budget, on each door.
    for (let i = 0; i < 30; i += 1) {
      const answer = await graphqlWith(secret, '{ me { username } pages { nodes { pageSlug } } }');
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
    const response = await server.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ pages { nodes { pageSlug } } }')}`,
      headers: bearer(secret),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.pages.nodes.length).toBeGreaterThan(0);
  });

  it('is judged by its token, not by the Origin a server-side proxy forwards with it, on both doors', async () => {
    const { secret } = await newToken('Proxy', 'write');
    const foreign = { origin: 'https://shop.example', ...bearer(secret) };
    const viaGraphql = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...foreign },
      payload: { query: 'mutation { updatePage(pageSlug: "privacy", input: { title: "Privacy, proxied" }) { title } }' },
    });
    expect(viaGraphql.statusCode).toBe(200);
    expect(viaGraphql.json()).toEqual({ data: { updatePage: { title: 'Privacy, proxied' } } });
    const viaRest = await server.app.inject({
      method: 'PUT',
      url: '/api/admin/content/pages/privacy',
      headers: { 'content-type': 'application/json', ...foreign },
      payload: { title: 'Privacy policy' },
    });
    expect(viaRest.statusCode).toBe(200);
    expect(viaRest.json()).toMatchObject({ pageSlug: 'privacy', title: 'Privacy policy' });
    // A foreign Origin with a token that is not live is refused for the token, never let through on a cookie.
    const forged = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', origin: 'https://shop.example', cookie, ...bearer(`csk_${'C'.repeat(43)}`) },
      payload: { query: 'mutation { deletePage(pageSlug: "privacy") { pageSlug } }' },
    });
    expect(forged.statusCode).toBe(401);
    // Without a token, the same foreign Origin with the session cookie is still refused.
    const withCookie = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', origin: 'https://shop.example', cookie },
      payload: { query: 'mutation { deletePage(pageSlug: "privacy") { pageSlug } }' },
    });
    expect(withCookie.statusCode).toBe(403);
  });

  it('a revoked, expired, unknown or malformed token answers 401 UNAUTHENTICATED on both doors, never falling back to the cookie', async () => {
    const revoked = await newToken('Leaked', 'write');
    const revoke = await server.graphql('mutation($id: Int!) { revokeApiToken(id: $id) { revokedAt } }', { id: revoked.token.id }, cookie);
    expect(revoke.data?.revokeApiToken).toEqual({ revokedAt: expect.any(String) });
    expect(await server.em().count(AuditEntry, { action: 'revokeApiToken', recordKey: String(revoked.token.id) })).toBe(1);
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

describe('a password change', () => {
  async function works(secret: string): Promise<boolean> {
    return (await graphqlWith(secret, '{ me { username } }')).status === 200;
  }

  it("revokes every token of the account, through either door's change of password, and through the reset-password command", async () => {
    const changes: ((next: string) => Promise<void>)[] = [
      async (next) => {
        const answer = await server.graphql(
          'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }',
          { c: password, n: next },
          cookie,
        );
        expect(answer.errors).toBeUndefined();
      },
      async (next) => {
        const answer = await server.rest('POST', '/api/admin/password', { currentPassword: password, newPassword: next }, cookie);
        expect(answer.status).toBe(200);
      },
      async (next) => {
        await saveAdmin(server.em(), { username: 'admin', password: next }, true);
        // The command ends every session, this one included.
        cookie = await signInAs(next);
      },
    ];
    for (const [index, change] of changes.entries()) {
      const read = await newToken(`Before change ${index} (read)`, 'read');
      const write = await newToken(`Before change ${index} (write)`, 'write');
      expect(await works(read.secret)).toBe(true);
      const next = `${adminPassword} number ${index + 2}`;
      await change(next);
      password = next;
      expect(await works(read.secret)).toBe(false);
      expect(await works(write.secret)).toBe(false);
      const rows = await server.em().find(ApiToken, { id: { $in: [read.token.id, write.token.id] } });
      expect(rows.map((row) => row.revokedAt instanceof Date)).toEqual([true, true]);
      // Tokens made after the change work.
      expect(await works((await newToken(`After change ${index}`, 'read')).secret)).toBe(true);
    }
    const audited = await server.em().find(AuditEntry, { action: { $in: ['changePassword', 'resetPassword'] } }, { orderBy: { id: 'asc' } });
    // Each change revoked the two tokens made before it and the one made after the change before it.
    expect(audited.map((entry) => entry.details?.tokensRevoked)).toEqual([expect.any(Number), 3, 3]);
  });
});

async function signInAs(secretWord: string): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/graphql',
    headers: { 'content-type': 'application/json' },
    payload: { query: 'mutation($p: String!) { login(username: "admin", password: $p) { success } }', variables: { p: secretWord } },
  });
  return String([response.headers['set-cookie']].flat()[0] ?? '').split(';')[0] ?? '';
}
