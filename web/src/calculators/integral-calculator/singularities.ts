/**
 * Where an integrand is not defined between the limits, and what kind of point each is:
 * - removable: f has the same finite limit from both sides (sin(x)/x at 0); the rule uses that limit;
 * - integrable: f is unbounded but (x − p)·f(x) → 0 from each side, so the area is finite (1/√x,
 *   ln x, (x − 1)^(−1/3) at their points);
 * - divergent: (x − p)·f(x) tends to a number other than 0, or to ±∞, from a side: f grows like
 *   1/(x − p) or faster and the integral has no finite value. A principal value, where two infinite
 *   areas cancel (1/x on [−1, 1]), is not a value of the integral.
 *
 * Candidates come from the expression: zeros of denominators, of bases raised to negative or
 * fractional powers, of the arguments of ln, log, sqrt, and zeros of cos or sin inside tan, sec, cot
 * and csc. Zeros are found on a grid of the interval by sign changes (then bisection) and by
 * minima of |g| that touch 0 (a double root such as (x − 1)²). The limits come from the shared
 * limit engine.
 */
import { containsX, formatExpr, fromTree, type Expr } from '../../shared/expression/expression.ts';
import { definedValue, limitValue, sharingDerivatives, type Limit } from '../../shared/expression/limit.ts';

export type SingularPoint =
  | { x: number; kind: 'removable'; value: number }
  | { x: number; kind: 'integrable' }
  | { x: number; kind: 'divergent' }
  /** f is not a real number on one side of the point (sqrt(x) left of 0), within the limits. */
  | { x: number; kind: 'undefined-side' };

const gridSize = 256;

/** Subexpressions whose zeros may make f undefined. */
function dangerousParts(tree: Expr, found: Expr[]): void {
  switch (tree.kind) {
    case 'number':
    case 'constant':
    case 'x':
      return;
    case 'negate':
      dangerousParts(tree.argument, found);
      return;
    case 'call': {
      const { name, argument } = tree;
      if (containsX(argument)) {
        if (name === 'ln' || name === 'log' || name === 'sqrt') found.push(argument);
        if (name === 'tan' || name === 'sec') found.push({ kind: 'call', name: 'cos', argument });
        if (name === 'cot' || name === 'csc') found.push({ kind: 'call', name: 'sin', argument });
        if (name === 'asin' || name === 'acos') {
          found.push({ kind: 'binary', operator: '-', left: argument, right: { kind: 'number', value: 1 } });
          found.push({ kind: 'binary', operator: '+', left: argument, right: { kind: 'number', value: 1 } });
        }
      }
      dangerousParts(argument, found);
      return;
    }
    case 'binary':
      if (tree.operator === '/' && containsX(tree.right)) found.push(tree.right);
      if (tree.operator === '^' && containsX(tree.left)) found.push(tree.left);
      dangerousParts(tree.left, found);
      dangerousParts(tree.right, found);
  }
}

