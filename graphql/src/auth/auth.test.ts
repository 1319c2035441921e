import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AuditEntry } from '../audit/audit-entry.entity.ts';
import { seedCatalogue } from '../db/seed.ts';
import { adminPassword, testServer, type TestServer } from '../test/server.ts';
import { AdminUser } from './admin-user.entity.ts';
import { ensureInitialAdmin, saveAdmin } from './auth.service.ts';
import { productionHashing, setHashingForTests, verifyPassword } from './passwords.ts';
import { testHashing } from '../test/hashing.ts';
import { Session } from './session.entity.ts';
import { hashToken, sessionAbsoluteMs, sessionIdleMs } from './sessions.ts';

let server: TestServer;

beforeAll(async () => {
  server = await testServer();
  await seedCatalogue(server.em());
});

afterAll(async () => {
  await server.close();
});

const loginMutation = 'mutation($u: String!, $p: String!) { login(username: $u, password: $p) { success user { username email role } } }';
const me = async (cookie?: string) => (await server.graphql('{ me { username email role } }', {}, cookie)).data?.me;
const tokenOf = (cookie: string) => cookie.replace(/^sid=/, '');

async function loginFrom(ip: string, username: string, password: string) {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: { username, password },
  });
  return response;
}

describe('signing in', () => {
  it('answers success with the profile and sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: loginMutation, variables: { u: 'admin', p: adminPassword } },
    });
    expect(response.json()).toEqual({ data: { login: { success: true, user: { username: 'admin', email: 'admin@calc.example', role: 'admin' } } } });
    const setCookie = String(response.headers['set-cookie']);
    expect(setCookie).toMatch(/^sid=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Lax');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).not.toContain('Secure');
  });

  it('keeps the admin signed in across requests: me answers the profile, and null when signed out', async () => {
    const cookie = await server.signIn();
    expect(await me(cookie)).toEqual({ username: 'admin', email: 'admin@calc.example', role: 'admin' });
    expect(await me()).toBeNull();
    expect(await me('sid=forged-token')).toBeNull();
  });

  it('stores only a hash of the session token', async () => {
    const cookie = await server.signIn();
    const token = tokenOf(cookie);
    const em = server.em();
    expect(await em.count(Session, { id: token })).toBe(0);
    expect(await em.count(Session, { id: hashToken(token) })).toBe(1);
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const unknown = await server.graphql(loginMutation, { u: 'nobody', p: 'whatever-password' });
    const wrong = await server.graphql(loginMutation, { u: 'admin', p: 'wrong-password' });
    expect(unknown.errors?.[0]).toEqual(wrong.errors?.[0]);
    expect(wrong.errors?.[0]).toMatchObject({ message: 'Invalid username or password.', extensions: { code: 'UNAUTHENTICATED' } });
    const rest = await loginFrom('10.0.0.9', 'nobody', 'whatever-password');
    expect(rest.statusCode).toBe(401);
    expect(rest.json()).toEqual({ code: 'UNAUTHENTICATED', message: 'Invalid username or password.' });
  });

  it('asks for both fields', async () => {
    const response = await server.rest('POST', '/api/admin/login', { username: '' });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({
      code: 'BAD_USER_INPUT',
      message: 'Invalid input. username: is required; password: is required',
      fields: { username: 'is required', password: 'is required' },
    });
  });

  it('gives a new session id at every sign-in; the old one stops working', async () => {
    const first = await server.signIn();
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', cookie: first },
      payload: { query: loginMutation, variables: { u: 'admin', p: adminPassword } },
    });
    const second = String(response.headers['set-cookie']).split(';')[0]!;
    expect(second).not.toBe(first);
    expect(await me(first)).toBeNull();
    expect(await me(second)).not.toBeNull();
  });

  it('records sign-ins and failures in the audit log', async () => {
    const em = server.em();
    expect(await em.count(AuditEntry, { action: 'login', actor: 'admin' })).toBeGreaterThan(0);
    expect(await em.count(AuditEntry, { action: 'loginFailed' })).toBeGreaterThan(0);
  });
});

