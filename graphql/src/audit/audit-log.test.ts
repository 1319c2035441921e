/**
 * The audit log, read by administrators on both doors: every kind of event it keeps (sign-ins and
 * their failures, password changes and their failures, API tokens made, refused, used and revoked,
 * record changes, accounts made from the command line), each filter (actor, action, kind, from, to),
 * paging, and the refusals: signed out, and an editor.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AdminUser } from '../auth/admin-user.entity.ts';
import { saveAdmin } from '../auth/auth.service.ts';
import { seedCatalogue } from '../db/seed.ts';
import { testServer, type TestServer } from '../test/server.ts';
import { auditActions } from './actions.ts';

let server: TestServer;
let cookie: string;
let secondCookie: string;
let editorCookie: string;
let tokenId: number;
let webhookId: number;
/** Between the first steps and the later ones: the from/to filters split the log here. */
let middle: string;

const secondPassword = 'a second long password';
const entryFields = 'id createdAt action actor kind key ip apiToken { id name } fields restoredVersion tokensRevoked username tokenName tokenScope';

interface Entry {
  id: number;
  createdAt: string;
  action: string;
  actor: string | null;
  kind: string | null;
  key: string | null;
  ip: string | null;
  apiToken: { id: number; name: string } | null;
  fields: string[] | null;
  restoredVersion: number | null;
  tokensRevoked: number | null;
  username: string | null;
  tokenName: string | null;
  tokenScope: string | null;
}
interface Page {
  nodes: Entry[];
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
}

async function signInAs(username: string, password: string): Promise<string> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    remoteAddress: '10.70.0.2',
    headers: { 'content-type': 'application/json' },
    payload: { username, password },
  });
  expect(response.statusCode).toBe(200);
  return ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .map((value) => value.split(';')[0])
    .join('; ');
}

async function log(args: string, as = cookie): Promise<Page> {
  const answer = await server.graphql(
    `{ auditLog${args ? `(${args})` : ''} { totalCount pageInfo { hasNextPage endCursor } nodes { ${entryFields} } } }`,
    {},
    as,
  );
  expect(answer.errors).toBeUndefined();
  return answer.data?.auditLog as Page;
}

beforeAll(async () => {
  server = await testServer();
  await seedCatalogue(server.em());
  // From the command line: an account made (createAdmin), and an editor.
  await saveAdmin(server.em().fork(), { username: 'second', password: secondPassword }, false);
  await saveAdmin(server.em().fork(), { username: 'editor', password: secondPassword }, false);
  await server.em().nativeUpdate(AdminUser, { username: 'editor' }, { role: 'editor' });
  cookie = await server.signIn();
  // A refused sign-in, by name.
  await server.graphql('mutation { login(username: "second", password: "not the password") { success } }');
  secondCookie = await signInAs('second', secondPassword);
  editorCookie = await signInAs('editor', secondPassword);
  // A token: refused with a wrong password, then made, then used for a read and a change.
  const create = 'mutation($p: String!) { createApiToken(name: "audit script", scope: write, currentPassword: $p) { secret token { id } } }';
  await server.graphql(create, { p: 'not the password' }, secondCookie);
  const created = (await server.graphql(create, { p: secondPassword }, secondCookie)).data?.createApiToken as { secret: string; token: { id: number } };
  tokenId = created.token.id;
  const bearer = { authorization: `Bearer ${created.secret}` };
  await server.graphql('{ pages(first: 1) { totalCount } }', {}, undefined, bearer);
  await server.graphql('mutation { updatePage(pageSlug: "terms", input: { title: "Terms, audited" }) { version } }', {}, undefined, bearer);
  await new Promise((resolve) => setTimeout(resolve, 20));
  middle = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 20));
  // Record changes of a defined kind, through the trash and out of it, then for good.
  await server.graphql('mutation { createRedirect(input: { fromPath: "/audited", toPath: "/terms" }) { version } }', {}, cookie);
  await server.graphql('mutation { updateRedirect(fromPath: "/audited", input: { statusCode: 302 }) { version } }', {}, cookie);
  await server.graphql('mutation { deleteRedirect(fromPath: "/audited") { version } }', {}, cookie);
  await server.graphql('mutation { restoreDeletedRecord(recordType: redirect, slug: "/audited") { version } }', {}, cookie);
  await server.graphql('mutation { deleteRedirect(fromPath: "/audited") { version } }', {}, cookie);
  await server.graphql('mutation { purgeDeletedRecord(recordType: redirect, slug: "/audited") { slug } }', {}, cookie);
  // A webhook made, changed and deleted.
  const hook = await server.graphql(
    'mutation { createWebhook(input: { url: "https://hooks.example/audited", events: [{ recordType: page, actions: [update] }] }) { webhook { id } } }',
    {},
    cookie,
  );
  webhookId = (hook.data?.createWebhook as { webhook: { id: number } }).webhook.id;
  await server.graphql('mutation($id: Int!) { updateWebhook(id: $id, input: { isActive: false }) { id } }', { id: webhookId }, cookie);
  await server.graphql('mutation($id: Int!) { deleteWebhook(id: $id) { id } }', { id: webhookId }, cookie);
  // The token revoked; the second account's password changed, once refused.
  await server.graphql('mutation($id: Int!) { revokeApiToken(id: $id) { id } }', { id: tokenId }, secondCookie);
  await server.graphql('mutation { changePassword(currentPassword: "wrong wrong wrong", newPassword: "a third long password") }', {}, secondCookie);
  await server.graphql(`mutation { changePassword(currentPassword: "${secondPassword}", newPassword: "a third long password") }`, {}, secondCookie);
  await server.graphql('mutation { logout }', {}, secondCookie);
});

