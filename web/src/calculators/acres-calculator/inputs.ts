import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';
import { widestBounds } from '../../shared/math/unitBounds.ts';
import { areaBounds, speedBounds, widthBounds } from './units.ts';

/** The width, speed and area units. */
export const widthUnits = ['ft', 'm', 'in'] as const;
export type WidthUnit = (typeof widthUnits)[number];
export const speedUnits = ['mph', 'kmh', 'fpm'] as const;
export type SpeedUnit = (typeof speedUnits)[number];
export const areaUnits = ['acres', 'hectares', 'sqft', 'sqm'] as const;
export type AreaUnit = (typeof areaUnits)[number];

/** The overlap slider's range ends at 50%. */
export const maximumOverlap = 50;

/**
 * The fields' bounds before the unit is read: each quantity's widest over its units (units.ts sets
 * them from the real world); the chosen unit's own bounds then hold the field and the maths.
 */
export const acresBounds = {
  toolWidth: { ...widestBounds(widthBounds), reads: 'length' },
  speed: widestBounds(speedBounds),
  plotArea: widestBounds(areaBounds),
  overlap: { min: 0, max: maximumOverlap, reads: 'percent' },
} as const;

/**
 * URL inputs, with the spec's defaults:
 * /acres-calculator?toolWidth=12&widthUnit=ft&speed=5&speedUnit=mph&plotArea=10&areaUnit=acres&overlap=10
 */
export const acresInputs = defineInputs({
  toolWidth: numberInput(12, acresBounds.toolWidth),
  widthUnit: choiceInput(widthUnits, 'ft'),
  speed: numberInput(5, acresBounds.speed),
  speedUnit: choiceInput(speedUnits, 'mph'),
  plotArea: numberInput(10, acresBounds.plotArea),
  areaUnit: choiceInput(areaUnits, 'acres'),
  overlap: numberInput(10, acresBounds.overlap),
});
