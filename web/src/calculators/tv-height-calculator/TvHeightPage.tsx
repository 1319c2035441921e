import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { usePageView } from '../../shared/pageView.ts';
import { NumberField } from '../../shared/frame/fields.tsx';
import { toNumberOrZero } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { MeasureField } from '../../shared/frame/MeasureField.tsx';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { useCalculationComplete } from '../../shared/frame/useWhenSettled.ts';
import { formatNumber } from '../../shared/format/number.ts';
import { centimetresPerInch, compute } from './compute.ts';
import { eyeHeightBounds, tvHeightInputs, tvSizeBounds, type LengthUnit } from './inputs.ts';

const unitChoices: { value: LengthUnit; label: string }[] = [
  { value: 'inches', label: 'inches' },
  { value: 'cm', label: 'cm' },
];

/** Centimetres per unit: a unit change converts the length typed, so it stays the same length. */
const centimetresPer: Record<LengthUnit, number> = { inches: centimetresPerInch, cm: 1 };

function inchesText(inches: number): string {
  return `${formatNumber(inches, 1)} in`;
}

function centimetresText(centimetres: number): string {
  return `${formatNumber(centimetres, 1)} cm`;
}

export function TvHeightPage() {
  const calculator = usePageView();
  const [values, update, set] = useUrlInputs(tvHeightInputs, useSearch({ from: '/_site/tv-height-calculator' }));
  const tvSize = toNumberOrZero(values.tvSize);
  const eyeHeight = toNumberOrZero(values.eyeHeight);
  const viewingAngle = toNumberOrZero(values.viewingAngle);
  const result = compute({ tvSize, tvUnit: values.tvUnit, eyeHeight, eyeUnit: values.eyeUnit, viewingAngle });
  // The heights answer in the unit the eye height, measured from the same floor, was given in.
  const inCentimetres = values.eyeUnit === 'cm';
  const heightText = (height: 'centerHeight' | 'bottomHeight') =>
    result ? (inCentimetres ? centimetresText(result.centimetres[height]) : inchesText(result[height])) : null;

  useCalculationComplete(tvHeightInputs, values, result !== null, {
    description: 'TV height calculated successfully!',
    usage: result
      ? {
          tool: calculator.title,
          input: `${tvSize} ${values.tvUnit} TV, eye height ${eyeHeight} ${values.eyeUnit}, ${viewingAngle}°`,
          value: result.centerHeight,
        }
      : undefined,
  });

  const otherUnitHelp = (height: 'centerHeight' | 'bottomHeight') =>
    result ? `From the floor (${inCentimetres ? inchesText(result[height]) : centimetresText(result.centimetres[height])})` : undefined;

  return (
    <CalculatorFrame
      inputs={
        <>
          <MeasureField
            label="TV size (diagonal)"
            name="tvSize"
            bounds={tvSizeBounds[values.tvUnit]}
            value={values.tvSize}
            onValueChange={set.tvSize}
            error={tvSize <= 0 && typeof values.tvSize === 'number' ? 'TV size must be greater than 0.' : null}
            unitLabel="TV size unit"
            unit={values.tvUnit}
            units={unitChoices}
            per={centimetresPer}
            inchUnit="inches"
            onUnitChange={(tvUnit, tvSize) => update({ tvUnit, tvSize })}
          />
          <MeasureField
            label="Eye height (seated)"
            name="eyeHeight"
            bounds={eyeHeightBounds[values.eyeUnit]}
            value={values.eyeHeight}
            onValueChange={set.eyeHeight}
            error={eyeHeight <= 0 && typeof values.eyeHeight === 'number' ? 'Eye height must be greater than 0.' : null}
            unitLabel="Eye height unit"
            unit={values.eyeUnit}
            units={unitChoices}
            per={centimetresPer}
            inchUnit="inches"
            onUnitChange={(eyeUnit, eyeHeight) => update({ eyeUnit, eyeHeight })}
          />
          <NumberField
            label="Viewing angle"
            name="viewingAngle"
            bounds={tvHeightInputs.bounds.viewingAngle}
            value={values.viewingAngle}
            onChange={set.viewingAngle}
            unit="°"
            signed
            helperText="0° is eye level; 0° to 15° is comfortable."
          />
        </>
      }
      results={
        <ResultsPanel ready={result !== null}>
          <ResultStat name="centerHeight" label="Center of the screen" value={heightText('centerHeight')} primary help={otherUnitHelp('centerHeight')} />
          <ResultStat name="bottomHeight" label="Bottom edge of the screen" value={heightText('bottomHeight')} help={otherUnitHelp('bottomHeight')} />
          <ResultStat name="recommendation" label="Recommendation" value={result ? result.recommendation : null} detail />
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Results copied to clipboard' }}
    />
  );
}