afterAll(async () => {
  await server?.close();
});

describe('the audit log', () => {
  it('keeps every kind of event, newest first, saying who, about what and from where', async () => {
    const { nodes, totalCount } = await log('first: 100');
    expect(totalCount).toBe(nodes.length);
    expect(nodes.map((entry) => entry.id)).toEqual([...nodes.map((entry) => entry.id)].sort((a, b) => b - a));
    const find = (action: string, actor?: string | null) => nodes.find((entry) => entry.action === action && (actor === undefined || entry.actor === actor));
    expect(find('createAdmin')).toMatchObject({ actor: null, kind: 'account', ip: 'cli', username: expect.stringMatching(/^(second|editor)$/) });
    expect(find('login', 'admin')).toMatchObject({ kind: 'account', key: 'admin', apiToken: null });
    expect(find('loginFailed')).toMatchObject({ actor: null, kind: 'account', key: 'second', username: 'second' });
    expect(find('createApiTokenFailed')).toMatchObject({ actor: 'second', kind: 'account', key: 'second' });
    expect(find('createApiToken')).toMatchObject({
      actor: 'second',
      kind: 'apiToken',
      key: String(tokenId),
      tokenName: 'audit script',
      tokenScope: 'write',
    });
    expect(find('useApiToken')).toMatchObject({ actor: 'second', kind: 'apiToken', key: String(tokenId), apiToken: { id: tokenId, name: 'audit script' } });
    // A change made with a token names it.
    expect(find('update', 'second')).toMatchObject({ kind: 'page', key: 'terms', fields: ['title'], apiToken: { id: tokenId, name: 'audit script' } });
    expect(find('revokeApiToken')).toMatchObject({ actor: 'second', kind: 'apiToken', key: String(tokenId), tokenName: 'audit script' });
    expect(find('changePasswordFailed')).toMatchObject({ actor: 'second', kind: 'account', key: 'second' });
    // The token was revoked already: the change revoked none.
    expect(find('changePassword')).toMatchObject({ actor: 'second', kind: 'account', key: 'second', tokensRevoked: 0 });
    expect(find('logout')).toMatchObject({ actor: 'second', kind: 'account' });
    const redirect = nodes.filter((entry) => entry.kind === 'redirect').map((entry) => [entry.action, entry.key, entry.actor]);
    expect(redirect).toEqual([
      ['purge', '/audited', 'admin'],
      ['delete', '/audited', 'admin'],
      ['restore', '/audited', 'admin'],
      ['delete', '/audited', 'admin'],
      ['update', '/audited', 'admin'],
      ['create', '/audited', 'admin'],
    ]);
    expect(nodes.find((entry) => entry.kind === 'redirect' && entry.action === 'update')?.fields).toEqual(['statusCode']);
    for (const entry of nodes) {
      expect(auditActions).toContain(entry.action);
      expect(Number.isNaN(Date.parse(entry.createdAt))).toBe(false);
    }
  });

  it('filters by actor, action and kind, and counts what matches', async () => {
    const second = await log('actor: "second", first: 100');
    expect(second.nodes.length).toBeGreaterThan(5);
    expect(second.nodes.every((entry) => entry.actor === 'second')).toBe(true);
    expect(second.totalCount).toBe(second.nodes.length);
    const failures = await log('action: loginFailed');
    expect(failures.nodes.map((entry) => [entry.action, entry.username])).toEqual([['loginFailed', 'second']]);
    const tokens = await log('kind: apiToken');
    expect(tokens.nodes.map((entry) => entry.action)).toEqual(['revokeApiToken', 'useApiToken', 'createApiToken']);
    const webhooks = await log('kind: webhook');
    expect(webhooks.nodes.map((entry) => [entry.action, entry.key, entry.actor])).toEqual([
      ['deleteWebhook', String(webhookId), 'admin'],
      ['updateWebhook', String(webhookId), 'admin'],
      ['createWebhook', String(webhookId), 'admin'],
    ]);
    const both = await log('kind: redirect, action: delete');
    expect(both.totalCount).toBe(2);
    expect(await log('actor: "nobody"')).toEqual({ totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null }, nodes: [] });
  });

  it('filters by time: from, to, and both as a range', async () => {
    const all = (await log('first: 100')).nodes;
    const after = await log(`from: "${middle}", first: 100`);
    const before = await log(`to: "${middle}", first: 100`);
    expect(after.nodes.every((entry) => entry.createdAt >= middle)).toBe(true);
    expect(before.nodes.every((entry) => entry.createdAt <= middle)).toBe(true);
    expect(after.nodes.map((entry) => entry.action)).toContain('purge');
    expect(before.nodes.map((entry) => entry.action)).toContain('createApiToken');
    expect(after.totalCount + before.totalCount).toBe(all.length);
    const range = await log(`from: "${middle}", to: "${after.nodes.at(-1)!.createdAt}"`);
    expect(range.nodes.map((entry) => entry.id)).toEqual([after.nodes.at(-1)!.id]);
    const backwards = await server.graphql(`{ auditLog(from: "${middle}", to: "2000-01-01T00:00:00Z") { totalCount } }`, {}, cookie);
    expect(backwards.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { to: 'must be at or after from' } });
  });

  it('pages like every list: first, after, offset, and a page size over the cap refused', async () => {
    const all = (await log('first: 100')).nodes.map((entry) => entry.id);
    const first = await log('first: 3');
    expect(first.nodes.map((entry) => entry.id)).toEqual(all.slice(0, 3));
    expect(first.pageInfo.hasNextPage).toBe(true);
    const next = await log(`first: 3, after: "${first.pageInfo.endCursor}"`);
    expect(next.nodes.map((entry) => entry.id)).toEqual(all.slice(3, 6));
    expect((await log('first: 2, offset: 4')).nodes.map((entry) => entry.id)).toEqual(all.slice(4, 6));
    const tooMany = await server.graphql('{ auditLog(first: 101) { totalCount } }', {}, cookie);
    expect(tooMany.errors?.[0]?.extensions).toEqual({ code: 'BAD_USER_INPUT', fields: { first: 'must be from 1 to 100' } });
  });

  it('answers the same through REST, with the same parameters, and a Link to the next page', async () => {
    const viaGraphql = await log(`kind: redirect, from: "${middle}", first: 4`);
    const response = await server.rest('GET', `/api/admin/audit-log?kind=redirect&from=${encodeURIComponent(middle)}&first=4`, undefined, cookie);
    expect(response.status).toBe(200);
    expect(response.body).toEqual(viaGraphql);
    expect(String(response.headers.link)).toMatch(/^<\/api\/admin\/audit-log\?.*after=.*>; rel="next"$/);
    const actor = await server.rest('GET', '/api/admin/audit-log?actor=second&action=changePassword', undefined, cookie);
    expect((actor.body as Page).nodes.map((entry) => entry.action)).toEqual(['changePassword']);
  });

  it('refuses a value outside its lists, or a time it cannot read, on both doors', async () => {
    const action = await server.rest('GET', '/api/admin/audit-log?action=login-failed', undefined, cookie);
    expect(action.status).toBe(400);
    expect(action.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { action: expect.stringContaining('loginFailed') } });
    const kind = await server.rest('GET', '/api/admin/audit-log?kind=user', undefined, cookie);
    expect(kind.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { kind: expect.stringContaining('account, apiToken') } });
    const time = await server.rest('GET', '/api/admin/audit-log?from=yesterday', undefined, cookie);
    expect(time.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { from: expect.stringContaining('ISO 8601') } });
    const unknown = await server.rest('GET', '/api/admin/audit-log?user=admin', undefined, cookie);
    expect(unknown.body).toMatchObject({ code: 'BAD_USER_INPUT', fields: { user: expect.any(String) } });
    const graphqlKind = await server.graphql('query($k: AuditKind) { auditLog(kind: $k) { totalCount } }', { k: 'user' }, cookie);
    expect(graphqlKind.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('is refused to an editor with FORBIDDEN (403), and to a signed-out client with UNAUTHENTICATED (401)', async () => {
    const editor = await server.graphql('{ auditLog { totalCount } }', {}, editorCookie);
    expect(editor.data).toBeNull();
    expect(editor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(editor.errors?.[0]?.message).toBe('Only administrators may read the audit log; this account is an editor.');
    const editorRest = await server.rest('GET', '/api/admin/audit-log', undefined, editorCookie);
    expect(editorRest.status).toBe(403);
    expect(editorRest.body).toMatchObject({ code: 'FORBIDDEN' });
    // An editor still edits records.
    const edit = await server.graphql('mutation { updatePage(pageSlug: "terms", input: { title: "Terms, by an editor" }) { version } }', {}, editorCookie);
    expect(edit.errors).toBeUndefined();
    expect((await server.graphql('{ me { role } }', {}, editorCookie)).data).toEqual({ me: { role: 'editor' } });
    const signedOut = await server.graphql('{ auditLog { totalCount } }');
    expect(signedOut.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await server.rest('GET', '/api/admin/audit-log')).status).toBe(401);
  });
});
