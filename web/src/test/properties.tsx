/**
 * Helpers for the property tests that hold every calculator to one rule: whatever the
 * input, a result or step never shows NaN, Infinity, ∞ or undefined.
 */
import { cleanup, screen } from '@testing-library/react';
import fc from 'fast-check';
import { expect } from 'vitest';
import type { NumberBounds } from '../shared/frame/inputs.ts';
import { renderApp } from './renderApp.tsx';

/** Text a visitor must never read in a result. */
export const brokenText = /NaN|Infinity|∞|undefined/;

/** Numbers a visitor or a link may give: any double (subnormals and the largest included), and the usual suspects. */
export const extremeNumber: fc.Arbitrary<number> = fc.oneof(
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer({ min: -1_000_000, max: 1_000_000 }),
  fc.constantFrom(0, -0, 1, -1, 0.1, 0.5, 2.5, 1e-9, -1e-9, 1e-300, 5e-324, -5e-324, 1e15, 1e21, 1e300, -1e300, Number.MAX_VALUE, -Number.MAX_VALUE),
);

/**
 * Numbers for a field with these bounds: often inside them, at their edges or just past them, and
 * sometimes anything at all.
 */
export function boundedNumber({ min = -1e15, max = 1e15, whole = false }: NumberBounds): fc.Arbitrary<number> {
  const inside = fc.double({ min, max, noNaN: true }).map((value) => (whole ? Math.round(value) : value));
  const nearMin = min === 0 ? fc.double({ min: 0, max: 1e-6, noNaN: true }) : fc.constant(min);
  return fc.oneof(
    { weight: 4, arbitrary: inside },
    { weight: 1, arbitrary: fc.constantFrom(min, max, min - 1, max * 10) },
    { weight: 1, arbitrary: nearMin },
    {
      weight: 1,
      arbitrary: extremeNumber,
    },
  );
}

/** Every number in a value (a result, deep) is finite, and every text free of NaN, Infinity, ∞ and undefined. */
export function expectNothingBroken(value: unknown, path = 'result'): void {
  if (typeof value === 'number') {
    expect(Number.isFinite(value), `${path} = ${value}`).toBe(true);
  } else if (typeof value === 'string') {
    expect(value, path).not.toMatch(brokenText);
  } else if (value === undefined) {
    // An optional field left out is fine; one present as undefined in a list is not.
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      expect(item, `${path}[${index}]`).not.toBeUndefined();
      expectNothingBroken(item, `${path}[${index}]`);
    });
  } else if (value instanceof Date) {
    expect(Number.isNaN(value.getTime()), path).toBe(false);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) expectNothingBroken(item, `${path}.${key}`);
  }
}

/** A calculator page's URL with these search params, written as the app writes them (JSON for lists and objects). */
export function pageUrl(path: string, params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  return `${path}?${search.toString()}`;
}

/**
 * Opens the page at the URL, as a visitor following a link would, and checks that nothing on it,
 * results, steps, tables and charts' summaries included, reads NaN, Infinity, ∞ or undefined.
 */
export async function expectPageNotBroken(url: string): Promise<void> {
  await renderApp(url);
  await screen.findByRole('region', { name: 'Results' });
  try {
    expect(document.body.textContent, url).not.toMatch(brokenText);
  } finally {
    cleanup();
  }
}

/** Runs for the page-level properties: each opens the whole app, so they are few next to the maths'. */
export const pageRuns = { numRuns: 12 } as const;
