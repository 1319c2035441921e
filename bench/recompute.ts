/**
 * Recompute time per keystroke for the maths calculators at their largest allowed input (issue:
 * under 16 ms per keystroke for 1000 integral intervals and 100,000 statistics values). Each run
 * changes the input a little, as typing does, so no parse is served from a cache.
 */
import { performance } from 'node:perf_hooks';
import { median, percentile } from './stats.ts';
import { compute as derivative } from '../web/src/calculators/derivative-calculator/compute.ts';
import { compute as factoring } from '../web/src/calculators/factoring-calculator/compute.ts';
import { compute as integral } from '../web/src/calculators/integral-calculator/compute.ts';
import { compute as limit } from '../web/src/calculators/limit-calculator/compute.ts';
import { compute as standardDeviation, parseValues } from '../web/src/calculators/standard-deviation-calculator/compute.ts';

export interface Measurement {
  name: string;
  runs: number;
  medianMs: number;
  p99Ms: number;
  budgetMs: number;
  withinBudget: boolean;
}

/** One keystroke's work for each case; `run` is the run number, used to vary the input. */
const keystrokeBudgetMs = 16;
const hundredThousandValues = Array.from({ length: 100_000 }, (_, index) => (1e9 + ((index * 7919) % 1000) / 10).toString()).join(', ');

const cases: { name: string; runs: number; keystroke: (run: number) => unknown }[] = [
  {
    name: 'integral, Simpson, 1000 intervals',
    runs: 300,
    keystroke: (run) => integral({ function: `sin(x)/x + x^2 + ${run % 97}`, lowerLimit: 1, upperLimit: 10, method: 'simpson', intervals: 1000 }),
  },
  {
    name: 'integral, trapezoidal, 1000 intervals',
    runs: 300,
    keystroke: (run) => integral({ function: `e^(-x^2) + ${run % 97}`, lowerLimit: -3, upperLimit: 3, method: 'trapezoidal', intervals: 1000 }),
  },
  {
    name: 'standard deviation, 100,000 values (parse + compute)',
    runs: 40,
    keystroke: (run) => standardDeviation({ values: parseValues(`${hundredThousandValues}, ${run}`).values, population: run % 2 === 0 }),
  },
  {
    name: 'derivative, symbolic and at the point',
    runs: 100,
    keystroke: (run) => derivative({ function: `x^3 * sin(x) + ${run % 97}x`, point: 1, method: 'analytical', stepSize: 0.001 }),
  },
  { name: 'limit, two-sided', runs: 300, keystroke: (run) => limit({ function: `(x^2 - ${(run % 9) + 1})/(x - 1)`, point: 1, direction: 'both' }) },
  { name: 'factoring, quartic', runs: 300, keystroke: (run) => factoring({ polynomial: `x^4 - 5x^2 + ${(run % 3) + 4}`, degree: 4 }) },
];

export function measureRecompute(): Measurement[] {
  return cases.map(({ name, runs, keystroke }) => {
    for (let run = 0; run < 5; run += 1) keystroke(run); // warm the JIT
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      keystroke(run);
      times.push(performance.now() - start);
    }
    const medianMs = median(times);
    const p99Ms = percentile(times, 0.99);
    return { name, runs, medianMs, p99Ms, budgetMs: keystrokeBudgetMs, withinBudget: p99Ms <= keystrokeBudgetMs };
  });
}
