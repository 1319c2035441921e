/**
 * Samples a function for a chart: values that are undefined, or so far out (near a pole) that they
 * would flatten the rest of the curve, become gaps.
 */
export interface Samples {
  x: number[];
  y: (number | null)[];
}

export function sampleFunction(f: (x: number) => number, from: number, to: number, count: number, include: readonly number[] = []): Samples {
  const grid = Array.from({ length: count + 1 }, (_, index) => from + ((to - from) * index) / count);
  const x = [...new Set([...grid, ...include.filter((value) => value >= from && value <= to)])].sort((a, b) => a - b);
  const raw = x.map((value) => f(value));
  const finite = raw.filter(Number.isFinite).sort((a, b) => a - b);
  if (finite.length === 0) return { x, y: raw.map(() => null) };
  const low = finite[Math.floor(finite.length * 0.1)] ?? 0;
  const high = finite[Math.ceil(finite.length * 0.9) - 1] ?? 0;
  const margin = 3 * (high - low) + 1;
  const y = raw.map((value) => (Number.isFinite(value) && value >= low - margin && value <= high + margin ? value : null));
  return { x, y };
}