describe('signing out', () => {
  it('ends the session on the server and clears the cookie, through either door', async () => {
    for (const door of ['graphql', 'rest'] as const) {
      const cookie = await server.signIn(door);
      const response =
        door === 'graphql'
          ? await server.app.inject({
              method: 'POST',
              url: '/graphql',
              headers: { 'content-type': 'application/json', cookie },
              payload: { query: 'mutation { logout }' },
            })
          : await server.app.inject({ method: 'POST', url: '/api/admin/logout', headers: { cookie } });
      expect(response.statusCode).toBe(200);
      expect(String(response.headers['set-cookie'])).toMatch(/^sid=;.*Expires=Thu, 01 Jan 1970/);
      expect(await me(cookie)).toBeNull();
      expect(await server.em().count(Session, { id: hashToken(tokenOf(cookie)) })).toBe(0);
    }
  });
});

describe('session expiry', () => {
  it('ends every session at the next request when the password is reset from the command line', async () => {
    const cookies = [await server.signIn('graphql'), await server.signIn('rest')];
    for (const cookie of cookies) expect(await me(cookie)).not.toBeNull();
    // As `npm run admin -- reset-password` does, from another process: only the database knows.
    await saveAdmin(server.em(), { username: 'admin', password: adminPassword }, true);
    for (const cookie of cookies) {
      expect(await me(cookie)).toBeNull();
      expect((await server.rest('GET', '/api/admin/calculators', undefined, cookie)).status).toBe(401);
    }
  });

  it('ends a session left unused for 2 hours', async () => {
    const cookie = await server.signIn();
    await server.em().nativeUpdate(Session, { id: hashToken(tokenOf(cookie)) }, { lastSeenAt: new Date(Date.now() - sessionIdleMs - 1000) });
    expect(await me(cookie)).toBeNull();
  });

  it('ends a session 12 hours after sign-in, however busy', async () => {
    const cookie = await server.signIn();
    await server.em().nativeUpdate(Session, { id: hashToken(tokenOf(cookie)) }, { expiresAt: new Date(Date.now() - 1000), lastSeenAt: new Date() });
    expect(await me(cookie)).toBeNull();
    expect(sessionAbsoluteMs).toBe(12 * 60 * 60 * 1000);
  });

  it('keeps a session in use alive', async () => {
    const cookie = await server.signIn();
    await server.em().nativeUpdate(Session, { id: hashToken(tokenOf(cookie)) }, { lastSeenAt: new Date(Date.now() - sessionIdleMs + 60_000) });
    expect(await me(cookie)).not.toBeNull();
    const session = await server.em().findOneOrFail(Session, { id: hashToken(tokenOf(cookie)) });
    expect(Date.now() - session.lastSeenAt.getTime()).toBeLessThan(10_000);
  });
});

// The throttle's full behaviour (device cookies, delays, parallel attempts, two servers) is in
// security/brute-force.security.test.ts; these are the answers a client sees.
describe('the sign-in limiter', () => {
  it('refuses a stranger after 20 failures from one address, with 429 and Retry-After, even with the right password', async () => {
    const ip = '10.1.1.1';
    for (let attempt = 0; attempt < 20; attempt += 1) expect((await loginFrom(ip, `guess${attempt % 3}`, 'wrong-password')).statusCode).toBe(401);
    const refused = await loginFrom(ip, 'admin', adminPassword);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(800);
    expect(refused.body).toMatch(/Too many failed password attempts/);
  });

  it('does not lock the real admin out from another address', async () => {
    expect((await loginFrom('10.1.1.2', 'admin', adminPassword)).statusCode).toBe(200);
  });

  it('answers RATE_LIMITED over GraphQL too, with 429 and Retry-After', async () => {
    const ip = '10.1.1.3';
    for (let attempt = 0; attempt < 20; attempt += 1) await loginFrom(ip, `guess${attempt % 3}`, 'wrong-password');
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: ip,
      headers: { 'content-type': 'application/json' },
      payload: { query: loginMutation, variables: { u: 'admin', p: adminPassword } },
    });
    expect(response.json().errors[0].extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(response.statusCode).toBe(429);
    expect(Number(response.headers['retry-after'])).toBe(response.json().errors[0].extensions.retryAfter);
  });

  it('refuses an address that tries 20 different usernames', async () => {
    const ip = '10.1.1.4';
    for (let attempt = 0; attempt < 20; attempt += 1) await loginFrom(ip, `user${attempt}`, 'wrong-password');
    expect((await loginFrom(ip, 'admin', adminPassword)).statusCode).toBe(429);
  });

  it("clears an address's failures after a success", async () => {
    const ip = '10.1.1.5';
    for (let attempt = 0; attempt < 4; attempt += 1) await loginFrom(ip, 'admin', 'wrong-password');
    expect((await loginFrom(ip, 'admin', adminPassword)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 4; attempt += 1) expect((await loginFrom(ip, 'admin', 'wrong-password')).statusCode).toBe(401);
  });
});

