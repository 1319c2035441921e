/**
 * Can you dunk?.
 *
 *   lengths in metres: ft × 0.3048, cm ÷ 100, in × 0.0254
 *   requiredVerticalLeap = hoop height − standing reach, in cm (never below 0)
 *   canDunk              = minimum vertical leap ≥ requiredVerticalLeap
 *   heightDifference     = requiredVerticalLeap − leap, in cm: positive is how far short you are,
 *                          negative how much you have to spare
 *
 * Decided where the spec is silent (the how-it-works notes say so):
 * - Recommendations: 'You need N cm more vertical leap to dunk', then strength advice for
 *   a gap over 30 cm, jump-technique advice over 15 cm, otherwise a 'close' message; a tip for a
 *   body mass above 100 kg and one below 60 kg; and, for a hand span (palmSize) under 23 cm, the
 *   span below which palming a regulation ball is hard, a two-handed dunk tip.
 * - physicsAnalysis is projectile kinematics for a vertical jump of height h under gravity g:
 *   take-off speed v = √(2gh), hang time t = 2v/g, jump energy E = m·g·h, for your leap and for the
 *   required one. Each of the hang time, initial jumping speed and jumping energy inputs implies a
 *   leap (h = g·t²/8, h = v²/2g, h = E/(m·g)); it is consistent with the leap entered when the two
 *   differ by at most 10% of that leap. Inputs of 0 are treated as not measured and not checked.
 * The leap results are given in cm (the spec's unit) and in the unit the visitor's leap was entered
 * in (`inLeapUnit`, and the recommendation's gap), as that is the unit they measure their leap in.
 * Lengths are rounded to 1 decimal (cm; m to 3, ft to 2, in to 1), speeds to 2 decimals (m/s), times to 2 decimals (s) and
 * energies to whole joules, each from unrounded values.
 */
import { allWithinBounds } from '../../shared/math/allWithinBounds.ts';
import { roundTo } from '../../shared/math/round.ts';
import { dunkBounds, type HoopType, type LengthUnit, type MassUnit } from './inputs.ts';
import { bodyMassBounds, kilogramsPer, lengthBounds, metresPer } from './units.ts';
/** Decimals a length is shown with, per unit: a millimetre or so in each. */
export const lengthDecimals: Record<LengthUnit, number> = { cm: 1, m: 3, ft: 2, in: 1 };

/** A length in metres as text in a unit, rounded to that unit's decimals: '24 in', '0.648 m'. */
export function lengthText(metres: number, unit: LengthUnit): string {
  return `${roundTo(metres / metresPer[unit], lengthDecimals[unit])} ${unit}`;
}

/** Rim heights in metres: regulation 10 ft; youth leagues commonly play at 9 ft and 8 ft. */
export const hoopHeights: Record<Exclude<HoopType, 'custom'>, number> = { regulation: 3.048, youth: 2.7432, junior: 2.4384 };

export const strengthGap = 30;
export const techniqueGap = 15;
export const heavyMass = 100;
export const lightMass = 60;
/** A hand span of about 9 in (23 cm) is the usual minimum for palming a size 7 basketball. */
export const palmingSpan = 23;
/** How far a leap implied by another input may differ from the leap entered, as a share of it. */
export const consistencyTolerance = 0.1;

export const advice = {
  strength:
    'Build strength first: squats, deadlifts, lunges and calf raises two or three times a week. A gap over 30 cm usually takes months of structured lower-body training to close.',
  technique: 'Work on your jump technique: a faster approach, a long penultimate step, a strong arm swing, and plyometrics such as box jumps and depth jumps.',
  close: 'You are close: practise approach jumps at the rim every session, and try dunking a smaller ball or a volleyball first.',
  heavy:
    'Above 100 kg, losing body fat raises your jump without any extra power; pair strength work with conditioning and build up jump volume slowly to protect your knees.',
  light: 'Below 60 kg, adding muscle through strength training and enough protein will add power to your jump.',
  smallHand: 'With a hand span under 23 cm, palming a regulation ball is hard: dunk with two hands, or grip the ball against your wrist.',
} as const;

export interface Inputs {
  hoopHeight: number;
  heightUnit: LengthUnit;
  bodyMass: number;
  massUnit: MassUnit;
  standingReach: number;
  reachUnit: LengthUnit;
  minVerticalLeap: number;
  leapUnit: LengthUnit;
  /** Seconds in the air, measured; 0 when not measured. */
  hangTime: number;
  /** Joules; 0 when not measured. */
  jumpingEnergy: number;
  /** Metres per second at take-off; 0 when not measured. */
  initialJumpingSpeed: number;
  /** Metres per second squared. */
  gravitationalAcceleration: number;
  /** Hand span in cm. */
  palmSize: number;
}

export type MeasuredInput = 'hangTime' | 'initialJumpingSpeed' | 'jumpingEnergy';

export interface ConsistencyCheck {
  input: MeasuredInput;
  /** The leap (cm, 1 decimal) this input implies. */
  impliedLeap: number;
  /** The same leap in the leap's unit. */
  impliedLeapInUnit: number;
  consistent: boolean;
}

