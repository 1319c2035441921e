import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';

let webDist: string;
let app: FastifyInstance;
let lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  webDist = await mkdtemp(join(tmpdir(), 'web-dist-'));
  await writeFile(join(webDist, 'index.html'), '<!doctype html><html><head><!--app-head--></head><body><div id="root"></div></body></html>');
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  app = await buildApp({ webDist, logger: { stream } });
  app.get('/broken', async () => {
    throw new Error('the disk is full');
  });
});

afterAll(async () => {
  await app.close();
  await rm(webDist, { recursive: true, force: true });
});

beforeEach(() => {
  lines = [];
});

describe('the access log', () => {
  it('writes one line per request, with what was asked and how it went', async () => {
    await app.inject('/no-such-page?from=search');
    expect(lines).toHaveLength(1);
    const [line] = lines;
    expect(line).toMatchObject({ level: 30, msg: 'request completed', method: 'GET', url: '/no-such-page?from=search', statusCode: 404 });
    expect(line?.responseTime).toEqual(expect.any(Number));
    expect(line?.reqId).toEqual(expect.any(String));
  });

  it('leaves out the health checks', async () => {
    await app.inject('/healthz');
    await app.inject('/readyz');
    expect(lines).toEqual([]);
  });

  it('still logs a failing request as an error, with its cause', async () => {
    const response = await app.inject('/broken');
    expect(response.statusCode).toBe(500);
    const errors = lines.filter((line) => line.level === 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(errors.some((line) => (line.err as { message?: string } | undefined)?.message === 'the disk is full')).toBe(true);
    expect(lines.at(-1)).toMatchObject({ method: 'GET', url: '/broken', statusCode: 500 });
  });
});
