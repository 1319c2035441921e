/**
 * README's 'For integrators' section, run as written: its shell examples with curl against a real
 * listening server, its TypeScript examples compiled under `"module": "NodeNext"` and run with Node,
 * its codegen configuration run against the live schema and the generated code compiled; and every
 * status, CORS and persisted-query claim it makes, checked on the wire.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedCatalogue } from '../db/seed.ts';
import { adminPassword, testServer, type TestServer } from '../test/server.ts';

const run = promisify(execFile);
const root = join(import.meta.dirname, '..', '..', '..');
const allowedOrigin = 'https://app.example';

let server: TestServer;
let base: string;
let work: string;
let section: string;
let token: string;

/** The fenced blocks of one language in the section, in order. */
const blocks = (language: string) => [...section.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((match) => match[1]!);
/** A README example with the documented address replaced by the test server's. */
const local = (text: string) => text.replaceAll('http://127.0.0.1:3000', base);

beforeAll(async () => {
  const readme = await readFile(join(root, 'README.md'), 'utf8');
  section = readme.slice(readme.indexOf('## For integrators'));
  server = await testServer({ corsOrigins: [allowedOrigin] });
  await seedCatalogue(server.em());
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  // Inside node_modules, so the examples resolve the project's packages; never inside the tree git sees.
  await mkdir(join(root, 'node_modules', '.cache'), { recursive: true });
  work = await mkdtemp(join(root, 'node_modules', '.cache', 'integrators-'));
  await writeFile(join(work, 'package.json'), JSON.stringify({ type: 'module' }));
  await writeFile(
    join(work, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        target: 'ES2023',
        lib: ['ES2023', 'DOM'],
        strict: true,
        outDir: 'out',
        skipLibCheck: true,
        types: ['node'],
      },
      include: ['*.ts', 'src/**/*.ts'],
    }),
  );
});