export interface PhysicsAnalysis {
  /** m/s needed at take-off for your leap. */
  takeoffSpeed: number;
  /** Seconds in the air for your leap. */
  hangTime: number;
  /** Joules to raise your body by your leap. */
  jumpEnergy: number;
  requiredTakeoffSpeed: number;
  requiredHangTime: number;
  requiredEnergy: number;
  checks: ConsistencyCheck[];
  /** Whether every measured input agrees with the leap entered. */
  consistent: boolean;
}

export interface Result {
  /** cm, 1 decimal. */
  requiredVerticalLeap: number;
  canDunk: boolean;
  /** cm, 1 decimal: required leap minus your leap. */
  heightDifference: number;
  recommendations: string[];
  physicsAnalysis: PhysicsAnalysis;
  /** The two leap results in the unit the leap was entered in, rounded to its decimals. */
  inLeapUnit: { requiredVerticalLeap: number; heightDifference: number };
}

/** Compares lengths and shares free of binary noise (0.648 m is not 0.6480000000000001 m). */
function clean(value: number): number {
  return roundTo(value, 9);
}

function jump(height: number, gravity: number, mass: number) {
  const speed = Math.sqrt(2 * gravity * height);
  return { speed: roundTo(speed, 2), hangTime: roundTo((2 * speed) / gravity, 2), energy: roundTo(mass * gravity * height, 0) };
}

export function compute(inputs: Inputs): Result | null {
  const { hoopHeight, bodyMass, standingReach, minVerticalLeap, hangTime, jumpingEnergy, initialJumpingSpeed, gravitationalAcceleration: g, palmSize } = inputs;
  const boundsInUnits = {
    hoopHeight: lengthBounds.hoopHeight[inputs.heightUnit],
    standingReach: lengthBounds.standingReach[inputs.reachUnit],
    minVerticalLeap: lengthBounds.minVerticalLeap[inputs.leapUnit],
    bodyMass: bodyMassBounds[inputs.massUnit],
  };
  if (!allWithinBounds(inputs, { ...dunkBounds, ...boundsInUnits })) return null;
  if (hoopHeight <= 0 || standingReach <= 0 || minVerticalLeap <= 0) return null;

  const hoop = hoopHeight * metresPer[inputs.heightUnit];
  const reach = standingReach * metresPer[inputs.reachUnit];
  const leap = minVerticalLeap * metresPer[inputs.leapUnit];
  const mass = bodyMass * kilogramsPer[inputs.massUnit];
  const required = Math.max(0, hoop - reach);
  const gap = clean((required - leap) * 100);
  const inUnit = (metres: number) => roundTo(metres / metresPer[inputs.leapUnit], lengthDecimals[inputs.leapUnit]);
  const canDunk = gap <= 0;

  const recommendations: string[] = [];
  if (canDunk) {
    recommendations.push(`You can dunk: your vertical leap clears the rim by ${lengthText(-gap / 100, inputs.leapUnit)}.`);
  } else {
    recommendations.push(`You need ${lengthText(gap / 100, inputs.leapUnit)} more vertical leap to dunk.`);
    recommendations.push(gap > strengthGap ? advice.strength : gap > techniqueGap ? advice.technique : advice.close);
  }
  if (clean(mass) > heavyMass) recommendations.push(advice.heavy);
  if (clean(mass) < lightMass) recommendations.push(advice.light);
  if (palmSize > 0 && palmSize < palmingSpan) recommendations.push(advice.smallHand);

  const measured: { input: MeasuredInput; value: number; leap: () => number }[] = [
    { input: 'hangTime', value: hangTime, leap: () => (g * hangTime ** 2) / 8 },
    { input: 'initialJumpingSpeed', value: initialJumpingSpeed, leap: () => initialJumpingSpeed ** 2 / (2 * g) },
    { input: 'jumpingEnergy', value: jumpingEnergy, leap: () => jumpingEnergy / (mass * g) },
  ];
  const checks = measured
    .filter(({ value }) => value > 0)
    .map(({ input, leap: impliedLeapOf }): ConsistencyCheck => {
      const implied = impliedLeapOf();
      return {
        input,
        impliedLeap: roundTo(implied * 100, 1),
        impliedLeapInUnit: inUnit(implied),
        consistent: clean(Math.abs(implied - leap)) <= clean(consistencyTolerance * leap),
      };
    });

  const yours = jump(leap, g, mass);
  const needed = jump(required, g, mass);
  return {
    requiredVerticalLeap: roundTo(required * 100, 1),
    canDunk,
    heightDifference: roundTo(gap, 1),
    recommendations,
    physicsAnalysis: {
      takeoffSpeed: yours.speed,
      hangTime: yours.hangTime,
      jumpEnergy: yours.energy,
      requiredTakeoffSpeed: needed.speed,
      requiredHangTime: needed.hangTime,
      requiredEnergy: needed.energy,
      checks,
      consistent: checks.every((check) => check.consistent),
    },
    inLeapUnit: { requiredVerticalLeap: inUnit(required), heightDifference: inUnit(gap / 100) },
  };
}
