import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AccessLog, requestLog, safeSerializers, serializeError } from './access-log.ts';
import { clientAddress } from '../security/client-address.ts';
import { createLog } from '../log.ts';
import { buildApp } from './app.ts';
import { LoginAttempt } from '../auth/login-attempt.entity.ts';
import type { Em } from '../db/orm.ts';
import { Page } from '../records/page/page.ts';
import { testDatabase, type TestDatabase } from '../test/database.ts';

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
  // Logs through requestLog after an await, as the GraphQL server's error logging does.
  app.get('/deep', async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    requestLog(app.log).warn('logged deep inside the request');
    return { ok: true };
  });
});

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

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

  it('names the client address, the socket address without a trusted proxy', async () => {
    await app.inject({ url: '/no-such-page', remoteAddress: '203.0.113.7', headers: { 'x-forwarded-for': '198.51.100.1' } });
    expect(lines.at(-1)).toMatchObject({ statusCode: 404, remoteAddress: '203.0.113.7' });
  });

  it('names the address the trusted proxy forwarded, with TRUST_PROXY set', async () => {
    const proxied = await buildApp({
      webDist,
      trustProxy: 1,
      logger: {
        stream: new Writable({ write: (chunk: Buffer, _encoding, done) => (lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>), done()) }),
      },
    });
    try {
      await proxied.inject({ url: '/no-such-page', remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '198.51.100.1' } });
      expect(lines.at(-1)).toMatchObject({ statusCode: 404, remoteAddress: '198.51.100.1' });
    } finally {
      await proxied.close();
    }
  });

  it('leaves out the values of parameters named like secrets, on any path', async () => {
    await app.inject('/percentage-calculator?value1=40&token=abc123&api_key=k9&Password=p&mode=change&sid=s1');
    expect(lines.at(-1)?.url).toBe('/percentage-calculator?value1=40&token=…&api_key=…&Password=…&mode=change&sid=…');
  });

  it('leaves out the values of parameters whose names have a secret word as a whole word, in any case and spelling', async () => {
    const secretNames = [
      'pwd',
      'jwt',
      'otp',
      'pin',
      'sess',
      'k',
      'PIN',
      'apiKey',
      'api_key',
      'X-Auth-Token',
      'access.token',
      'userPassword',
      'pwd2',
      'Session[id]',
      'a%5Fkey',
    ];
    const kept = ['compass', 'keyboard', 'pinned', 'otpx', 'value1', 'tvSize', 'mode', 'kb'];
    const query = [...secretNames, ...kept].map((name, index) => `${name}=v${index}`).join('&');
    await app.inject(`/percentage-calculator?${query}`);
    const logged = String(lines.at(-1)?.url);
    for (const name of secretNames) expect(logged, name).toContain(`${name}=…`);
    for (const [index, name] of kept.entries()) expect(logged, name).toContain(`${name}=v${index + secretNames.length}`);
  });

  it('cuts a long URL to about 1 KB, saying it was cut, and bounds the bytes each request logs', async () => {
    const before = lines.length;
    let bytes = 0;
    const counting = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bytes += chunk.length;
        done();
      },
    });
    const flooded = await buildApp({ webDist, logger: { stream: counting } });
    try {
      const long = (i: number) => `q${i}=${'x'.repeat(15_000)}`;
      const urls = (i: number) => [
        `/percentage-calculator?${long(i)}`,
        `/${'a'.repeat(15_000)}${i}`,
        `/api/admin/${'b'.repeat(15_000)}${i}`,
        `/graphql?${long(i)}`,
      ];
      const requests = 250;
      for (let i = 0; i < requests; i += 1) await Promise.all(urls(i).map((url) => flooded.inject(url)));
      // One line a request, each with a URL of at most 1 KB and the rest of the line (times, address, id).
      expect(bytes / (requests * 4)).toBeLessThan(1400);
    } finally {
      await flooded.close();
    }
    const sent = `/percentage-calculator?value1=40&filler=${'y'.repeat(15_000)}`;
    await app.inject(sent);
    const url = String(lines.at(-1)?.url);
    expect(url).toBe(`${sent.slice(0, 1024)}…[cut: ${sent.length} characters]`);
    expect(url.length).toBeLessThan(1100);
    expect(lines.length).toBe(before + 1);
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

