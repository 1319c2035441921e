/**
 * Standard deviation.
 *
 *   population: σ² = Σ(x − μ)² / N        sample: s² = Σ(x − x̄)² / (n − 1)
 *
 * Two passes over the values: the first adds them up with Neumaier's compensated summation (and
 * finds the least and greatest), so the mean is the correctly rounded sum over n; the second adds
 * the squared deviations from that mean, corrected by the deviations' own sum (the corrected
 * two-pass algorithm: Σ(x − m)² − (Σ(x − m))² / n). Unlike the textbook shortcut Σx² − (Σx)²/n,
 * it stays exact on values near 1e9 with a small spread, and it needs no division per value, as
 * Welford's one-pass update does. Results are rounded to 6 decimals.
 *
 * Decided here (the spec is silent): entries are separated by commas, semicolons, spaces or new
 * lines, so '1,000' reads as the two values 1 and 0; a sample of one value has no standard
 * deviation (n − 1 = 0) and the result says so; the variability band reads the standard deviation.
 */
import { roundFigure } from '../../shared/math/round.ts';

export interface ParsedValues {
  values: Float64Array;
  /** Entries that were not numbers and were dropped. */
  dropped: number;
  /** The text read, and its entries, for reading an edit of it again (`readValues`). */
  readonly text: string;
  readonly entries: Entries;
}

/**
 * The text's entries, in order: where each starts, and its number (NaN when dropped). An entry is a
 * run of characters between separators, as long as it goes, so which runs are entries depends only
 * on where the separators are, and an entry ends at the first separator after its start.
 */
interface Entries {
  readonly count: number;
  readonly starts: Int32Array;
  readonly numbers: Float64Array;
}

/** Entry separators: space, tab, line breaks, form feed, comma, semicolon. */
function isSeparator(code: number): boolean {
  return code === 32 || code === 44 || code === 59 || code === 10 || code === 13 || code === 9 || code === 11 || code === 12;
}

const isDigit = (code: number) => code >= 48 && code <= 57;

/** '-', and U+2212, the minus sign of typeset text: '−5' pasted from a document is −5. */
const minusSign = 0x2212;
const isMinus = (code: number) => code === 45 || code === minusSign;

/** 10⁰ to 10²², every one exact in a double. */
const exactPowersOfTen = Array.from({ length: 23 }, (_, power) => 10 ** power);
const largestExactInteger = 2 ** 53;

/**
 * Reads the text area once per change in a single pass: each entry is checked against the decimal
 * number syntax (sign, digits, point, exponent) while it is scanned, so 100,000 values parse well
 * within a keystroke. Hex, 'Infinity', '1.2.3' and the like are dropped, not guessed at.
 *
 * The digits are gathered into an integer as they are scanned. When it is below 2⁵³ and the power of
 * ten is at most 22 in size, one multiplication or division of two exact doubles is correctly rounded,
 * so it gives exactly what Number() gives (Clinger's fast path) without cutting the entry out of the
 * text; any other entry is read by Number().
 */
export function parseValues(text: string): ParsedValues {
  const collected = new Collected(1024);
  scanEntries(text, 0, text.length, collected);
  return finish(text, collected.entries());
}

/**
 * Reads `text` again after an edit of `previous.text`, scanning only the entries the edit touched:
 * typing one digit into 100,000 values scans a few characters instead of all of them. Gives the
 * same values as `parseValues(text)`.
 *
 * The edit is what lies between the texts' common start and common end. Entries of the old text
 * that end before it or start after it are untouched (an entry just beside it is touched: a digit
 * typed after '12' makes '127'); every other entry is read again from the new text, from the first
 * touched entry's start to the last one's end, both of which sit next to separators the edit left
 * alone.
 */
export function readValues(text: string, previous: ParsedValues | null): ParsedValues {
  if (!previous) return parseValues(text);
  const old = previous.text;
  if (old === text) return previous;
  const start = commonStart(old, text);
  const oldEnd = old.length - commonEnd(old, text, Math.min(old.length, text.length) - start);
  const shift = text.length - old.length;

  const { count, starts } = previous.entries;
  // The entry starting before the edit is touched if it runs up to it.
  let first = firstAtLeast(starts, count, start);
  if (first > 0 && runEnd(old, starts[first - 1] as number) >= start) first -= 1;
  const after = firstAtLeast(starts, count, oldEnd + 1);
  const from = first < after ? Math.min(start, starts[first] as number) : start;
  const to = (first < after ? runEnd(old, Math.max(oldEnd, starts[after - 1] as number)) : oldEnd) + shift;

  const collected = new Collected(count + 16);
  collected.copy(previous.entries, 0, first, 0);
  scanEntries(text, from, to, collected);
  collected.copy(previous.entries, after, count, shift);
  return finish(text, collected.entries());
}

