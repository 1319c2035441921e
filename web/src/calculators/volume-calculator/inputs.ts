import * as v from 'valibot';
import { choiceInput, defineInputs, jsonInput, numberCell, type NumberValue } from '../../shared/frame/inputs.ts';
import { shapes, type DimensionName } from './options.ts';

export type DimensionValues = Partial<Record<DimensionName, NumberValue>>;

const dimensionsSchema: v.GenericSchema<unknown, DimensionValues> = v.object({
  radius: v.optional(numberCell),
  height: v.optional(numberCell),
  side: v.optional(numberCell),
  length: v.optional(numberCell),
  width: v.optional(numberCell),
});

/**
 * URL inputs (CONVENTIONS section 4): /volume-calculator?shape=cylinder&dimensions={"radius":2,"height":10}
 * A dimension the object lacks takes the shape's default (shapeDefaults), so `?shape=cone` alone
 * opens the cone with radius 4 and height 6.
 */
export const volumeInputs = defineInputs({
  shape: choiceInput(shapes, 'sphere'),
  dimensions: jsonInput(dimensionsSchema, {}),
});
