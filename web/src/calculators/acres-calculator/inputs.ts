import { choiceInput, defineInputs, numberInput } from '../../shared/frame/inputs.ts';

/** The width, speed and area units (spec document 1, section 3.3). */
export const widthUnits = ['ft', 'm', 'in'] as const;
export type WidthUnit = (typeof widthUnits)[number];
export const speedUnits = ['mph', 'kmh', 'fpm'] as const;
export type SpeedUnit = (typeof speedUnits)[number];
export const areaUnits = ['acres', 'hectares', 'sqft', 'sqm'] as const;
export type AreaUnit = (typeof areaUnits)[number];

/** The overlap slider's range ends at 50% (spec document 1, section 5.1). */
export const maximumOverlap = 50;

/**
 * The fields' bounds in whichever unit is chosen: an implement of at least 0.01 driven at 0.01 or
 * faster covers any plot of up to a billion units in a finite (if long) time.
 */
export const acresBounds = {
  toolWidth: { min: 0.01, max: 10_000 },
  speed: { min: 0.01, max: 1_000 },
  plotArea: { min: 0, max: 1_000_000_000 },
  overlap: { min: 0, max: maximumOverlap },
} as const;

/**
 * URL inputs (CONVENTIONS section 4), with the spec's defaults (section 3.3):
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
