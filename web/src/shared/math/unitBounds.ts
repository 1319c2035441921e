/**
 * One physical quantity's bounds in every unit it can be entered in. They are declared once, in one
 * unit, and converted, so the same quantity is within them (or outside them) whichever unit a
 * visitor chose: 1,290 ft/min is 14.7 mph, and both are within a speed bound set in mph.
 */
import type { NumberBounds } from './bounds.ts';

/** Significant digits a converted bound keeps: the value a field's message shows is the bound itself. */
const boundDigits = 10;

const converted = (bound: number | undefined, size: number) => (bound === undefined ? undefined : Number((bound / size).toPrecision(boundDigits)));

/**
 * `bounds` (in the base unit) in each unit, given each unit's size in the base unit (feet per
 * metre, mph per km/h): a bound of 500 ft is 152.4 m and 6,000 in.
 */
export function boundsInUnits<Unit extends string>(bounds: NumberBounds, sizeOf: Readonly<Record<Unit, number>>): Readonly<Record<Unit, NumberBounds>> {
  const entries = (Object.keys(sizeOf) as Unit[]).map((unit) => [unit, { min: converted(bounds.min, sizeOf[unit]), max: converted(bounds.max, sizeOf[unit]) }]);
  return Object.fromEntries(entries) as Record<Unit, NumberBounds>;
}

/**
 * The loosest bounds over a quantity's units: what its value in a link may hold before the unit
 * beside it is read. The unit's own bounds then decide (the field's message, and the maths).
 */
export function widestBounds(perUnit: Readonly<Record<string, NumberBounds>>): NumberBounds {
  const all = Object.values(perUnit);
  const mins = all.map((bounds) => bounds.min);
  const maxes = all.map((bounds) => bounds.max);
  return {
    min: mins.some((min) => min === undefined) ? undefined : Math.min(...(mins as number[])),
    max: maxes.some((max) => max === undefined) ? undefined : Math.max(...(maxes as number[])),
  };
}
