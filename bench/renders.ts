/**
 * Render fuzzer: for every calculator, a search of each input's allowed range for the link whose
 * server render is slowest and the one whose page is largest, through the production build's
 * renderer in this process (as the server renders a page the cache does not hold).
 *
 * The ranges are the routes' own: a number field's bounds (its `bounds` in inputs.ts; a field
 * without them gets values up to what its 64-character text can hold), a choice field's options
 * (read from its valibot schema), a row list's rows up to the most its route keeps (found by asking
 * the route's link cleaner, as the server does, and no longer than the 16 KB a request may be), an
 * expression's 200 characters (towers, nests, products, quotients, sums of powers and seeded random
 * expressions, all within the limit). A value the route would reset is never used: every link is
 * one a visitor's page would read.
 *
 * The search: every field's candidates tried one at a time from the defaults, the slowest kept, for
 * two rounds; then the slowest links rendered again and their median taken. Times are CPU time of
 * this process (the machine is shared: wall time moves with its load more than CPU time does).
 */
import { performance } from 'node:perf_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type * as v from 'valibot';
import { calculators, scientificCalculatorPage } from '#catalogue/catalogue.ts';
import { localSite, type Renderer, type SiteSource } from '#catalogue/rendering.ts';
import { createSite } from '#catalogue/site.ts';
import { seedRecords } from '#catalogue/seed/records.ts';
import { loadWebBuild } from '../graphql/src/site/renderer.ts';
import { maximumExpressionLength } from '../web/src/shared/expression/input.ts';
import type { CalculatorInputs, Fields } from '../web/src/shared/frame/inputs.ts';
import { withinBounds, type NumberBounds } from '../web/src/shared/math/bounds.ts';
import { projectRoot } from './server.ts';
import { median } from './stats.ts';

/** A render's bounds, per calculator's heaviest link: CPU time on this machine, and the HTML's size. */
export const renderBudget = { cpuMs: 60, kilobytes: 256 } as const;

/** The longest address a request may have (Node's 16 KB for the request line and headers, less room for headers). */
const longestUrl = 15 * 1024;

export interface RenderCase {
  calculator: string;
  /** The slowest link found, and its median CPU time over repeated renders. */
  slowestUrl: string;
  slowestCpuMs: number;
  slowestWallMs: number;
  /** The largest page found, and its HTML's size. */
  largestUrl: string;
  largestKilobytes: number;
  renders: number;
  withinBudget: boolean;
}

interface Measured {
  url: string;
  cpuMs: number;
  wallMs: number;
  bytes: number;
}

/** A seeded generator, so a run's expressions can be made again. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Joins copies of a piece with a joiner, as many as fit in the expression limit. */
function filling(piece: (index: number) => string, joiner: string, wrap = (text: string) => text): string {
  let text = piece(0);
  for (let index = 1; ; index += 1) {
    const next = `${text}${joiner}${piece(index)}`;
    if (wrap(next).length > maximumExpressionLength) return wrap(text);
    text = next;
  }
}

/** Nests a function around x as deep as the limit allows: sin(sin(…(x)…)). */
function nested(open: (inner: string) => string): string {
  let text = 'x';
  while (open(text).length <= maximumExpressionLength) text = open(text);
  return text;
}

const functionNames = ['sin', 'cos', 'tan', 'ln', 'sqrt', 'abs', 'exp', 'atan', 'cbrt', 'sinh'];

/** A random expression in x of about `size` leaves. */
function randomExpression(next: () => number, size: number): string {
  if (size <= 1) return next() < 0.6 ? 'x' : String(Math.floor(next() * 9) + 1);
  const choice = next();
  if (choice < 0.25) return `${functionNames[Math.floor(next() * functionNames.length)]}(${randomExpression(next, size - 1)})`;
  const left = Math.max(1, Math.floor(next() * size));
  const operator = ['+', '-', '*', '/', '^'][Math.floor(next() * 5)];
  return `(${randomExpression(next, left)})${operator}(${randomExpression(next, size - left)})`;
}

