import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SitePayload, SiteSource } from '#catalogue/rendering.ts';
import { RenderUnavailable, renderWorkers } from './render-workers.ts';

/**
 * A stand-in for the build's renderer whose serveRenders speaks the same protocol as
 * web/src/server/render.tsx's, with pages that misbehave on purpose: one that never ends, one that ends its thread,
 * one that fails. Any other page asks the server for the site's data at its path and shows it.
 */
const standIn = `
import { threadId } from 'node:worker_threads';
export function serveRenders(port) {
  const asked = new Map();
  let lastAsk = 0;
  const load = (path) => new Promise((resolve, reject) => {
    const id = ++lastAsk;
    asked.set(id, { resolve, reject });
    port.postMessage({ type: 'load', id, path });
  });
  port.on('message', async (message) => {
    if (message.type === 'loaded') {
      const ask = asked.get(message.id);
      if (message.payload) ask.resolve(message.payload); else ask.reject(new Error(message.error));
      return;
    }
    const path = message.url.split('?')[0];
    if (path === '/forever') for (;;);
    if (path === '/end-thread') process.exit(3);
    if (path === '/heap') { const kept = []; for (;;) kept.push(new Array(1e6).fill(kept.length)); }
    try {
      if (path === '/fails') throw new Error('This page cannot be rendered');
      const [first, second] = await Promise.all([load(path), load(path)]);
      const body = first.page.title + ' ' + second.today + ' ' + JSON.stringify(message.options) + ' thread ' + threadId;
      port.postMessage({ type: 'rendered', id: message.id, page: { status: 200, body } });
    } catch (error) {
      port.postMessage({ type: 'failed', id: message.id, message: error.message });
    }
  });
  port.postMessage({ type: 'ready' });
}
`;

let folder: string;
let moduleFile: string;
const cleanLink = (url: string) => ({ href: url, inputs: url, reset: [] });

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'render-workers-'));
  moduleFile = join(folder, 'render.mjs');
  await writeFile(moduleFile, standIn);
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

const payload = (title: string): SitePayload => ({ nav: {} as SitePayload['nav'], page: { title } as SitePayload['page'], today: '2026-11-29' });
const site = (title = 'Percentage Calculator', loads: string[] = []): SiteSource => ({
  load: async (path) => {
    loads.push(path);
    return payload(title);
  },
});

describe('pages rendered by worker threads', () => {
  it("renders in another thread, with the site's data asked of this one at the page's path", async () => {
    const workers = renderWorkers(moduleFile, { cleanLink }, { size: 1 });
    try {
      const loads: string[] = [];
      const page = await workers.renderPage('/percentage-calculator?value1=5', site('Percentage Calculator', loads), { embed: true });
      expect(page.status).toBe(200);
      const [, thread] = /thread (\d+)$/.exec(page.body) ?? [];
      expect(page.body).toBe(`Percentage Calculator 2026-11-29 {"embed":true} thread ${thread}`);
      expect(Number(thread)).not.toBe(threadId);
      expect(loads).toEqual(['/percentage-calculator', '/percentage-calculator']);
      expect(workers.cleanLink('/a?b=1')).toEqual(cleanLink('/a?b=1'));
    } finally {
      await workers.close();
    }
  });

  it('answers renders asked at once, each with its own data, however many workers', async () => {
    const workers = renderWorkers(moduleFile, { cleanLink }, { size: 2 });
    try {
      const titles = Array.from({ length: 12 }, (_, n) => `Page ${n}`);
      const pages = await Promise.all(titles.map((title, n) => workers.renderPage(`/page-${n}`, site(title))));
      expect(pages.map((page) => page.body.split(' 2026')[0])).toEqual(titles);
      expect(new Set(pages.map((page) => /thread (\d+)$/.exec(page.body)?.[1])).size).toBeGreaterThanOrEqual(1);
    } finally {
      await workers.close();
    }
  });

  it("passes a render's failure on, and a failure to load the site's data", async () => {
    const workers = renderWorkers(moduleFile, { cleanLink }, { size: 1 });
    try {
      await expect(workers.renderPage('/fails', site())).rejects.toThrow('This page cannot be rendered');
      const away: SiteSource = { load: () => Promise.reject(new Error('Connection terminated unexpectedly')) };
      await expect(workers.renderPage('/percentage-calculator', away)).rejects.toThrow('Connection terminated unexpectedly');
      expect((await workers.renderPage('/percentage-calculator', site())).status).toBe(200);
    } finally {
      await workers.close();
    }
  });

  it('ends a render past its time limit with its thread, and the next render is answered by a new one', async () => {
    const workers = renderWorkers(moduleFile, { cleanLink }, { size: 1, timeoutMs: 300 });
    try {
      const first = await workers.renderPage('/percentage-calculator', site());
      const stuck = workers.renderPage('/forever', site());
      const waiting = workers.renderPage('/percentage-calculator?after=1', site());
      const refused = await stuck.catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(RenderUnavailable);
      expect((refused as RenderUnavailable).retryAfterSeconds).toBe(1);
      expect((refused as Error).message).toBe('Rendering /forever took over 300 ms: stopped');
      const after = await waiting;
      expect(after.status).toBe(200);
      expect(/thread (\d+)$/.exec(after.body)?.[1]).not.toBe(/thread (\d+)$/.exec(first.body)?.[1]);
    } finally {
      await workers.close();
    }
  });

  it('replaces a worker whose thread ends or runs out of its heap, failing only the render it held', async () => {
    const logged: string[] = [];
    const log = { error: (details: object, message: string) => logged.push(`${message} (${(details as { url?: string }).url})`) };
    const workers = renderWorkers(moduleFile, { cleanLink }, { size: 1, heapMb: 32, log });
    try {
      await expect(workers.renderPage('/end-thread', site())).rejects.toThrow('The render worker stopped with exit code 3');
      await expect(workers.renderPage('/heap', site())).rejects.toThrow();
      expect((await workers.renderPage('/percentage-calculator', site())).status).toBe(200);
      expect(logged).toEqual(['A render worker stopped; another takes its place (/end-thread)', 'A render worker stopped; another takes its place (/heap)']);
    } finally {
      await workers.close();
    }
  });

  it('refuses a render at once when the queue is full, and every render when closed', async () => {
    const workers = renderWorkers(moduleFile, { cleanLink }, { size: 1, queueLimit: 2, timeoutMs: 300 });
    const held = [workers.renderPage('/forever', site()), workers.renderPage('/a', site())].map((render) => render.catch((error: unknown) => error));
    const refused = await workers.renderPage('/b', site()).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(RenderUnavailable);
    expect((refused as Error).message).toBe('Every render worker is busy and the queue is full');
    await workers.close();
    const [forever, queued] = await Promise.all(held);
    expect((forever as Error).message).toBe('The renderer is closed');
    expect((queued as Error).message).toBe('The renderer is closed');
    await expect(workers.renderPage('/c', site())).rejects.toThrow('The renderer is closed');
  });

  it('fails what waits when its module cannot start, rather than holding it', async () => {
    const workers = renderWorkers(join(folder, 'no-such-module.mjs'), { cleanLink }, { size: 1 });
    try {
      await expect(workers.renderPage('/percentage-calculator', site())).rejects.toThrow(/no-such-module/);
    } finally {
      await workers.close();
    }
  });
});
