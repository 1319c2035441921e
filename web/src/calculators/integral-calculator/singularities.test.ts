import { describe, expect, it } from 'vitest';
import { parseExpression } from '../../shared/expression/expression.ts';
import { singularPoints, type SingularPoint } from './singularities.ts';

function pointsOf(text: string, low: number, high: number, options?: { untilDivergent: boolean }): SingularPoint[] {
  const outcome = parseExpression(text);
  if (!outcome.ok) throw new Error(`${text}: ${outcome.message}`);
  return singularPoints(outcome.expression.tree, low, high, options);
}

const kinds = (text: string, low: number, high: number, options?: { untilDivergent: boolean }) =>
  pointsOf(text, low, high, options).map(({ x, kind }) => [x, kind]);

describe('singular points between the limits', () => {
  it('finds none where f is defined throughout: x² + 1 on [−1, 1], 1/x on [1, 2]', () => {
    expect(kinds('x^2 + 1', -1, 1)).toEqual([]);
    expect(kinds('1/x', 1, 2)).toEqual([]);
  });

  it('calls a point removable where both sides tend to one number, and gives it: sin(x)/x → 1 at 0, (x² − 1)/(x − 1) → 2 at 1', () => {
    expect(pointsOf('sin(x)/x', -1, 1)).toEqual([{ x: 0, kind: 'removable', value: 1 }]);
    expect(pointsOf('(x^2 - 1)/(x - 1)', 0, 2)).toEqual([{ x: 1, kind: 'removable', value: 2 }]);
  });

  it('asks the limit engine about twelve points at most: past them a point is classified by the values beside it', () => {
    // (x − 1)(x − 2)…(x − 14) over itself: 1 with a hole at each of 1 … 14.
    const product = Array.from({ length: 14 }, (_, index) => `(x - ${index + 1})`).join('*');
    const points = pointsOf(`(${product})/(${product})`, 0, 15);
    expect(points.map(({ x }) => x)).toEqual(Array.from({ length: 14 }, (_, index) => index + 1));
    expect(points.slice(0, 12)).toEqual(Array.from({ length: 12 }, (_, index) => ({ x: index + 1, kind: 'removable', value: 1 })));
    // f is 1 beside 13 and 14: (x − p)·f falls with x − p, so both sides are integrable.
    expect(points.slice(12)).toEqual([
      { x: 13, kind: 'integrable' },
      { x: 14, kind: 'integrable' },
    ]);
  });

  it('calls a point integrable where f grows more slowly than 1/(x − p): 1/√x and ln x at 0, (x − 1)^(−1/3) at 1', () => {
    expect(kinds('1/sqrt(x)', 0, 4)).toEqual([[0, 'integrable']]);
    expect(kinds('1/sqrt(x - 1)', 1, 2)).toEqual([[1, 'integrable']]);
    expect(kinds('ln(x)', 0, 1)).toEqual([[0, 'integrable']]);
    expect(kinds('(x - 1)^(-1/3)', 0, 2)).toEqual([[1, 'integrable']]);
  });

  it('calls a point divergent where f grows like 1/(x − p) or faster, on one side or both', () => {
    expect(kinds('1/x', -1, 1)).toEqual([[0, 'divergent']]);
    expect(kinds('1/x', 0, 1)).toEqual([[0, 'divergent']]);
    expect(kinds('1/(x - 1)', 0, 2)).toEqual([[1, 'divergent']]);
    expect(kinds('1/(x^2 - 1)', 0, 2)).toEqual([[1, 'divergent']]);
    // A double root: |x − 1|² touches 0 without changing sign.
    expect(kinds('1/(x - 1)^2', 0, 2)).toEqual([[1, 'divergent']]);
  });

  it('reports where f stops being a real number within the limits: 1/√x on [−1, 1] at −1 and at 0', () => {
    // √x is not a real number on [−1, 0): reported at the first point of that stretch.
    expect(kinds('sqrt(x)', -1, 1).map(([, kind]) => kind)).toEqual(['undefined-side']);
    expect(kinds('1/sqrt(x)', -1, 1)).toEqual([
      [-1, 'undefined-side'],
      [0, 'undefined-side'],
    ]);
  });

  it('finds a point no double lands on, where f blows up all the same: 1/(x² − 2) at √2 diverges, 1/√|cos x| at π/2 is integrable', () => {
    const pole = pointsOf('1/(x^2 - 2)', 0, 2);
    expect(pole.map(({ kind }) => kind)).toEqual(['divergent']);
    expect(pole[0]?.x).toBeCloseTo(Math.SQRT2, 12);
    // |cos x|^(−1/2) grows like |x − π/2|^(−1/2): integrable.
    const root = pointsOf('1/sqrt(abs(cos(x)))', 0, 3);
    expect(root.map(({ kind }) => kind)).toEqual(['integrable']);
    expect(root[0]?.x).toBeCloseTo(Math.PI / 2, 12);
    // Away from its poles (±√2), 1/(x² − 2) has none to report.
    expect(kinds('1/(x^2 - 2)', 2, 3)).toEqual([]);
  });

  it('lists a point found through two parts of f once: tan(x) at π/2 on [0, 2], tan(x)^(1/3) at π/2 on [0, 3]', () => {
    const tangent = pointsOf('tan(x)', 0, 2);
    expect(tangent.map(({ kind }) => kind)).toEqual(['divergent']);
    expect(tangent[0]?.x).toBeCloseTo(Math.PI / 2, 12);
    // |tan x|^(1/3) grows like |x − π/2|^(−1/3) there: integrable.
    const cubeRoot = pointsOf('tan(x)^(1/3)', 0, 3);
    expect(cubeRoot.map(({ kind }) => kind)).toEqual(['integrable']);
    expect(cubeRoot[0]?.x).toBeCloseTo(Math.PI / 2, 12);
  });

  it('past a divergent point, looks only for a side where f is not real (all the page could still report first)', () => {
    expect(kinds('1/x + 1/(x - 1)^(1/3)', -1, 2)).toEqual([
      [0, 'divergent'],
      [1, 'integrable'],
    ]);
    expect(kinds('1/x + 1/(x - 1)^(1/3)', -1, 2, { untilDivergent: true })).toEqual([[0, 'divergent']]);
    // Not real right of 2: the upper limit 3 is where that shows.
    expect(kinds('1/x + sqrt(2 - x)', -1, 3, { untilDivergent: true })).toEqual([
      [0, 'divergent'],
      [3, 'undefined-side'],
    ]);
  });

  it('searches a part written many times once: the poles of tan(x)/tan(x)/…/tan(x) are the same points', () => {
    const text = `${'tan(x)/'.repeat(27)}tan(x)`;
    // tan(x)^(−26): divergent at every multiple of π (tan's zeros) and defined with limit 0 at π/2 + kπ.
    const points = kinds(text, 0.5, 7);
    expect(points).toEqual([
      [Math.PI / 2, 'removable'],
      [Math.PI, 'divergent'],
      [(3 * Math.PI) / 2, 'removable'],
      [2 * Math.PI, 'divergent'],
    ]);
  });
});