/** Expressions of up to 200 characters that make the maths pages work hardest. */
function heavyExpressions(): string[] {
  const expressions = [
    filling(() => 'x', '^'),
    filling(
      () => 'x',
      '^',
      (text) => `(${text})`,
    ),
    nested((inner) => `sin(${inner})`),
    nested((inner) => `ln(${inner})`),
    nested((inner) => `sqrt(${inner} + 1)`),
    nested((inner) => `1/(${inner}+x)`),
    nested((inner) => `e^(${inner})`),
    nested((inner) => `abs(${inner}-1)`),
    nested((inner) => `(${inner})^x`),
    filling((index) => `(x+${index + 1})`, '*'),
    filling((index) => `(x-${index + 1})`, '/'),
    filling((index) => `x^${index + 1}`, ' + '),
    filling((index) => `sin(${index + 1}x)`, '*'),
    filling((index) => `x^${index + 2}/(x^2+${index + 1})`, ' + '),
    filling(() => 'tan(x)', '/'),
    filling(() => 'sin(x)^x', '*'),
    '(x^64)^64',
    '(x^2 + 1)^64 * (x^3 - 1)^64 / (x^4 + 1)^64',
    'x^(1/3) * sin(1/x) * ln(abs(x))',
  ];
  const next = random(36);
  for (let index = 0; index < 24; index += 1) {
    let text = randomExpression(next, 8 + Math.floor(next() * 40));
    while (text.length > maximumExpressionLength) text = randomExpression(next, 8 + Math.floor(next() * 20));
    expressions.push(text);
  }
  return expressions;
}

/** Polynomials of degree 1 to 4 with coefficients as large as a visitor may write. */
function heavyPolynomials(): string[] {
  return [
    '720720x^4 + x^3 - 3x^2 + x + 720720',
    '720720x^4 + 1204321x^3 + 483601x^2 - 237119x - 720720',
    '721080x^4 - 923x^3 + 1802517x^2 + 1159x + 720720',
    '999999999989x^3 + x + 999999999989',
    '735134400x^4 + x + 735134400',
    '963761198400x^4 - x^2 + 963761198400',
    'x^4 - 1',
    '36x^4 + x^3 - 1000x^2 + x + 36',
  ];
}

/** The fields of a calculator's inputs, from its module (the one export shaped as CalculatorInputs). */
export async function inputsOf(slug: string): Promise<CalculatorInputs<Fields> | null> {
  const file = join(projectRoot, 'web', 'src', 'calculators', slug, 'inputs.ts');
  if (!existsSync(file)) return null;
  const module = (await import(file)) as Record<string, unknown>;
  const found = Object.values(module).find(
    (value): value is CalculatorInputs<Fields> => typeof value === 'object' && value !== null && 'search' in value && 'defaults' in value && 'bounds' in value,
  );
  return found ?? null;
}

/** A choice field's options, read from its schema (fallback(optional(picklist))). */
function choicesOf(inputs: CalculatorInputs<Fields>, field: string): readonly string[] | null {
  const schema = inputs.search as unknown as v.ObjectSchema<v.ObjectEntries, undefined>;
  let entry = schema.entries[field] as unknown as { type: string; wrapped?: unknown; options?: readonly string[] } | undefined;
  while (entry && entry.type === 'optional') entry = entry.wrapped as typeof entry;
  return entry?.type === 'picklist' ? (entry.options ?? null) : null;
}

/** Numbers across a field's range: its ends, zero, the default and points between, or large magnitudes without bounds. */
function numbersFor(defaultValue: number, bounds: NumberBounds): number[] {
  const low = bounds.min ?? -1e15;
  const high = bounds.max ?? 1e15;
  const values = new Set<number>([low, high, defaultValue, 0, 1, -1, defaultValue * 10, defaultValue / 10, 1e-9, 12345.678901]);
  for (let step = 1; step < 8; step += 1) values.add(low + ((high - low) * step) / 8);
  return [...values].filter((value) => Number.isFinite(value) && withinBounds(value, bounds) && value >= low && value <= high);
}

/** Every JSON number leaf of a value, scaled (rows and objects as links hold them). */
function scaled(value: unknown, by: number): unknown {
  if (typeof value === 'number') return value * by;
  if (Array.isArray(value)) return value.map((item) => scaled(item, by));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scaled(item, by)]));
  return value;
}

function linkFor(path: string, values: Record<string, unknown>): string {
  const query = Object.entries(values)
    .map(
      ([name, value]) =>
        `${name}=${encodeURIComponent(typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value))}`,
    )
    .join('&');
  return query ? `${path}?${query}` : path;
}