/**
 * A reader for a field's text as it changes: each text is read as an edit of the one before it
 * (`readValues`), so a page can read every keystroke of a long list.
 */
export function valuesReader(): (text: string) => ParsedValues {
  let last: ParsedValues | null = null;
  return (text) => (last = readValues(text, last));
}

/**
 * Texts are compared a block at a time, natively, then character by character within the block
 * that differs: comparing a long list a character at a time was a large share of a keystroke in
 * Chromium (the recompute benchmark's text-parse case), as a field's text is a string built of
 * pieces, slow to read by index.
 */
const block = 1024;

/** The length of the start `a` and `b` have in common. */
function commonStart(a: string, b: string): number {
  const limit = Math.min(a.length, b.length);
  let length = 0;
  while (length + block <= limit && a.slice(length, length + block) === b.slice(length, length + block)) length += block;
  while (length < limit && a.charCodeAt(length) === b.charCodeAt(length)) length += 1;
  return length;
}

/** The length of the end `a` and `b` have in common, at most `limit`. */
function commonEnd(a: string, b: string, limit: number): number {
  let length = 0;
  while (length + block <= limit && a.slice(a.length - length - block, a.length - length) === b.slice(b.length - length - block, b.length - length))
    length += block;
  while (length < limit && a.charCodeAt(a.length - 1 - length) === b.charCodeAt(b.length - 1 - length)) length += 1;
  return length;
}

/** Where the run of characters that are not separators from `from` ends: its first separator, or the text's end. */
function runEnd(text: string, from: number): number {
  let index = from;
  while (index < text.length && !isSeparator(text.charCodeAt(index))) index += 1;
  return index;
}