/** Zeros of g on [low, high], from sign changes and near-zero minima on a grid. */
function zerosOf(g: (x: number) => number, low: number, high: number): number[] {
  const xs = Array.from({ length: gridSize + 1 }, (_, index) => low + ((high - low) * index) / gridSize);
  const ys = xs.map(g);
  const zeros: number[] = [];
  const scale = Math.max(1e-300, ...ys.filter(Number.isFinite).map(Math.abs));
  const bisect = (left: number, right: number, leftValue: number): number => {
    let [a, b, fa] = [left, right, leftValue];
    for (let step = 0; step < 200; step += 1) {
      const middle = (a + b) / 2;
      if (middle === a || middle === b) break;
      const fm = g(middle);
      if (fm === 0) return middle;
      if (Number.isNaN(fm)) break;
      if (Math.sign(fm) === Math.sign(fa)) [a, fa] = [middle, fm];
      else b = middle;
    }
    return Math.abs(g(a)) <= Math.abs(g(b)) ? a : b;
  };
  for (let index = 0; index < xs.length; index += 1) {
    const y = ys[index] as number;
    const xi = xs[index] as number;
    if (y === 0) zeros.push(xi);
    const next = ys[index + 1];
    if (next !== undefined && Number.isFinite(y) && Number.isFinite(next) && y !== 0 && next !== 0 && Math.sign(y) !== Math.sign(next)) {
      zeros.push(bisect(xi, xs[index + 1] as number, y));
    }
    // A minimum of |g| close to 0 between its neighbours: refine it by golden-section search. Close means
    // within a hundredth of g's size: a corner such as |x − 0.3| between two grid points sits half a step above 0.
    const before = ys[index - 1];
    if (before !== undefined && next !== undefined && Math.abs(y) < Math.abs(before) && Math.abs(y) <= Math.abs(next) && Math.abs(y) < 1e-2 * scale) {
      let a = xs[index - 1] as number;
      let b = xs[index + 1] as number;
      const ratio = (Math.sqrt(5) - 1) / 2;
      for (let step = 0; step < 120; step += 1) {
        const c = b - ratio * (b - a);
        const d = a + ratio * (b - a);
        if (Math.abs(g(c)) < Math.abs(g(d))) b = d;
        else a = c;
      }
      const m = (a + b) / 2;
      if (Math.abs(g(m)) <= 1e-12 * scale) zeros.push(m);
    }
  }
  return zeros;
}

const sameFinite = (a: Limit, b: Limit) => a.kind === 'finite' && b.kind === 'finite' && Math.abs(a.value - b.value) <= 1e-9 * Math.max(1, Math.abs(a.value));

/**
 * Whether f is integrable on the side of p: (x − p)·f(x) → 0. Read first from d·|f(p ± d)| at
 * d = 10⁻⁶ and 10⁻¹² (times max(1, |p|)): for an integrable |x − p|^(−α), α < 1, it falls by
 * 10^(−6(1 − α)); for 1/(x − p) or worse it does not fall. Where those values are not finite the
 * limit engine decides; null when neither can.
 */
function integrableSide(tree: Expr, f: (x: number) => number, p: number, side: 1 | -1, engine: boolean): boolean | null {
  const scale = Math.max(1, Math.abs(p));
  const reach = (d: number) => d * scale * Math.abs(f(p + side * d * scale));
  const near = reach(1e-12);
  const far = reach(1e-6);
  if (Number.isFinite(near) && Number.isFinite(far) && far > 0) return near < far / 2;
  if (!engine) return null;
  const weighted: Expr = {
    kind: 'binary',
    operator: '*',
    left: { kind: 'binary', operator: '-', left: { kind: 'x' }, right: { kind: 'number', value: p } },
    right: tree,
  };
  const limit = limitValue(weighted, { point: p, side }, { budget: pointBudget });
  if (limit.kind === 'finite') return limit.value === 0;
  if (limit.kind === 'infinite' || limit.kind === 'bounded') return false;
  return null;
}

/** Whether |f| grows without bound towards p from a side: far larger a billionth beside p than a thousandth beside it. */
function blowsUpBeside(f: (x: number) => number, p: number): boolean {
  const scale = Math.max(1, Math.abs(p));
  return ([-1, 1] as const).some((side) => {
    const far = Math.abs(f(p + side * 1e-3 * scale));
    const near = Math.abs(f(p + side * 1e-9 * scale));
    return Number.isFinite(far) && near > 10 * far && near > 1e3;
  });
}

/** Whether f is a real number at points just beside p on that side. */
function definedBeside(f: (x: number) => number, p: number, side: 1 | -1): boolean {
  const scale = Math.max(1, Math.abs(p));
  return [1e-9, 1e-6, 1e-4].some((d) => !Number.isNaN(f(p + side * d * scale)));
}

/**
 * The most points a page classifies with the limit engine, each costing up to a full analysis on
 * each side: an integrand can be undefined at a hundred points of an interval, and a page's render
 * must stay bounded. The points past them are classified by f's values beside them.
 */
const largestAnalysed = 12;
/**
 * The limit engine's budget for each side of a point (limit.ts): half the limit calculator's. The
 * values beside the point decide most points, and an undecided one counts as integrable with the
 * quadrature's check having the last word; a form that never resolves cost most of a render.
 */
