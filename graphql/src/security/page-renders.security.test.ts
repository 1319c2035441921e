/**
 * Every page render is bounded: no link makes a page cost seconds or megabytes (the maths pages
 * shorten what is too large and say so), and each client has a budget of renders, spent only by
 * pages the cache does not hold: past it 429 with Retry-After, in the site's own page form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parsePageRenderBudget } from '../config.ts';
import { seedCatalogue } from '../db/seed.ts';
import { testServer, type TestServer } from '../test/server.ts';

let server: TestServer;
const capacity = 4;

beforeAll(async () => {
  // A small budget refilled slowly enough that the test's own pace cannot refill it.
  server = await testServer({ renderPages: true, pageRenderBudget: { capacity, refillPerSecond: 1 / 600 } });
  await seedCatalogue(server.em());
});

afterAll(async () => {
  await server?.close();
});

const visit = (url: string, remoteAddress: string) => server.app.inject({ method: 'GET', url, remoteAddress, headers: { 'accept-encoding': 'identity' } });

describe('the heaviest link the derivative page reads', () => {
  // x^x^…^x with 100 x's: 199 characters, within the field's 200. Its derivative written out has
  // 20,692 nodes (2n² + 7n − 8); rendered whole it made 3.87 MB of HTML.
  const probe = `/derivative-calculator?function=${encodeURIComponent(Array.from({ length: 100 }, () => 'x').join('^'))}`;

  it('renders in under 150 KB, saying what it left out, with each method', async () => {
    for (const [index, url] of [probe, `${probe}&method=numerical`].entries()) {
      const answer = await visit(url, `10.40.0.${index + 1}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.body.length).toBeLessThan(150_000);
      expect(answer.body).toMatch(/too long to work out symbolically here|Shortened: too long to show on this page/);
    }
  });
});

describe('the render budget of each client', () => {
  /** A link to a page the cache has not held yet: each value of the percentage is a page of its own. */
  const fresh = (n: number) => `/percentage-calculator?mode=change&value1=${n}&value2=200`;

  it('answers 429 with Retry-After past the budget, in the site’s page form; kept pages and other clients are served', async () => {
    const client = '10.41.0.1';
    for (let n = 1; n <= capacity; n += 1) expect((await visit(fresh(n), client)).statusCode).toBe(200);

    const refused = await visit(fresh(capacity + 1), client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.body).toContain('<title data-server-head>Too many new pages | CalcSuite</title>');
    expect(refused.body).toContain(`try again in ${String(refused.headers['retry-after'])} second`);

    // Pages the cache holds cost nothing: the same inputs, another order, a parameter the page does not have.
    for (const kept of [fresh(1), '/percentage-calculator?value2=200&value1=2&mode=change', `${fresh(3)}&utm_source=mail`]) {
      const answer = await visit(kept, client);
      expect(answer.statusCode, kept).toBe(200);
      expect(/data-result="percentage"[^>]*>[\d,.]+%</.test(answer.body), kept).toBe(true);
    }
    // Another client has a budget of its own.
    expect((await visit(fresh(capacity + 1), '10.41.0.2')).statusCode).toBe(200);
    // And that page is now kept: the first client gets it too, without a render.
    expect((await visit(fresh(capacity + 1), client)).statusCode).toBe(200);
    expect((await visit(fresh(capacity + 2), client)).statusCode).toBe(429);
  });

  it('counts hits of kept pages never: two hundred visits to one page spend one render', async () => {
    const client = '10.42.0.1';
    const visits = await Promise.all(Array.from({ length: 200 }, (_, i) => visit(`/percentage-calculator?value1=77&utm_campaign=${i}`, client)));
    expect(visits.map((answer) => answer.statusCode)).toEqual(visits.map(() => 200));
    for (let n = 1; n < capacity; n += 1) expect((await visit(`/percentage-calculator?value1=${1000 + n}`, client)).statusCode).toBe(200);
    expect((await visit('/percentage-calculator?value1=2000', client)).statusCode).toBe(429);
  });

  it('is set by PAGE_RENDER_BUDGET: 60/2 unless told otherwise, off for none, anything else stops the start', () => {
    expect(parsePageRenderBudget(undefined)).toEqual({ capacity: 60, refillPerSecond: 2 });
    expect(parsePageRenderBudget('600/20')).toEqual({ capacity: 600, refillPerSecond: 20 });
    expect(parsePageRenderBudget('off')).toBeNull();
    for (const wrong of ['60', '0/2', '60/0', 'lots']) expect(() => parsePageRenderBudget(wrong), wrong).toThrow(/PAGE_RENDER_BUDGET must be/);
  });
});