/** Whether the route reads every value of the link as written (none reset) and the link fits in a request. */
const readable = (renderer: Renderer, url: string) => url.length <= longestUrl && renderer.cleanLink(url).reset.length === 0;

/** The most copies of `row` a row list keeps, by halving between what is read and what is not. */
function mostRows(renderer: Renderer, path: string, field: string, row: unknown): number {
  let low = 1;
  let high = 2048;
  if (!readable(renderer, linkFor(path, { [field]: [row] }))) return 0;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (readable(renderer, linkFor(path, { [field]: Array.from({ length: middle }, () => row) }))) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * A row with each of its free texts as long as the route reads, in one repeated character; a text
 * the route would reset when changed (a choice's value) is kept.
 */
function longestTexts(renderer: Renderer, path: string, field: string, row: unknown, character: string): unknown {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
  const result: Record<string, unknown> = { ...(row as Record<string, unknown>) };
  for (const [key, value] of Object.entries(result)) {
    if (typeof value !== 'string') continue;
    const readsWith = (length: number) => readable(renderer, linkFor(path, { [field]: [{ ...result, [key]: character.repeat(length) }] }));
    if (!readsWith(1)) continue;
    let low = 1;
    let high = 4096;
    while (low < high) {
      const middle = Math.ceil((low + high) / 2);
      if (readsWith(middle)) low = middle;
      else high = middle - 1;
    }
    result[key] = character.repeat(low);
  }
  return result;
}

/** The lengthened texts of a row (those unlike the original's) cut to a share of their length, at least one character. */
function shortened(row: unknown, original: unknown, share: number): unknown {
  if (!row || typeof row !== 'object' || Array.isArray(row)) return row;
  const before = original as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => [
      key,
      typeof value === 'string' && value !== before[key] ? value.slice(0, Math.max(1, Math.floor(value.length * share))) : value,
    ]),
  );
}

/** The values tried for one field. */
function candidatesFor(renderer: Renderer, path: string, inputs: CalculatorInputs<Fields>, field: string): unknown[] {
  const defaultValue = (inputs.defaults as Record<string, unknown>)[field];
  const choices = choicesOf(inputs, field);
  let values: unknown[];
  if (choices) values = [...choices];
  else if (typeof defaultValue === 'boolean') values = [true, false];
  else if (typeof defaultValue === 'number') values = numbersFor(defaultValue, inputs.bounds[field] ?? {});
  else if (typeof defaultValue === 'string' && /^[\d\s,.-]+$/.test(defaultValue)) {
    // A list of numbers in a text: as many as a link can hold, small and large.
    const many = (make: (index: number) => string) => {
      const items: string[] = [];
      while (linkFor(path, { [field]: [...items, make(items.length)].join(', ') }).length <= longestUrl) items.push(make(items.length));
      return items.join(', ');
    };
    values = [
      defaultValue,
      many((index) => String(index % 10)),
      many((index) => String(1e9 + index * 7919.123)),
      many((index) => (index % 2 ? '-' : '') + String(index)),
    ];
  } else if (typeof defaultValue === 'string') values = field === 'polynomial' ? [...heavyPolynomials(), ...heavyExpressions()] : heavyExpressions();
  else if (Array.isArray(defaultValue) && defaultValue.length > 0) {
    values = [defaultValue];
    const rows = [1, 1000, -1, 1e-6].map((by) => scaled(defaultValue[0], by));
    // Rows whose texts are long and written with the character the page escapes the most for what
    // it costs in the link, '&' (three bytes there, five in the page's markup): long texts in
    // fewer rows, or shorter ones in more.
    const longest = longestTexts(renderer, path, field, defaultValue[0], '&');
    for (const share of [1, 1 / 2, 1 / 4, 1 / 8]) rows.push(shortened(longest, defaultValue[0], share));
    for (const row of rows) {
      const count = mostRows(renderer, path, field, row);
      if (count > 0) values.push(Array.from({ length: count }, () => row));
    }
  } else if (defaultValue && typeof defaultValue === 'object') values = [defaultValue, ...[1000, -1, 1e6, 1e-6].map((by) => scaled(defaultValue, by))];
  else values = [defaultValue];
  return values.filter((value) => readable(renderer, linkFor(path, { [field]: value })));
}

