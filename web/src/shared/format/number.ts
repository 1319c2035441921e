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

// Made on first use: the first currency formatter a page makes loads the locale's currency data,
// tens of milliseconds on a phone that pages without money need not spend while starting.
let currency: Intl.NumberFormat | undefined;

/** 271.3249 → '$271.32'. */
export function formatMoney(value: number): string {
  currency ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  return currency.format(value);
}