describe('the line logged after the answer', () => {
  /** A request as the access log meets it once its client has gone: no socket, and Fastify's `ip` reading it. */
  function goneRequest(log: unknown) {
    return {
      method: 'POST',
      url: '/graphql',
      log,
      socket: null,
      get ip(): string {
        throw new TypeError("Cannot read properties of null (reading 'remoteAddress')");
      },
    };
  }

  it('is written when the client and its socket are gone, with the address unknown (0.0.0.0)', () => {
    const written: unknown[][] = [];
    const log = { info: (...args: unknown[]) => written.push(args), error: (...args: unknown[]) => written.push(args) };
    const reply = { statusCode: 400, elapsedTime: 3, log };
    expect(() => new AccessLog().requestCompleted(null, goneRequest(log) as never, reply as never)).not.toThrow();
    expect(written).toEqual([[{ method: 'POST', url: '/graphql', statusCode: 400, responseTime: 3, remoteAddress: '0.0.0.0' }, 'request completed']]);
  });

  it('keeps the address read as the request arrived, after the socket has gone', () => {
    const request = { ip: '203.0.113.9', socket: { remoteAddress: '203.0.113.9' } };
    expect(clientAddress(request as never)).toBe('203.0.113.9');
    Object.defineProperty(request, 'ip', {
      get: () => {
        throw new TypeError('the socket is gone');
      },
    });
    request.socket = null as never;
    expect(clientAddress(request as never)).toBe('203.0.113.9');
  });

  it('never throws into the event handler that writes it: a failure is logged instead', () => {
    const errors: unknown[][] = [];
    const log = {
      info: () => {
        throw new Error('the log stream broke');
      },
      error: (...args: unknown[]) => errors.push(args),
    };
    const reply = { statusCode: 200, elapsedTime: 1, log };
    const controller = new AccessLog();
    expect(() => controller.requestCompleted(null, goneRequest(log) as never, reply as never)).not.toThrow();
    expect(errors).toHaveLength(1);
    expect(errors[0]?.[1]).toBe('A log line could not be written for a request (its cause is logged with this line)');
    const silent = { info: log.info, error: log.info };
    expect(() => controller.requestCompleted(null, goneRequest(silent) as never, { ...reply, log: silent } as never)).not.toThrow();
    expect(() => controller.routeNotFound(goneRequest(silent) as never)).not.toThrow();
  });
});

describe("the process's logger (log.ts), as npm start and npm run dev use it in every mode", () => {
  it('logs a 500 with its cause and the request id', async () => {
    const written: Record<string, unknown>[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) written.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    const served = await buildApp({ webDist, log: createLog({ pretty: false, destination, serializers: safeSerializers }) });
    served.get('/broken', async () => {
      throw new Error('the disk is full');
    });
    try {
      const response = await served.inject('/broken?token=secret-value');
      expect(response.statusCode).toBe(500);
      const errors = written.filter((line) => line.level === 50);
      for (const line of errors) expect(line.reqId).toBe(response.headers['x-request-id']);
      expect(errors).toHaveLength(1);
      expect(errors[0]).toMatchObject({ req: { url: '/broken?token=…' }, res: { statusCode: 500 }, err: { message: 'the disk is full' } });
      expect(written.at(-1)).toMatchObject({ reqId: response.headers['x-request-id'], statusCode: 500, url: '/broken?token=…' });
      expect(String((errors[0]?.err as { stack?: string }).stack)).toMatch(/^Error: the disk is full\n\s+at /);
    } finally {
      await served.close();
    }
  });
});

describe('request ids', () => {
  it('are made unique per request (UUIDs), sent back as X-Request-Id and carried by the log line', async () => {
    const first = await app.inject('/no-such-page');
    const second = await app.inject('/no-such-page');
    const ids = [first.headers['x-request-id'], second.headers['x-request-id']];
    for (const id of ids) expect(id).toMatch(uuid);
    expect(ids[0]).not.toBe(ids[1]);
    expect(lines.map((line) => line.reqId)).toEqual(ids);
  });

  it("take the caller's X-Request-Id when it is short and plain", async () => {
    for (const given of ['7f3c2a1e-trace', 'Root=1-67891233-abcdef012345678912345678', 'a'.repeat(128)]) {
      const response = await app.inject({ url: '/no-such-page', headers: { 'x-request-id': given } });
      expect(response.headers['x-request-id']).toBe(given);
      expect(lines.at(-1)?.reqId).toBe(given);
    }
  });

  it('make a new id instead of a long, empty or strange one', async () => {
    for (const given of ['a'.repeat(129), '', 'two words', 'quote"d', '<script>', 'line\u2028break']) {
      const response = await app.inject({ url: '/no-such-page', headers: { 'x-request-id': given } });
      expect(response.headers['x-request-id'], given).toMatch(uuid);
    }
  });

  it('are on every answer, health checks, errors and refused bodies included', async () => {
    expect((await app.inject('/healthz')).headers['x-request-id']).toMatch(uuid);
    expect((await app.inject('/broken')).headers['x-request-id']).toMatch(uuid);
    const tooLarge = await app.inject({ method: 'POST', url: '/graphql', headers: { 'content-type': 'application/json' }, payload: 'x'.repeat(300 * 1024) });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.headers['x-request-id']).toMatch(uuid);
  });

  it('are on every line a request logs, its error lines and lines logged after an await included', async () => {
    const broken = await app.inject('/broken');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.reqId).toBe(broken.headers['x-request-id']);
    lines = [];
    const deep = await app.inject('/deep');
    expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
      ['logged deep inside the request', deep.headers['x-request-id']],
      ['request completed', deep.headers['x-request-id']],
    ]);
  });
});

