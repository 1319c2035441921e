/**
 * The round solids' volume and surface area as an exact multiple of π (exact forms
 * first), from the dimensions as typed, which are exact decimals (2.5 is 5/2):
 *
 *   sphere    V = 4/3·r³·π      A = 4·r²·π
 *   cylinder  V = r²·h·π        A = 2·r·(r + h)·π
 *   cone      V = 1/3·r²·h·π    (its area holds √(r² + h²), left to the decimal)
 *
 * Written k·π, or k·π/d as a fraction; none when the multiple's digits would not be read (beyond
 * a twelve-digit numerator or denominator), or for the solids with no π.
 */
import { type Expr } from '../../shared/expression/expression.ts';
import { add, fromNumber, multiply, rational, type Rational } from '../../shared/expression/rational.ts';
import type { Dimensions } from './compute.ts';
import type { Shape } from './inputs.ts';

export interface MultipleOfPi {
  /** As text: 40π, 32π/3, π/6. */
  text: string;
  tree: Expr;
}

const readable = 10n ** 12n;
const pi: Expr = { kind: 'constant', name: 'pi', value: Math.PI };

function ofPi(multiple: Rational): MultipleOfPi | null {
  const { numerator, denominator } = multiple;
  if (numerator <= 0n || numerator >= readable || denominator >= readable) return null;
  const top: Expr = numerator === 1n ? pi : { kind: 'binary', operator: '*', left: { kind: 'number', value: Number(numerator) }, right: pi };
  const topText = numerator === 1n ? 'π' : `${numerator}π`;
  if (denominator === 1n) return { text: topText, tree: top };
  return { text: `${topText}/${denominator}`, tree: { kind: 'binary', operator: '/', left: top, right: { kind: 'number', value: Number(denominator) } } };
}

export function exactForms(shape: Shape, dimensions: Dimensions): { volume: MultipleOfPi | null; surfaceArea: MultipleOfPi | null } {
  const r = fromNumber(dimensions.radius);
  const h = fromNumber(dimensions.height);
  const none = { volume: null, surfaceArea: null };
  if (!r) return none;
  const r2 = multiply(r, r);
  switch (shape) {
    case 'sphere':
      return { volume: ofPi(multiply(rational(4n, 3n), multiply(r2, r))), surfaceArea: ofPi(multiply(rational(4n), r2)) };
    case 'cylinder':
      if (!h) return none;
      return { volume: ofPi(multiply(r2, h)), surfaceArea: ofPi(multiply(multiply(rational(2n), r), add(r, h))) };
    case 'cone':
      if (!h) return none;
      return { volume: ofPi(multiply(rational(1n, 3n), multiply(r2, h))), surfaceArea: null };
    default:
      return none;
  }
}
