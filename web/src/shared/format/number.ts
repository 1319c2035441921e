/** Number formatting at the edge (STYLE: compute in full precision, format in the UI). */

const formatters = new Map<string, Intl.NumberFormat>();

function formatter(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}:${maximumFractionDigits}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.NumberFormat('en-US', { minimumFractionDigits, maximumFractionDigits });
    formatters.set(key, cached);
  }
  return cached;
}

/** 1234.5 → '1,234.5' with at most `maximumFractionDigits` decimals. */
export function formatNumber(value: number, maximumFractionDigits = 2, minimumFractionDigits = 0): string {
  return formatter(minimumFractionDigits, maximumFractionDigits).format(value);
}

/** 25 → '25%', 12.345 → '12.35%'. */
export function formatPercent(value: number, maximumFractionDigits = 2): string {
  return `${formatNumber(value, maximumFractionDigits)}%`;
}

/**
 * Every digit of a number as JavaScript writes it (the shortest text that reads back as the same
 * number: what a visitor typed, or a rounded result), with thousands separators in its whole part:
 * 1562400 → '1,562,400', 1234.5678 → '1,234.5678'. Exponent forms (1e-7) stay as they are.
 */
export function formatDigits(value: number): string {
  const text = String(value);
  if (/e/i.test(text)) return text;
  const [whole = '', fraction] = text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

// Made on first use: the first currency formatter a page makes loads the locale's currency data,
// tens of milliseconds on a phone that pages without money need not spend while starting.
let currency: Intl.NumberFormat | undefined;

/** 271.3249 → '$271.32'. */
export function formatMoney(value: number): string {
  currency ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return currency.format(value);
}

let wholeDollars: Intl.NumberFormat | undefined;

/**
 * A money axis's tick: whole dollars when every tick is a whole number of dollars ($25,000, not
 * $25,000.00), else with its cents ($0.50).
 */
export function formatMoneyTick(value: number, ticks: readonly number[]): string {
  if (!ticks.every(Number.isInteger)) return formatMoney(value);
  wholeDollars ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
  return wholeDollars.format(value);
}

/**
 * From this size a number is shown in exponent notation, as JavaScript prints it: its digits
 * further left would only be zeros. Below the other, its zeros after the point would fill a line.
 */
const exponentFrom = 1e21;
const exponentBelow = 1e-15;

/**
 * A figure of a mathematical tool (6 decimals, as the spec asks), never shown as 0 while
 * it is not: below 1 it keeps `significantDigits` significant digits instead (1.23457e-9 reads
 * 0.00000000123457), and from 1e21 or below 1e-15 it is in exponent notation (1.23457e+200).
 */
export function formatFigure(value: number, decimals = 6, significantDigits = 6): string {
  const size = Math.abs(value);
  if (size >= exponentFrom || (size < exponentBelow && size > 0)) return Number(value.toPrecision(significantDigits)).toExponential();
  if (value === 0 || Math.abs(value) >= 1) return figure(decimals).format(value);
  return significant(significantDigits).format(value);
}

/**
 * The digits of a figure that any browser computes alike: a double carries 15 to 17 of them, and
 * the maths libraries of two browsers (and of the server that renders the page) differ in the last
 * of them (Node's and Chromium's exp and sin do), so a figure keeps at most 12 significant digits:
 * 369,669,227,022,512.7 reads 369,669,227,023,000.
 */
const figureDigits = 12;

const figureFormatters = new Map<number, Intl.NumberFormat>();

function figure(decimals: number): Intl.NumberFormat {
  let cached = figureFormatters.get(decimals);
  if (!cached) {
    cached = new Intl.NumberFormat('en-US', { maximumFractionDigits: decimals, maximumSignificantDigits: figureDigits, roundingPriority: 'lessPrecision' });
    figureFormatters.set(decimals, cached);
  }
  return cached;
}

const significantFormatters = new Map<number, Intl.NumberFormat>();

function significant(digits: number): Intl.NumberFormat {
  let cached = significantFormatters.get(digits);
  if (!cached) {
    cached = new Intl.NumberFormat('en-US', { maximumSignificantDigits: digits });
    significantFormatters.set(digits, cached);
  }
  return cached;
}
