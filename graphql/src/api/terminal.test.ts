/**
 * README's sign-in and first API token from a terminal, run as written there (its shell block under
 * 'From a terminal'), with curl against a real server: the token it prints then reads through both doors.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { needs } from '../../../scripts/test-conditions.ts';
import { adminPassword, testServer, type TestServer } from '../test/server.ts';

const projectRoot = join(import.meta.dirname, '..', '..', '..');
let server: TestServer;
let base: string;
let folder: string;

beforeAll(async () => {
  server = await testServer();
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  base = `http://127.0.0.1:${address.port}`;
  folder = await mkdtemp(join(tmpdir(), 'terminal-'));
});

afterAll(async () => {
  await server?.close();
  await rm(folder, { recursive: true, force: true });
});

describe("README's terminal sign-in", needs('curl'), () => {
  it('signs in with the password and prints the first API token, which then works on both doors', async () => {
    const readme = await readFile(join(projectRoot, 'README.md'), 'utf8');
    const section = readme.slice(readme.indexOf('**From a terminal.**'));
    const script = /```sh\n([\s\S]*?)```/.exec(section)?.[1] ?? '';
    expect(script).toContain('/api/admin/login');
    expect(script).toContain('createApiToken');
    // The block as written, pointed at this server and its admin's password.
    const run = script.replace(/^CALC=.*$/m, `CALC=${base}`).replace(/^CALC_PASSWORD=.*$/m, `CALC_PASSWORD='${adminPassword}'`);
    // Asynchronously: the server answering curl runs in this process.
    const { stdout: output } = await promisify(execFile)('bash', ['-euo', 'pipefail', '-c', run], { cwd: folder, encoding: 'utf8', timeout: 30_000 });
    const [signedIn, created] = output
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(signedIn).toMatchObject({ success: true, user: { username: 'admin' } });
    const answer = created as { data: { createApiToken: { secret: string; token: { expiresAt: string } } } };
    const { secret, token } = answer.data.createApiToken;
    expect(secret).toMatch(/^csk_/);
    // 90 days ahead unless asked otherwise.
    expect(Math.round((Date.parse(token.expiresAt) - Date.now()) / 86_400_000)).toBe(90);

    const rest = await fetch(`${base}/api/admin/calculators?first=1`, { headers: { authorization: `Bearer ${secret}` } });
    expect(rest.status).toBe(200);
    const graphql = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secret}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ pages { totalCount } }' }),
    });
    // Signed out, pages answers UNAUTHENTICATED; the token reads it (this test server seeds no pages).
    expect(await graphql.json()).toEqual({ data: { pages: { totalCount: 0 } } });
  });
});
