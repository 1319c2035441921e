import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { precompressAssets } from '../../../web/build/precompress.ts';

let webDist: string;
const bigAsset = Array.from({ length: 400 }, (_, index) => `console.log(${index});`).join('\n');
let app: FastifyInstance;

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await mkdir(join(webDist, 'assets'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
  await writeFile(join(webDist, 'assets', 'main-abc123.js'), 'console.log(1)');
  await writeFile(join(webDist, 'assets', 'big-def456.js'), bigAsset);
  await precompressAssets(webDist);
  await writeFile(join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildApp({ webDist });
});

afterAll(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('the server', () => {
  it('answers liveness and readiness', async () => {
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect((await app.inject('/readyz')).statusCode).toBe(200);
  });

  it('serves the web app for every catalogue page', async () => {
    for (const path of ['/', '/percentage-calculator', '/scientific-calculator', '/education-tools', '/contact', '/admin']) {
      const response = await app.inject(path);
      expect(response.statusCode, path).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<div id="root">');
    }
  });

  it('answers a short path with 301 to its canonical page, keeping the query', async () => {
    const response = await app.inject('/percentage?value1=40&value2=50');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/percentage-calculator?value1=40&value2=50');
    expect((await app.inject('/general')).headers.location).toBe('/general-tools');
  });

  it('answers an unknown path with a real 404 that still renders the app', async () => {
    const response = await app.inject('/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('<div id="root">');
  });

  it('serves hashed assets with a one-year immutable cache, and static files', async () => {
    const asset = await app.inject('/assets/main-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await app.inject('/favicon.svg')).statusCode).toBe(200);
    expect((await app.inject('/robots.txt')).body).toContain('Allow: /');
    expect((await app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  it('sends the build files compressed once at build time, in the encoding the client accepts', async () => {
    const br = await app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(bigAsset);
    // The build's copy itself, not the same text compressed again.
    expect(br.rawPayload.equals(await readFile(join(webDist, 'assets', 'big-def456.js.br')))).toBe(true);
    const gz = await app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(bigAsset);
    const plain = await app.inject({ url: '/assets/big-def456.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigAsset);
    // The compressed copies are never answered under their own names.
    expect((await app.inject('/assets/big-def456.js.br')).statusCode).toBe(404);
  });
});
