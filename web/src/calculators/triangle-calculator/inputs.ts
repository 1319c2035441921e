import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** The five calculation types, named by the sides (S) and angles (A) given. */
export const calculationTypes = ['SSS', 'SAS', 'ASA', 'AAS', 'SSA'] as const;
export type CalculationType = (typeof calculationTypes)[number];

/** Sides up to a billion units (their squares and Heron's product stay exact), angles within a half turn. */
export const side = { min: 0, max: 1_000_000_000, reads: 'maths' } as const;
export const angle = { min: 0, max: 180, reads: 'maths' } as const;

/**
 * URL inputs: /triangle-calculator?calculationType=SSA&side1=6&side2=8&angle1=30
 * The angles default to 30° and 60°, so every case opens on a valid triangle after a switch
 * (SSA with 3, 4 and 30° even shows the ambiguous case).
 */
export const triangleInputs = defineInputs({
  calculationType: choiceInput(calculationTypes, 'SSS'),
  side1: numberInput(3, side),
  side2: numberInput(4, side),
  side3: numberInput(5, side),
  angle1: numberInput(30, angle),
  angle2: numberInput(60, angle),
});
