/**
 * No request can end or wedge the process. A body that claims to be compressed (the probe: 100 KB
 * of random bytes labelled gzip, then deflate), compressed bodies cut short, mislabelled or
 * decompressing to far more than was sent, on every route, each on a real connection: each is
 * refused with 415 in the error envelope before a byte is decompressed, and the server then answers
 * a normal request. Before, the decompression failed, the connection went, and the access log's line
 * read the client's address from a socket no longer there, which threw inside an event handler and
 * ended the process.
 */
import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededTestServer, type TestServer } from '../test/server.ts';
import { concreteUrl, restRoutes } from './harness.ts';

let server: TestServer;
let origin: string;

beforeAll(async () => {
  ({ server } = await seededTestServer());
  await server.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await server?.close();
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One request on a connection of its own, its body sent whole (`chunked` without a length). */
function send(method: string, path: string, headers: Record<string, string>, body?: Buffer, chunked = false): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      `${origin}${path}`,
      {
        method,
        agent: false,
        // Named explicitly: Node's client sends a GET's or a DELETE's body without framing otherwise.
        headers: { ...headers, ...(body ? (chunked ? { 'transfer-encoding': 'chunked' } : { 'content-length': String(body.length) }) : {}) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString() }));
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    if (body) outgoing.write(body);
    outgoing.end();
  });
}

const json = (text: string) => Buffer.from(text);
const query = json(JSON.stringify({ query: '{ me { username } }', padding: 'x'.repeat(20_000) }));
const gzippedQuery = gzipSync(query);

/** The probes: a body, the Content-Encoding it claims, and how it is sent. */
const probes: { name: string; body: Buffer; encoding: string; chunked?: boolean }[] = [
  { name: 'the probe: 100 KB of random bytes labelled gzip', body: randomBytes(100_000), encoding: 'gzip' },
  { name: 'the probe: 100 KB of random bytes labelled deflate', body: randomBytes(100_000), encoding: 'deflate' },
  { name: 'gzip cut short', body: gzippedQuery.subarray(0, Math.floor(gzippedQuery.length / 2)), encoding: 'gzip' },
  { name: 'deflate cut short', body: deflateSync(query).subarray(0, 40), encoding: 'deflate' },
  { name: 'gzip labelled deflate', body: gzippedQuery, encoding: 'deflate' },
  { name: 'plain JSON labelled gzip', body: query, encoding: 'gzip' },
  { name: 'random bytes labelled br', body: randomBytes(20_000), encoding: 'br' },
  { name: 'two codings', body: gzipSync(gzippedQuery), encoding: 'gzip, gzip' },
  { name: 'a coding nobody knows', body: query, encoding: 'x-unheard-of' },
  { name: 'a bomb: 64 MB of zeros in a small gzip', body: gzipSync(Buffer.alloc(64 * 1024 * 1024)), encoding: 'gzip' },
  { name: 'over the body limit, labelled gzip', body: randomBytes(300 * 1024), encoding: 'gzip' },
  { name: 'random bytes in chunks, labelled gzip', body: randomBytes(100_000), encoding: 'gzip', chunked: true },
];

/** Every address the server answers: the REST routes as declared, GraphQL, the site's data, pages, the admin, static files and a 404. */
function everyRoute(): { method: string; path: string }[] {
  const rest = restRoutes(server.database.orm).map((route) => ({ method: route.method, path: concreteUrl(route.url) }));
  const others = [
    '/graphql',
    '/api/site?path=/',
    '/',
    '/percentage-calculator?value1=1',
    '/admin',
    '/sitemap.xml',
    '/favicon.svg',
    '/no-such-page',
    '/api/nothing',
  ];
  return [
    ...rest,
    ...others.flatMap((path) => ['POST', 'PUT', 'PATCH', 'DELETE'].map((method) => ({ method, path }))),
    { method: 'GET', path: '/graphql?query=%7Bme%7Busername%7D%7D' },
  ];
}

async function answersNormally(): Promise<void> {
  const health = await send('GET', '/healthz', {});
  expect(health.status).toBe(200);
  const graphql = await send('POST', '/graphql', { 'content-type': 'application/json' }, json('{"query":"{ me { username } }"}'));
  expect(graphql.status).toBe(200);
  expect(JSON.parse(graphql.body)).toEqual({ data: { me: null } });
}

describe('a request body that claims a Content-Encoding', () => {
  for (const probe of probes) {
    it(`is refused with 415 on every route, and the server answers the next request: ${probe.name}`, async () => {
      for (const { method, path } of everyRoute()) {
        const answer = await send(method, path, { 'content-type': 'application/json', 'content-encoding': probe.encoding }, probe.body, probe.chunked);
        const where = `${method} ${path}`;
        expect(answer.status, `${where} ${answer.body}`).toBe(415);
        expect(answer.headers['accept-encoding'], where).toBe('identity');
        const envelope = JSON.parse(answer.body) as { code?: string; errors?: { extensions: { code: string } }[] };
        expect(envelope.code ?? envelope.errors?.[0]?.extensions.code, where).toBe('UNSUPPORTED_MEDIA_TYPE');
      }
      await answersNormally();
    });
  }

  it('is taken as usual when its coding is identity, and ignored on a request without a body', async () => {
    const identity = await send(
      'POST',
      '/graphql',
      { 'content-type': 'application/json', 'content-encoding': 'identity' },
      json('{"query":"{ me { username } }"}'),
    );
    expect(identity.status).toBe(200);
    const bodiless = await send('GET', '/healthz', { 'content-encoding': 'gzip' });
    expect(bodiless.status).toBe(200);
  });
});