/** The first index below `count` whose entry in the ascending `list` is at least `value`, or `count`. */
function firstAtLeast(list: Int32Array, count: number, value: number): number {
  let low = 0;
  let high = count;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((list[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** The values of the entries that are numbers (the entries' own when all are), and how many are not. */
function finish(text: string, entries: Entries): ParsedValues {
  const numbers = entries.numbers.subarray(0, entries.count);
  let dropped = 0;
  for (let index = 0; index < numbers.length; index += 1) if (Number.isNaN(numbers[index])) dropped += 1;
  const values = dropped === 0 ? numbers : numbers.filter((value) => !Number.isNaN(value));
  return { values, dropped, text, entries };
}

/**
 * The entries as they are read, in typed arrays that double when full: filling a Float64Array is
 * several times faster than pushing the numbers onto an array.
 */
class Collected {
  private starts: Int32Array;
  private numbers: Float64Array;
  private count = 0;

  constructor(capacity: number) {
    this.starts = new Int32Array(capacity);
    this.numbers = new Float64Array(capacity);
  }

  private reserve(more: number): void {
    if (this.count + more <= this.numbers.length) return;
    const capacity = Math.max(this.numbers.length * 2, this.count + more);
    const starts = new Int32Array(capacity);
    const numbers = new Float64Array(capacity);
    starts.set(this.starts.subarray(0, this.count));
    numbers.set(this.numbers.subarray(0, this.count));
    this.starts = starts;
    this.numbers = numbers;
  }

  add(start: number, value: number): void {
    this.reserve(1);
    this.starts[this.count] = start;
    this.numbers[this.count] = value;
    this.count += 1;
  }

  /** Entries `from` to `to` of `entries`, moved by `shift` characters. */
  copy(entries: Entries, from: number, to: number, shift: number): void {
    if (to <= from) return;
    this.reserve(to - from);
    this.numbers.set(entries.numbers.subarray(from, to), this.count);
    if (shift === 0) {
      this.starts.set(entries.starts.subarray(from, to), this.count);
    } else {
      const { starts } = this;
      const oldStarts = entries.starts;
      for (let index = from, at = this.count; index < to; index += 1, at += 1) starts[at] = (oldStarts[index] as number) + shift;
    }
    this.count += to - from;
  }

  entries(): Entries {
    return { count: this.count, starts: this.starts, numbers: this.numbers };
  }
}

/**
 * The scan itself, of the text from `from` to `end` (which must not cut an entry), apart from
 * building the result: V8 optimises this long loop while it runs (on-stack replacement), and code
 * after the loop that had not run yet (the result's object literal) made that optimised code bail
 * out at the end of every call.
 */
function scanEntries(text: string, from: number, end: number, entries: Collected): void {
  let index = from;
  while (index < end) {
    while (index < end && isSeparator(text.charCodeAt(index))) index += 1;
    if (index >= end) break;
    const start = index;
    let valid = true;
    let code = text.charCodeAt(index);
    const negative = isMinus(code);
    if (code === 43 || negative) index += 1;
    const unsigned = index;
    let digits = 0;
    let mantissa = 0;
    let fractionDigits = 0;
    while (index < end && isDigit((code = text.charCodeAt(index)))) {
      mantissa = mantissa * 10 + (code - 48);
      index += 1;
      digits += 1;
    }
    if (index < end && text.charCodeAt(index) === 46) {
      index += 1;
      while (index < end && isDigit((code = text.charCodeAt(index)))) {
        mantissa = mantissa * 10 + (code - 48);
        index += 1;
        digits += 1;
        fractionDigits += 1;
      }
    }
    if (digits === 0) valid = false;
    let exponent = 0;
    if (valid && index < end && (text.charCodeAt(index) | 32) === 101) {
      index += 1;
      code = text.charCodeAt(index);
      const negativeExponent = isMinus(code);
      if (code === 43 || negativeExponent) index += 1;
      let exponentDigits = 0;
      while (index < end && isDigit((code = text.charCodeAt(index)))) {
        // Capped: any exponent this large leaves the fast path anyway.
        if (exponent < 1000) exponent = exponent * 10 + (code - 48);
        index += 1;
        exponentDigits += 1;
      }
      if (exponentDigits === 0) valid = false;
      if (negativeExponent) exponent = -exponent;
    }
    if (index < end && !isSeparator(text.charCodeAt(index))) {
      valid = false;
      while (index < end && !isSeparator(text.charCodeAt(index))) index += 1;
    }
    let value = Number.NaN;
    if (valid) {
      const powerOfTen = exponent - fractionDigits;
      if (mantissa < largestExactInteger && powerOfTen >= -22 && powerOfTen <= 22) {
        const magnitude = powerOfTen < 0 ? mantissa / (exactPowersOfTen[-powerOfTen] ?? 1) : mantissa * (exactPowersOfTen[powerOfTen] ?? 1);
        value = negative ? -magnitude : magnitude;
      } else {
        const magnitude = Number(text.slice(unsigned, index).replace('\u2212', '-'));
        value = negative ? -magnitude : magnitude;
      }
    }
    entries.add(start, Number.isFinite(value) ? value : Number.NaN);
  }
}

export interface Inputs {
  values: ArrayLike<number>;
  /** true divides by N (population), false by n − 1 (sample). */
  population: boolean;
}

export type Variability = 'low' | 'moderate' | 'high';

/**
 * A figure of the result: a number, or, for one beyond what a double holds to its full precision
 * (the variance of values near 1e200 is near 1e400, that of values near 1e-200 near 1e-400), its
 * value in exponent notation, e.g. '6.66667e+399'.
 */
export type Figure = number | { readonly scientific: string };

export interface Result {
  /** null for a sample of one value: n − 1 = 0. */
  standardDeviation: Figure | null;
  variance: Figure | null;
  mean: number;
  count: number;
  summary: { count: number; min: number; max: number; sum: Figure };
  formula: string;
  steps: string[];
  variability: Variability | null;
  interpretation: string;
}

/** The spec: below 1 low, below 3 moderate, otherwise high. */
export function variabilityOf(standardDeviation: number): Variability {
  if (standardDeviation < 1) return 'low';
  if (standardDeviation < 3) return 'moderate';
  return 'high';
}

/** Significant digits a figure keeps: the spec's 6 decimals, and never fewer than 6 digits. */
const significantDigits = 6;

/** A figure's text in the steps: rounded, in exponent notation from 1e21 (as numbers print) or beyond the largest double. */
export function figureText(figure: Figure): string {
  return typeof figure === 'number' ? String(roundFigure(figure)) : figure.scientific;
}

const log10Of2 = Math.log10(2);

/** The smallest double with all its 53 bits of precision: below it, a figure would lose digits (or read 0). */
const smallestNormal = 2 ** -1022;

/**
 * `scaled × 2^(power × exponent)`, a figure worked out in units of the data's scale: the number
 * when a double holds it in full, else its value in exponent notation from its logarithm.
 */
function unscaled(scaled: number, exponent: number, power: 1 | 2 = 1): Figure {
  if (scaled === 0) return 0;
  const value = scaled * 2 ** (power * exponent);
  if (Number.isFinite(value) && Math.abs(value) >= smallestNormal) return value;
  const logarithm = Math.log10(Math.abs(scaled)) + power * exponent * log10Of2;
  let decade = Math.floor(logarithm);
  let mantissa = Number((10 ** (logarithm - decade)).toPrecision(significantDigits));
  if (mantissa >= 10) {
    mantissa /= 10;
    decade += 1;
  }
  return { scientific: `${scaled < 0 ? '-' : ''}${mantissa}e${decade < 0 ? '-' : '+'}${Math.abs(decade)}` };
}

/**
 * The power of two at or below the largest value in size (0 for all zeros), to work in units of
 * it; held to ±1000, so that it and its inverse are doubles (2^−1074, the smallest value, has no
 * inverse below 2^1024) and values over 2^−1000 still square to normal numbers.
 */
function scaleExponent(min: number, max: number): number {
  const largest = Math.max(Math.abs(min), Math.abs(max));
  if (largest === 0) return 0;
  let exponent = Math.floor(Math.log2(largest));
  // log2 of the largest doubles rounds up to 1024.
  if (2 ** exponent > largest) exponent -= 1;
  return Math.min(1000, Math.max(-1000, exponent));
}

export function compute({ values, population }: Inputs): Result | null {
  const count = values.length;
  if (count === 0) return null;

  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  for (let index = 0; index < count; index += 1) {
    const value = values[index] as number;
    if (value < min) min = value;
    if (value > max) max = value;
  }
  // Every sum is taken in units of the data's own scale, an exact power of two: the squares of
  // values near 1e200 (1e400) would overflow, and those of values near 1e-200 underflow to 0.
  const exponent = scaleExponent(min, max);
  const unit = 2 ** -exponent;
  const inUnits = (index: number) => (values[index] as number) * unit;

  let sum = 0;
  let compensation = 0;
  for (let index = 0; index < count; index += 1) {
    const value = inUnits(index);
    const total = sum + value;
    compensation += Math.abs(sum) >= Math.abs(value) ? sum - total + value : value - total + sum;
    sum = total;
  }
  sum += compensation;
  const scaledMean = sum / count;
  let squares = 0;
  let deviations = 0;
  for (let index = 0; index < count; index += 1) {
    const deviation = inUnits(index) - scaledMean;
    squares += deviation * deviation;
    deviations += deviation;
  }
  const scaledSquaredDeviations = Math.max(0, squares - (deviations * deviations) / count);

  // The mean lies between the least and greatest values: a double, subnormal only when they are.
  const mean = scaledMean * 2 ** exponent;
  const total = unscaled(sum, exponent);
  const squaredDeviations = unscaled(scaledSquaredDeviations, exponent, 2);
  const divisor = population ? count : count - 1;
  const formula = population ? 'σ = √(Σ(x − μ)² / N)' : 's = √(Σ(x − x̄)² / (n − 1))';
  const summary = { count, min: roundFigure(min), max: roundFigure(max), sum: typeof total === 'number' ? roundFigure(total) : total };
  const steps = [
    `Count the values: ${population ? 'N' : 'n'} = ${count}`,
    `Mean: ${figureText(total)} / ${count} = ${figureText(mean)}`,
    `Sum of squared deviations from the mean: Σ(x − mean)² = ${figureText(squaredDeviations)}`,
  ];

  if (divisor === 0) {
    return {
      standardDeviation: null,
      variance: null,
      mean: roundFigure(mean),
      count,
      summary,
      formula,
      steps: [...steps, 'A sample of one value has n − 1 = 0: it has no standard deviation.'],
      variability: null,
      interpretation:
        'A sample standard deviation needs at least two values. Add more values, or switch to population if this one value is the whole population.',
    };
  }

  const scaledVariance = scaledSquaredDeviations / divisor;
  const scaledDeviation = Math.sqrt(scaledVariance);
  const variance = unscaled(scaledVariance, exponent, 2);
  const standardDeviation = unscaled(scaledDeviation, exponent);
  // A standard deviation beyond the largest double is high variability by any band.
  const variability = typeof standardDeviation === 'number' ? variabilityOf(standardDeviation) : 'high';
  const low = unscaled(scaledMean - scaledDeviation, exponent);
  const high = unscaled(scaledMean + scaledDeviation, exponent);
  const round = (figure: Figure) => (typeof figure === 'number' ? roundFigure(figure) : figure);
  return {
    standardDeviation: round(standardDeviation),
    variance: round(variance),
    mean: roundFigure(mean),
    count,
    summary,
    formula,
    steps: [
      ...steps,
      population
        ? `Variance (population, divide by N): ${figureText(squaredDeviations)} / ${count} = ${figureText(variance)}`
        : `Variance (sample, divide by n − 1): ${figureText(squaredDeviations)} / ${count - 1} = ${figureText(variance)}`,
      `Standard deviation: √${figureText(variance)} = ${figureText(standardDeviation)}`,
    ],
    variability,
    interpretation:
      `Variability is ${variability}: a standard deviation of ${figureText(standardDeviation)} around a mean of ${figureText(mean)}. ` +
      `For roughly normal data, about 68% of values lie within one standard deviation of the mean (${figureText(low)} to ${figureText(high)}).`,
  };
}
