/**
 * Rounds half away from zero to a number of decimals, on the value's 15 significant decimal digits,
 * so binary noise from the arithmetic before it cannot tip a half the wrong way: 1.005 rounds to
 * 1.01, and so does (202.01 − 200) / 2, which binary arithmetic makes 1.0049999999999955.
 * (A plain Math.round(x * 100) / 100 gives 1 for both.)
 */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const significant = Number(Math.abs(value).toPrecision(15));
  // The largest doubles round up past the largest double: they have no decimals to round anyway.
  if (!Number.isFinite(significant)) return value;
  // Its 15 significant digits all lie at or above the last decimal kept: nothing to round, and
  // shifting it could overflow (1e303 × 10^6 is Infinity, which would come back as NaN).
  if (significant >= 10 ** (15 - decimals)) return value < 0 ? -significant : significant;
  const rounded = shiftDecimal(Math.round(shiftDecimal(significant, decimals)), -decimals);
  return value < 0 ? -rounded : rounded;
}

/** value × 10^places, done on the decimal text so no binary error creeps in. */
function shiftDecimal(value: number, places: number): number {
  const [mantissa, exponent = '0'] = String(value).split('e');
  return Number(`${mantissa}e${Number(exponent) + places}`);
}

/**
 * A figure of a mathematical tool: rounded to 6 decimals (the spec's rule) from 1 up, and to 6
 * significant digits below 1, so a small figure (a 1 mm sphere's 4.18879e-9 m³, data on the scale
 * of 1e-9) keeps its digits instead of reading 0.
 */
export function roundFigure(value: number): number {
  return Math.abs(value) >= 1 || value === 0 || !Number.isFinite(value) ? roundTo(value, 6) : Number(value.toPrecision(6));
}