describe('changing the password', () => {
  const change = 'mutation($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) }';

  it('refuses a wrong current password and a short new one, naming the field', async () => {
    const cookie = await server.signIn();
    const wrong = await server.graphql(change, { c: 'not-it-at-all', n: 'a brand new password' }, cookie);
    expect(wrong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { currentPassword: 'is not your current password' } });
    const short = await server.graphql(change, { c: adminPassword, n: 'short' }, cookie);
    expect(short.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { newPassword: 'must be at least 10 characters' } });
    expect((await server.graphql(change, { c: adminPassword, n: 'x'.repeat(20) })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('refuses a new password that is easy to guess, through both doors, with BAD_USER_INPUT', async () => {
    const cookie = await server.signIn();
    const cases = {
      '1234567890': 'is too easy to guess (one of the hundred most common passwords): add more words or characters',
      adminadmin: 'is too easy to guess (a repeated pattern, such as "abcabc"): add more words or characters',
      'password123!': 'is too easy to guess (too close to a common password): add more words or characters',
    };
    for (const [weak, message] of Object.entries(cases)) {
      const answer = await server.graphql(change, { c: adminPassword, n: weak }, cookie);
      expect(answer.errors?.[0]?.extensions, weak).toMatchObject({ code: 'BAD_USER_INPUT', fields: { newPassword: message } });
      const rest = await server.rest('POST', '/api/admin/password', { currentPassword: adminPassword, newPassword: weak }, cookie);
      expect(rest.status, weak).toBe(400);
      expect(rest.body, weak).toMatchObject({ code: 'BAD_USER_INPUT', fields: { newPassword: message } });
    }
    const user = await server.em().findOneOrFail(AdminUser, { username: 'admin' });
    expect(await verifyPassword(user.passwordHash, adminPassword)).toBe(true);
  });

  it('refuses an account created with a weak password', async () => {
    await expect(saveAdmin(server.em(), { username: 'weakling', password: 'qwertyuiop' }, false)).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { password: 'is too easy to guess (one of the hundred most common passwords): add more words or characters' },
    });
  });

  it('changes it, keeps this session and ends the others', async () => {
    const other = await server.signIn();
    const cookie = await server.signIn();
    // The suites hash with cheap parameters (graphql/src/test/setup.ts); this change hashes as the server does.
    setHashingForTests(productionHashing);
    try {
      const answer = await server.graphql(change, { c: adminPassword, n: 'a brand new password' }, cookie);
      expect(answer.data?.changePassword).toBe(true);
      expect(await me(cookie)).not.toBeNull();
      expect(await me(other)).toBeNull();
      const user = await server.em().findOneOrFail(AdminUser, { username: 'admin' });
      expect(await verifyPassword(user.passwordHash, 'a brand new password')).toBe(true);
      // argon2id at the OWASP minimum: 19 MiB, 2 iterations, 1 lane.
      expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$/);
      expect(user.passwordHash).toContain('m=19456');
      expect(user.passwordHash).toContain('t=2');
      expect(user.passwordHash).toContain('p=1');
    } finally {
      setHashingForTests(testHashing);
      // Put the original back for the other tests.
      await server.graphql(change, { c: 'a brand new password', n: adminPassword }, cookie);
    }
  });

  it('is hashed with production parameters unless a test suite asks for others', async () => {
    // A fresh copy of the module, as the server loads it: the suites' setting applies only to the copy they changed.
    vi.resetModules();
    const passwords = await import('./passwords.ts');
    const hash = await passwords.hashPassword('a brand new password');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,p=1,t=2\$/);
    expect(await passwords.verifyPassword(hash, 'a brand new password')).toBe(true);
  });
});

describe('the first admin account', () => {
  it('is created with a generated password only when no account exists', async () => {
    expect(await ensureInitialAdmin(server.em(), 'admin', undefined)).toBeNull();
  });
});