const pointBudget = 30;

/**
 * The points of [low, high] where f is not defined, classified; sorted. Once a divergent point is
 * found the integral has no value, and the only finding that could still come first in what the
 * page says is a side where f is not real: later points are checked for that alone, without the
 * limit engine (`untilDivergent`), so a long run of poles costs one analysis, not one per pole.
 */
export function singularPoints(tree: Expr, low: number, high: number, options: { untilDivergent?: boolean } = {}): SingularPoint[] {
  return sharingDerivatives(() => classifiedPoints(tree, low, high, options));
}

function classifiedPoints(tree: Expr, low: number, high: number, { untilDivergent = false }: { untilDivergent?: boolean }): SingularPoint[] {
  const f = fromTree(tree).evaluate;
  const found: Expr[] = [];
  dangerousParts(tree, found);
  // A part written many times (tan(x)/tan(x)/…) has the same zeros each time: it is searched once.
  const parts = [...new Map(found.map((part) => [formatExpr(part), part])).values()];
  const candidates = new Set<number>([low, high]);
  const unboundedBeside = new Set<number>();
  const width = Math.max(1, Math.abs(low), Math.abs(high));
  let diverges = false;
  for (const part of parts) {
    for (const zero of zerosOf(fromTree(part).evaluate, low, high)) {
      // A zero found by bisection sits within a few doubles of the point: the number as written
      // (0, 1.3) is where f is not defined, so it is tried first.
      const written = [Math.abs(zero) < 1e-9 * width ? 0 : zero, Number(zero.toPrecision(12)), zero];
      const undefinedAt = written.find((x) => definedValue(tree, x) === null);
      candidates.add(undefinedAt ?? zero);
      // An irrational zero (√2 of x² − 2, π/2 of cos x) has no double where the part is exactly 0, so f
      // has a value at every double beside it; it is singular there all the same when f blows up.
      if (undefinedAt === undefined && blowsUpBeside(f, zero)) unboundedBeside.add(zero);
    }
  }
  const points: SingularPoint[] = [];
  let analysed = 0;
  for (const p of [...candidates].sort((a, b) => a - b)) {
    const blowsUp = unboundedBeside.has(p);
    if (p < low || p > high || (!blowsUp && definedValue(tree, p) !== null)) continue;
    // The same point found through two parts (tan(x)^(1/3): cos(x) and tan(x) both vanish or blow up at π/2)
    // lands a few doubles apart: it is one point.
    const previous = points.at(-1);
    if (previous && p - previous.x <= 1e-12 * width) continue;
    // The sides of p inside the interval.
    const sides = ([-1, 1] as const).filter((side) => (side < 0 ? p > low : p < high));
    if (sides.length === 0) continue;
    const undefinedSide = sides.find((side) => !definedBeside(f, p, side));
    if (undefinedSide !== undefined) {
      points.push({ x: p, kind: 'undefined-side' });
      continue;
    }
    if (diverges && untilDivergent) continue;
    // Past its share of points, the limit engine is not asked: a point is then removable no more,
    // and a side the values beside it leave undecided counts as integrable, as below.
    const engine = analysed < largestAnalysed;
    analysed += 1;
    // The limit engine reads such a point as the double it is, where f has a (huge) value: not a limit to fill in.
    const limits = blowsUp || !engine ? [] : sides.map((side) => limitValue(tree, { point: p, side }, { budget: pointBudget }));
    const [first] = limits;
    if (first && first.kind === 'finite' && limits.every((limit) => sameFinite(limit, first))) {
      points.push({ x: p, kind: 'removable', value: first.value });
      continue;
    }
    const integrable = sides.map((side) => integrableSide(tree, f, p, side, engine));
    // An undecided side (null) counts as integrable: the quadrature's convergence check then has the last word.
    const kind = integrable.every((verdict) => verdict !== false) ? 'integrable' : 'divergent';
    diverges ||= kind === 'divergent';
    points.push({ x: p, kind });
  }
  return points;
}