function renderOnce(renderer: Renderer, site: SiteSource, url: string): Promise<Measured> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  return renderer.renderPage(url, site).then((page) => {
    const used = process.cpuUsage(cpu);
    return { url, cpuMs: (used.user + used.system) / 1000, wallMs: performance.now() - started, bytes: Buffer.byteLength(page.body) };
  });
}

/** Searches one calculator's inputs for its slowest and largest link. */
async function fuzzCalculator(
  renderer: Renderer,
  site: SiteSource,
  path: string,
  inputs: CalculatorInputs<Fields> | null,
): Promise<{ measured: Measured[]; heaviest: Measured[] }> {
  const measured: Measured[] = [];
  const render = async (url: string) => {
    const result = await renderOnce(renderer, site, url);
    measured.push(result);
    return result;
  };
  if (!inputs) {
    await render(path);
    return { measured, heaviest: measured };
  }
  const fields = Object.keys(inputs.defaults);
  const chosen: Record<string, unknown> = {};
  for (let round = 0; round < 2; round += 1) {
    for (const field of fields) {
      let best: { value: unknown; cpuMs: number } | null = null;
      for (const value of candidatesFor(renderer, path, inputs, field)) {
        const url = linkFor(path, { ...chosen, [field]: value });
        if (!readable(renderer, url)) continue;
        const { cpuMs } = await render(url);
        if (!best || cpuMs > best.cpuMs) best = { value, cpuMs };
      }
      if (best) chosen[field] = best.value;
    }
  }
  const byCpu = [...new Map(measured.map((entry) => [entry.url, entry])).values()].sort((a, b) => b.cpuMs - a.cpuMs).slice(0, 3);
  return { measured, heaviest: byCpu };
}

export async function measureRenders(only = process.env.BENCH_CALCULATOR): Promise<RenderCase[]> {
  const build = await loadWebBuild(join(projectRoot, 'web', 'dist'));
  if (!build.renderer) throw new Error('The web build has no server renderer: run npm run build');
  const renderer = build.renderer;
  const site = localSite(createSite(seedRecords(), 'http://127.0.0.1:3000'), { today: '2026-11-28' });
  const pages = [
    ...calculators.map((calculator) => ({ slug: calculator.slug as string, path: calculator.path })),
    { slug: 'scientific-calculator', path: scientificCalculatorPage.path },
  ];
  // Every page once first, so the code each runs is compiled before any is timed.
  for (const { path } of pages) await renderer.renderPage(path, site);
  const rows: RenderCase[] = [];
  for (const { slug, path } of pages) {
    if (only && !slug.includes(only)) continue;
    const { measured, heaviest } = await fuzzCalculator(renderer, site, path, await inputsOf(slug));
    // The slowest links again, five times each: a single render's time is the machine's as much as the page's.
    let slowest: { url: string; cpuMs: number; wallMs: number } = { url: path, cpuMs: 0, wallMs: 0 };
    for (const candidate of heaviest) {
      const again: Measured[] = [];
      for (let run = 0; run < 5; run += 1) again.push(await renderOnce(renderer, site, candidate.url));
      const cpuMs = median(again.map((entry) => entry.cpuMs));
      if (cpuMs >= slowest.cpuMs) slowest = { url: candidate.url, cpuMs, wallMs: median(again.map((entry) => entry.wallMs)) };
    }
    const largest = measured.reduce((most, entry) => (entry.bytes > most.bytes ? entry : most));
    const largestKilobytes = Math.round((largest.bytes / 1024) * 10) / 10;
    console.log(`renders: ${slug} ${Math.round(slowest.cpuMs)} ms CPU, ${largestKilobytes} KB (${measured.length} links tried)`);
    rows.push({
      calculator: slug,
      slowestUrl: slowest.url,
      slowestCpuMs: Math.round(slowest.cpuMs * 10) / 10,
      slowestWallMs: Math.round(slowest.wallMs * 10) / 10,
      largestUrl: largest.url,
      largestKilobytes,
      renders: measured.length,
      withinBudget: slowest.cpuMs <= renderBudget.cpuMs && largestKilobytes <= renderBudget.kilobytes,
    });
  }
  return rows;
}
