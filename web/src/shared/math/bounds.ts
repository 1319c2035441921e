/**
 * Where a number may lie, declared once per field: the field's input holds values outside as text
 * (shared/frame/inputs.ts), and the calculator's maths refuses them too, so neither a link nor a
 * direct call can make it work on a number it cannot represent.
 */
import type { NumberKind } from './readNumber.ts';

export interface NumberBounds {
  readonly min?: number;
  readonly max?: number;
  /** Counts (scores, packs, months): a fraction is out of bounds. */
  readonly whole?: boolean;
  /** How the field's text is read (readNumber.ts): money takes $45,000, a percentage 6.8%, maths pi/2. */
  readonly reads?: NumberKind;
}

export function withinBounds(value: number, { min, max, whole = false }: NumberBounds): boolean {
  return (min === undefined || value >= min) && (max === undefined || value <= max) && (!whole || Number.isInteger(value));
}