afterAll(async () => {
  await server?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

const shell = async (script: string, env: Record<string, string> = {}) => {
  const { stdout } = await run('bash', ['-euo', 'pipefail', '-c', local(script)], { cwd: work, env: { ...process.env, ...env } });
  return stdout;
};

/** The JSON documents a curl script printed, one per request (curl adds no newline between them). */
function jsonDocuments(output: string): unknown[] {
  const documents: unknown[] = [];
  let depth = 0;
  let start = 0;
  let inString = false;
  for (let i = 0; i < output.length; i++) {
    const character = output[i];
    if (inString) {
      if (character === '\\') i++;
      else if (character === '"') inString = false;
    } else if (character === '"') inString = true;
    else if (character === '{' || character === '[') {
      if (depth === 0) start = i;
      depth++;
    } else if (character === '}' || character === ']') {
      depth--;
      if (depth === 0) documents.push(JSON.parse(output.slice(start, i + 1)));
    }
  }
  return documents;
}

const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
const tsc = () => run(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', work]);

describe("README's examples", () => {
  it('make a first token without a browser: login, then createApiToken with the cookie', async () => {
    const recipe = blocks('sh').find((block) => block.includes('createApiToken'));
    expect(recipe).toBeDefined();
    const [login, created] = jsonDocuments(await shell(recipe!, { ADMIN_PASSWORD: adminPassword })) as [
      { data: { login: { success: boolean } } },
      { data: { createApiToken: { secret: string; token: { expiresAt: string } } } },
    ];
    expect(login).toEqual({ data: { login: { success: true } } });
    token = created.data.createApiToken.secret;
    expect(token).toMatch(/^csk_/);
    // 90 days ahead unless told otherwise.
    expect(Date.parse(created.data.createApiToken.token.expiresAt) - Date.now()).toBeGreaterThan(89 * 86_400_000);
  });

  it('read publicly over GET, then with the token on both doors, and list the entry points at GET /api', async () => {
    const reads = blocks('sh').find((block) => block.includes('$CALC_TOKEN'));
    const [general, pages, calculators, index] = jsonDocuments(await shell(reads!, { CALC_TOKEN: token })) as [
      { data: { activeCalculators: { nodes: { calculatorSlug: string }[] } } },
      { data: { pages: { totalCount: number; nodes: unknown[] } } },
      unknown,
      { links: Record<string, { href: string }> },
    ];
    expect(general.data.activeCalculators.nodes.map((calculator) => calculator.calculatorSlug)).toHaveLength(3);
    expect(pages.data.pages.nodes).toHaveLength(10);
    expect(pages.data.pages.totalCount).toBeGreaterThan(10);
    expect(JSON.stringify(calculators)).toContain('percentage-calculator');
    expect(index.links.graphql?.href).toBe('/graphql');
    // Every address it names answers (a template with one filled in).
    for (const { href: template } of Object.values(index.links)) {
      const href = template.replace('{calculatorSlug}', 'tv-height-calculator');
      const answer = await fetch(`${base}${href}`, href === '/api/admin/login' ? { method: 'POST' } : undefined);
      expect(answer.status, href).not.toBe(404);
    }
  });

  it('compile under NodeNext, and run: fetch with a token, Apollo Client over GET', async () => {
    const fetchExample = blocks('ts').find((block) => block.includes('process.env.CALC_TOKEN'));
    const apolloExample = blocks('ts').find((block) => block.includes('@apollo/client'));
    await writeFile(join(work, 'fetch-example.ts'), local(fetchExample!));
    await writeFile(join(work, 'apollo-example.ts'), local(apolloExample!));
    // Compiled to JavaScript and run as such: Node strips no types under node_modules.
    await tsc();
    const fetched = await run(process.execPath, [join(work, 'out', 'fetch-example.js')], { env: { ...process.env, CALC_TOKEN: token } });
    expect(fetched.stdout).toMatch(/^\d+ pages; budget left: "token";r=\d+;t=\d+\n$/);
    const apollo = await run(process.execPath, [join(work, 'out', 'apollo-example.js')]);
    expect(apollo.stdout).toContain('Percentage Calculator');
  }, 120_000);

  it("build a deep link from a calculator's inputs, holding only the values that differ from the defaults", async () => {
    const deepLink = blocks('ts').find((block) => block.includes('deep link'));
    await writeFile(join(work, 'deep-link.ts'), local(deepLink!));
    await tsc();
    const { stdout } = await run(process.execPath, [join(work, 'out', 'deep-link.js')]);
    expect(stdout).toBe(`${base}/tv-height-calculator?tvSize=65&eyeHeight=40\n`);
    // The link opens the page with those values.
    const page = await fetch(stdout.trim());
    expect(page.status).toBe(200);
  }, 120_000);

  it('generate types with the codegen sample from the live schema, mapping its scalars, that compile under NodeNext', async () => {
    const sample = blocks('ts').find((block) => block.includes('CodegenConfig'));
    await writeFile(join(work, 'codegen.ts'), local(sample!));
    await mkdir(join(work, 'src'), { recursive: true });
    await writeFile(join(work, 'src', 'tokens.graphql'), 'query Tokens { apiTokens(first: 10) { nodes { id name createdAt expiresAt } } }\n');
    await run(process.execPath, [join(root, 'node_modules', '@graphql-codegen', 'cli', 'cjs', 'bin.js'), '--config', 'codegen.ts'], { cwd: work });
    await writeFile(
      join(work, 'src', 'use.ts'),
      [
        "import { TokensDocument, type TokensQuery } from './generated/graphql.js';",
        "import { graphql } from './generated/gql.js';",
        'const expires: string = ({} as TokensQuery).apiTokens.nodes[0]!.expiresAt;',
        'console.log(TokensDocument, graphql, expires);',
        '',
      ].join('\n'),
    );
    await tsc();
  }, 120_000);
});

describe("README's status claims", () => {
  it('field errors on /graphql are HTTP 200 with data and the code; REST gives each code its status', async () => {
    const signedOut = await post({ query: '{ pages(first: 1) { nodes { pageSlug } } }' });
    expect(signedOut.status).toBe(200);
    expect(await signedOut.json()).toMatchObject({ data: null, errors: [{ extensions: { code: 'UNAUTHENTICATED' } }] });
    const missing = await post({ query: '{ page(pageSlug: "nowhere") { pageSlug } }' }, { authorization: `Bearer ${token}` });
    expect(missing.status).toBe(200);
    expect(await missing.json()).toMatchObject({ errors: [{ extensions: { code: 'NOT_FOUND' } }] });
    const invalid = await post(
      { query: 'mutation { updatePage(pageSlug: "terms", input: { title: "" }) { pageSlug } }' },
      { authorization: `Bearer ${token}` },
    );
    expect(invalid.status).toBe(200);
    expect(await invalid.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_USER_INPUT', fields: { title: expect.any(String) } } }] });
    // A token may not list tokens: a field's FORBIDDEN, so 200 too.
    const forbidden = await post({ query: '{ apiTokens { nodes { id } } }' }, { authorization: `Bearer ${token}` });
    expect(forbidden.status).toBe(200);
    expect(await forbidden.json()).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
    expect((await fetch(`${base}/api/admin/profile`)).status).toBe(401);
    expect((await fetch(`${base}/api/admin/content/pages/nowhere`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
  });

  it('whole requests refused have their status: 400 parse and variables, 401 dead token, 403 read token mutating', async () => {
    expect((await post({ query: '{ pages ' })).status).toBe(400);
    expect((await post({ query: 'query($l: Int) { publishedPages(first: $l) { nodes { pageSlug } } }', variables: { l: 'x' } })).status).toBe(400);
    expect((await post({ query: '{ publishedPages(first: 1) { totalCount } }' }, { authorization: `Bearer csk_${'Z'.repeat(43)}` })).status).toBe(401);
    const cookie = await server.signIn();
    const read = await server.graphql(
      'mutation($p: String!) { createApiToken(name: "reader", scope: read, currentPassword: $p) { secret } }',
      { p: adminPassword },
      cookie,
    );
    const reader = (read.data?.createApiToken as { secret: string }).secret;
    expect((await post({ query: 'mutation { deletePage(pageSlug: "terms") { pageSlug } }' }, { authorization: `Bearer ${reader}` })).status).toBe(403);
  });

  it('media types and sizes: 400 for a non-JSON GraphQL POST, 415 for a non-JSON REST body or any Content-Encoding, 413, 431 for a very long address', async () => {
    const plain = await fetch(`${base}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"query":"{ publishedPages(first: 1) { totalCount } }"}',
    });
    expect(plain.status).toBe(400);
    expect(await plain.json()).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
    const form = await fetch(`${base}/api/admin/login`, { method: 'POST', headers: { 'content-type': 'text/plain' }, body: '{}' });
    expect(form.status).toBe(415);
    expect(await form.json()).toMatchObject({ code: 'UNSUPPORTED_MEDIA_TYPE' });
    const encoded = await fetch(`${base}/graphql`, { method: 'POST', headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' }, body: 'x' });
    expect(encoded.status).toBe(415);
    const large = await post({ query: `{ publishedPages(first: 1) { totalCount } } # ${'x'.repeat(300 * 1024)}` });
    expect(large.status).toBe(413);
    const long = await fetch(`${base}/api/admin/calculators/${'a'.repeat(20_000)}`);
    expect(long.status).toBe(431);
    expect(await long.json()).toMatchObject({ code: 'HEADERS_TOO_LARGE' });
  });
});

describe("README's CORS claims", () => {
  it('grant a preflight for GET only, never with Authorization: a browser cannot POST from another origin', async () => {
    const preflight = await fetch(`${base}/graphql`, {
      method: 'OPTIONS',
      headers: { origin: allowedOrigin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET');
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type, apollo-require-preflight, x-apollo-operation-name');
  });

  it("let a listed origin's page read a public GET with its ETag and budget; admin reads get no CORS", async () => {
    const read = await fetch(`${base}/graphql?query=${encodeURIComponent('{ publishedPages(first: 1) { totalCount } }')}`, {
      headers: { origin: allowedOrigin, 'content-type': 'application/json' },
    });
    expect(read.status).toBe(200);
    expect(read.headers.get('access-control-allow-origin')).toBe(allowedOrigin);
    expect(read.headers.get('access-control-expose-headers')).toBe('ETag, RateLimit, RateLimit-Policy, Retry-After');
    expect(read.headers.get('etag')).toMatch(/^W\//);
    const admin = await post({ query: '{ pages(first: 1) { totalCount } }' }, { origin: allowedOrigin, authorization: `Bearer ${token}` });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe("README's persisted queries", () => {
  it('answer an unknown hash with 200 PERSISTED_QUERY_NOT_FOUND, then run the hash alone over GET once the document was sent', async () => {
    const query = '{ publishedPages(first: 1) { totalCount } }';
    const extensions = { persistedQuery: { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') } };
    const byHash = `${base}/graphql?extensions=${encodeURIComponent(JSON.stringify(extensions))}`;
    const unknown = await fetch(byHash);
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject({ errors: [{ extensions: { code: 'PERSISTED_QUERY_NOT_FOUND' } }] });
    const registered = await post({ query, extensions });
    expect(await registered.json()).toEqual({ data: { publishedPages: { totalCount: expect.any(Number) } } });
    const known = await fetch(byHash);
    expect(known.status).toBe(200);
    expect(known.headers.get('cache-control')).toBe('public, max-age=60');
    expect(await known.json()).toEqual({ data: { publishedPages: { totalCount: expect.any(Number) } } });
  });
});
