/**
 * Liveness under render load: the production server (PGlite) while two clients ask, one request
 * after another, for the heaviest links the render fuzzer found (renders.ts), each time with another
 * valid value so that every request is a render (parameters a page does not have no longer make one),
 * and a third asks for `/healthz` every 25 ms. Goal: `/healthz` p99 within 100 ms. The render budget
 * is off, as a flood from many addresses would meet none; the same probe without the two clients is
 * the floor.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { Renderer } from '#catalogue/rendering.ts';
import { loadWebBuild } from '../graphql/src/site/renderer.ts';
import { withinBounds, type NumberBounds } from '../web/src/shared/math/bounds.ts';
import { inputsOf } from './renders.ts';
import { projectRoot, startServer } from './server.ts';
import { percentile } from './stats.ts';

export const healthzGoalMs = 100;

export interface HealthzRow {
  load: string;
  probes: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  /** Pages the two clients had rendered (status 200), and answers that were not 200. */
  renders: number;
  failures: number;
  withinGoal: boolean | null;
}

/**
 * The n-th variant of a link, still read by its route as written (so a page of its own that costs
 * about what the link does), or null when none is found: one of its number values moved by a little;
 * else a number inside one of its texts (an expression's constant, a row's value) moved by n; else a
 * number field the link leaves out, set within its bounds.
 */
export function variantOf(renderer: Renderer, url: string, n: number, bounds: Readonly<Record<string, NumberBounds>>): string | null {
  const parsed = new URL(url, 'http://bench.invalid');
  const inputs = renderer.cleanLink(url).inputs;
  const readAsWritten = (name: string, value: string) => {
    const next = new URL(parsed);
    next.searchParams.set(name, value);
    const link = `${next.pathname}${next.search}`;
    const clean = renderer.cleanLink(link);
    return clean.reset.length === 0 && clean.inputs !== inputs ? link : null;
  };
  const tries: [string, string][] = [];
  for (const [name, value] of parsed.searchParams) {
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number)) continue;
    const step = n * 1e-6 * Math.max(1, Math.abs(number));
    // Within the field's bounds, or the page would show the field's message instead of its work.
    for (const moved of [number - step, number + step]) if (withinBounds(moved, bounds[name] ?? {})) tries.push([name, String(moved)]);
  }
  for (const [name, value] of parsed.searchParams) {
    for (const digits of [...value.matchAll(/\d+/g)].reverse()) {
      const at = digits.index;
      tries.push([name, `${value.slice(0, at)}${Number(digits[0]) + n}${value.slice(at + digits[0].length)}`]);
    }
  }
  for (const [name, { min, max }] of Object.entries(bounds)) {
    if (parsed.searchParams.has(name)) continue;
    // A thousand steps across the field's range (or a thousand wide where it is open).
    const low = min ?? (max === undefined ? 0 : max - 1000);
    const high = max ?? low + 1000;
    tries.push([name, String(low + ((high - low) * (n % 1000)) / 1000)]);
  }
  for (const [name, value] of tries) {
    const link = readAsWritten(name, value);
    if (link) return link;
  }
  return null;
}

async function probe(base: string, until: number): Promise<number[]> {
  const times: number[] = [];
  while (performance.now() < until) {
    const started = performance.now();
    await fetch(`${base}/healthz`).then((response) => response.arrayBuffer());
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return times;
}

const row = (load: string, times: number[], renders: number, failures: number, goal: boolean): HealthzRow => ({
  load,
  probes: times.length,
  p50Ms: Math.round(percentile(times, 0.5) * 10) / 10,
  p99Ms: Math.round(percentile(times, 0.99) * 10) / 10,
  maxMs: Math.round(Math.max(...times) * 10) / 10,
  renders,
  failures,
  withinGoal: goal ? percentile(times, 0.99) <= healthzGoalMs : null,
});

/** `heaviest`: links to ask for (each needs a number to move: see variantOf). */
export async function measureHealthz(heaviest: readonly string[], seconds = Number(process.env.BENCH_HEALTHZ_SECONDS ?? 30)): Promise<HealthzRow[]> {
  const build = await loadWebBuild(join(projectRoot, 'web', 'dist'));
  const renderer = build.renderer;
  if (!renderer) throw new Error('The web build has no server renderer: run npm run build');
  const boundsOf = new Map<string, Readonly<Record<string, NumberBounds>>>();
  for (const url of heaviest) {
    const slug = new URL(url, 'http://bench.invalid').pathname.slice(1);
    boundsOf.set(url, (await inputsOf(slug))?.bounds ?? {});
  }
  const variant = (url: string, n: number) => variantOf(renderer, url, n, boundsOf.get(url) ?? {});
  const links = heaviest.filter((url) => variant(url, 1) !== null);
  if (links.length === 0) throw new Error('None of the heaviest links has a number to vary');
  const dataDir = await mkdtemp(join(tmpdir(), 'calc-bench-healthz-'));
  const server = await startServer({ DATA_DIR: dataDir });
  try {
    const floor = await probe(server.url, performance.now() + 5000);
    const until = performance.now() + seconds * 1000;
    let renders = 0;
    let failures = 0;
    let sent = 0;
    const client = async (offset: number) => {
      while (performance.now() < until) {
        sent += 1;
        const link = links[(sent + offset) % links.length] as string;
        const url = variant(link, sent) ?? link;
        const response = await fetch(`${server.url}${url}`, { headers: { 'accept-encoding': 'br, gzip' } });
        await response.arrayBuffer();
        if (response.status === 200) renders += 1;
        else failures += 1;
      }
    };
    const [times] = await Promise.all([probe(server.url, until), client(0), client(1)]);
    return [row('none (floor)', floor, 0, 0, false), row(`two clients, heaviest links, ${seconds} s`, times, renders, failures, true)];
  } finally {
    await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