describe('logs hold no secrets', () => {
  let database: TestDatabase;
  let withDatabase: FastifyInstance;
  const secret = 'SECRET-VALUE-0123456789';

  beforeAll(async () => {
    database = await testDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    withDatabase = await buildApp({ webDist, orm: database.orm, logger: { stream } });
    withDatabase.get('/broken-write', async () => {
      await (database.orm.em.fork() as Em).insert(LoginAttempt, { username: secret, ip: secret.repeat(4), network: 'x', succeeded: false });
    });
  });

  afterAll(async () => {
    await withDatabase?.close();
    await database?.close();
  });

  it('logs the admin area and the API without their query strings, public pages with theirs', async () => {
    await app.inject(`/graphql?query=${encodeURIComponent('{ me { username } }')}&variables=${encodeURIComponent(JSON.stringify({ password: secret }))}`);
    await app.inject(`/api/admin/login?password=${secret}`);
    await app.inject(`/%61pi/admin/profile?token=${secret}`);
    await app.inject(`/admin?next=${secret}`);
    await app.inject('/percentage-calculator?value1=40&value2=50');
    expect(lines.map((line) => line.url)).toEqual([
      '/graphql',
      '/api/admin/login',
      '/api/admin/profile',
      '/admin',
      '/percentage-calculator?value1=40&value2=50',
    ]);
    expect(JSON.stringify(lines)).not.toContain(secret);
  });

  it('logs a database error without the statement or the values in it', async () => {
    const response = await withDatabase.inject(`/broken-write?x=1`);
    expect(response.statusCode).toBe(500);
    const errors = lines.filter((line) => line.level === 50);
    expect(errors.length).toBeGreaterThan(0);
    expect(JSON.stringify(lines)).not.toContain(secret);
    expect(errors.some((line) => (line.err as { message?: string } | undefined)?.message === 'value too long for type character varying(64)')).toBe(true);
  });

  it("drops a unique violation's detail (the duplicate key's value) and keeps what says what failed", async () => {
    const em = database.orm.em.fork() as Em;
    const page = {
      pageType: 'page' as const,
      pageSlug: `dup-${Date.now()}`,
      description: '',
      content: {},
      isPublished: true,
      version: 1,
      createdAt: new Date(),
      updatedAt: new Date(),
    };
    await em.insert(Page, { ...page, title: 'first' });
    const error = await em.insert(Page, { ...page, title: secret }).then(
      () => null,
      (caught: Error) => caught,
    );
    expect(error?.message).toContain(page.pageSlug);
    const logged = serializeError(error!);
    expect(JSON.stringify(logged)).not.toContain(page.pageSlug);
    expect(JSON.stringify(logged)).not.toContain(secret);
    expect(logged).toMatchObject({
      type: 'UniqueConstraintViolationException',
      message: 'duplicate key value violates unique constraint "page_page_slug_unique"',
      code: '23505',
    });
    expect(logged.stack).toMatch(/^UniqueConstraintViolationException: duplicate key value violates unique constraint "page_page_slug_unique"\n\s+at /);
  });

  it('never has MikroORM log statements, even with MIKRO_ORM_DEBUG set', async () => {
    const before = process.env.MIKRO_ORM_DEBUG;
    process.env.MIKRO_ORM_DEBUG = 'true';
    const other = await testDatabase();
    try {
      const logger = other.orm.config.getLogger();
      expect(logger.isEnabled('query')).toBe(false);
      expect(logger.isEnabled('query-params')).toBe(false);
    } finally {
      await other.close();
      if (before === undefined) delete process.env.MIKRO_ORM_DEBUG;
      else process.env.MIKRO_ORM_DEBUG = before;
    }
  });
});
