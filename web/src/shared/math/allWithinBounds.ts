/**
 * The maths' check of its inputs against their fields' bounds. Kept out of bounds.ts, which the
 * routes' URL schemas bring into every page's first load, as only the calculators' maths uses it.
 */
import { withinBounds, type NumberBounds } from './bounds.ts';

/**
 * Whether each of the values that has bounds (the others, a unit or a mode, are not numbers) is a
 * finite number within them. A bounded field left out of `values` is not checked: an optional one.
 */
export function allWithinBounds(values: object, bounds: Readonly<Record<string, NumberBounds>>): boolean {
  return Object.entries(bounds).every(([key, bound]) => {
    if (!(key in values)) return true;
    const value: unknown = (values as Record<string, unknown>)[key];
    return typeof value === 'number' && Number.isFinite(value) && withinBounds(value, bound);
  });
}
