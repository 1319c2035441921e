/**
 * A field's value as the page and the maths read it (inputs.ts holds a number field's value as a
 * number, or as text when it is not one or lies outside the field's bounds). Kept out of inputs.ts,
 * which every page's first load carries, as only a calculator's own code uses it.
 */
import { isNumberText, type NumberValue } from './inputs.ts';

/**
 * A field value as a number for the maths: NaN when blank, not a number, or outside the field's
 * bounds (all held as text), so a calculator given it has no result.
 */
export function toNumber(value: NumberValue): number {
  return typeof value === 'number' ? value : Number.NaN;
}

/**
 * A row's cell for the maths: its number, null while blank (the maths uses its fallback or leaves the
 * row out, saying so), or NaN when the text is not a number or lies outside the cell's bounds (the
 * cell says why, and the maths leaves the row out).
 */
export function toCellNumber(value: NumberValue): number | null {
  return typeof value === 'string' && value.trim() === '' ? null : toNumber(value);
}

/**
 * Whether a value is held as text for lying outside its field's bounds (or beyond any number):
 * a value the maths cannot take, not a blank or half-typed one. A form with such a field has no
 * result (a row list only leaves that row out: `toCellNumber`).
 */
export function isOutOfBounds(value: NumberValue): boolean {
  return typeof value === 'string' && isNumberText(value);
}

/** What a results panel says while a value is out of its field's bounds. */
export const outOfBoundsMessage = 'A value is outside the range its field allows: correct it to calculate';

/**
 * The spec: blank or invalid number inputs count as 0. A number outside the
 * field's bounds, or too large for a number, is not invalid input but a value the maths cannot
 * take: NaN, so there is no result.
 */
export function toNumberOrZero(value: NumberValue): number {
  if (typeof value === 'number') return value;
  return isNumberText(value) ? Number.NaN : 0;
}

/**
 * A typed value re-expressed in another unit, so the physical quantity stays the same when the
 * unit changes (`factor` = size of one unit in a common base unit). Text that is not a number stays
 * as typed; 6 significant digits keep 12 in → 30.48 cm → 12 in exact.
 */
export function convertNumberValue(value: NumberValue, fromFactor: number, toFactor: number): NumberValue {
  if (typeof value !== 'number' || fromFactor === toFactor) return value;
  return Number(((value * fromFactor) / toFactor).toPrecision(6));
}