describe('public queries, without sign-in', () => {
  it('list only published pages', async () => {
    const cookie = await server.signIn();
    await server.graphql('mutation { updatePage(pageSlug: "terms", input: { isPublished: false }) { version } }', {}, cookie);
    const answer = await server.graphql('{ publishedPages { nodes { pageSlug } } }');
    const slugs = (answer.data?.publishedPages as { nodes: { pageSlug: string }[] }).nodes.map((page) => page.pageSlug);
    expect(slugs).toContain('home');
    expect(slugs).not.toContain('terms');
    expect(await server.graphql('{ publicSeoMeta(pageSlug: "terms") { metaTitle } }')).toMatchObject({
      data: { publicSeoMeta: null },
      errors: [{ extensions: { code: 'NOT_FOUND' }, path: ['publicSeoMeta'] }],
    });
    // Seeded empty: the site's own address on SITE_URL.
    expect(await server.graphql('{ publicSeoMeta(pageSlug: "home") { metaTitle canonicalUrl } }')).toEqual({
      data: { publicSeoMeta: { metaTitle: 'CalcSuite: Free Online Calculators for School, Home and Maths', canonicalUrl: null } },
    });
  });

  it('list only active calculators, of one category in sort order when asked', async () => {
    const cookie = await server.signIn();
    await server.graphql('mutation { updateCalculator(calculatorSlug: "dunk-calculator", input: { isActive: false }) { version } }', {}, cookie);
    const general = (
      (await server.graphql('{ activeCalculators(category: general) { nodes { calculatorSlug sortOrder } } }')).data?.activeCalculators as {
        nodes: { calculatorSlug: string; sortOrder: number }[];
      }
    ).nodes;
    expect(general.map((calculator) => calculator.calculatorSlug)).toEqual([
      'tv-height-calculator',
      'percentage-calculator',
      'peptide-calculator',
      'acres-calculator',
      'blooket-calculator',
    ]);
    expect(((await server.graphql('{ activeCalculators { totalCount } }')).data?.activeCalculators as { totalCount: number }).totalCount).toBe(26);
    // category is an enum: a value outside it is refused by GraphQL's types, naming the variable.
    const bad = await server.graphql('query($category: CalculatorCategory) { activeCalculators(category: $category) { nodes { calculatorSlug } } }', {
      category: 'cooking',
    });
    expect(bad.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { category: expect.stringMatching(/"cooking" does not exist in "CalculatorCategory"/) },
    });
  });
});

describe('the overview counts', () => {
  it('count the records, and need sign-in', async () => {
    const cookie = await server.signIn();
    const answer = await server.graphql(
      '{ dashboardStats { totalPages publishedPages seoPages calculators activeCalculators calculatorsByCategory { general education mathematical } } }',
      {},
      cookie,
    );
    expect(answer.data?.dashboardStats).toMatchObject({
      totalPages: 36,
      seoPages: 36,
      calculators: 27,
      calculatorsByCategory: { general: 6, education: 13, mathematical: 8 },
    });
    expect((await server.graphql('{ dashboardStats { totalPages } }')).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('hardening', () => {
  it('refuses a state-changing request from another site', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example', host: 'localhost:80' },
      payload: { query: 'mutation { logout }' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('refuses a GraphQL POST that is not JSON (a cross-site form post)', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'text/plain' },
      payload: '{"query":"mutation { logout }"}',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
  });

  it('refuses queries nested too deep, without a stack trace', async () => {
    const nested = `query { __schema { types { fields { type { ofType { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } } } }`;
    const answer = await server.graphql(nested);
    expect(answer.errors?.[0]).toMatchObject({
      message: expect.stringMatching(/nests more than \d+ levels deep/),
      extensions: { code: 'GRAPHQL_VALIDATION_FAILED' },
    });
    expect(JSON.stringify(answer)).not.toMatch(/stacktrace|at .*\.ts:\d+/);
  });

  it('refuses request bodies over 256 KB', async () => {
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/admin/seo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'y'.repeat(300_000) }),
    });
    expect(response.statusCode).toBe(413);
  });

  it('answers unknown API paths with 404, not the web app', async () => {
    expect((await server.rest('GET', '/api/admin/nothing')).status).toBe(404);
  });
});
