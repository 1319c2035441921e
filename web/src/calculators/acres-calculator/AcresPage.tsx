import { useSearch } from '@tanstack/react-router';
import { useRef } from 'react';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { NumberField } from '../../shared/frame/fields.tsx';
import { toNumberOrZero } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { placeholder, ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { useCalculationComplete } from '../../shared/frame/useWhenSettled.ts';
import { formatNumber, formatPercent } from '../../shared/format/number.ts';
import { compute } from './compute.ts';
import { acresPer, areaBounds, feetPer, mphPer, speedBounds, widthBounds } from './units.ts';
import { acresInputs, speedUnits, type AreaUnit, type SpeedUnit, type WidthUnit } from './inputs.ts';
import { acresForm, acresResults } from './AcresPage.styles.ts';
import { common } from '../../shared/frame/common.styles.ts';
import { MeasureField } from '../../shared/frame/MeasureField.tsx';
import { positiveError } from '../../shared/frame/fields.tsx';

const widthChoices: { value: WidthUnit; label: string }[] = [
  { value: 'ft', label: 'ft' },
  { value: 'm', label: 'm' },
  { value: 'in', label: 'in' },
];
const areaChoices: { value: AreaUnit; label: string }[] = [
  { value: 'acres', label: 'acres' },
  { value: 'hectares', label: 'hectares' },
  { value: 'sqft', label: 'sq ft' },
  { value: 'sqm', label: 'sq m' },
];
const speedLabel: Record<SpeedUnit, string> = { mph: 'mph', kmh: 'km/h', fpm: 'ft/min' };
const speedChoices = speedUnits.map((value) => ({ value, label: speedLabel[value] }));
const areaLabel: Record<AreaUnit, string> = { acres: 'acres', hectares: 'ha', sqft: 'sq ft', sqm: 'm²' };

export function AcresPage() {
  const [values, update, set] = useUrlInputs(acresInputs, useSearch({ from: '/_site/acres-calculator' }));
  const resultsRef = useRef<HTMLDivElement>(null);
  const toolWidth = toNumberOrZero(values.toolWidth);
  const speed = toNumberOrZero(values.speed);
  const plotArea = toNumberOrZero(values.plotArea);
  const overlap = toNumberOrZero(values.overlap);
  const result = compute({ ...values, toolWidth, speed, plotArea, overlap });

  useCalculationComplete(acresInputs, values, result !== null, { description: 'Acres per hour calculated successfully!' });

  const perHourText = (acres: number) => `${formatNumber(acres, 2)} acres/hour`;
  // Answers in the units asked in: the plot's area unit and the implement's width unit.
  const inAcres = values.areaUnit === 'acres';
  const rateText = (acres: number, inUnit: number) => (inAcres ? perHourText(acres) : `${formatNumber(inUnit, 2)} ${areaLabel[values.areaUnit]}/hour`);
  const widthText = (width: number) => `${formatNumber(width, 2)} ${values.widthUnit}`;

  return (
    <CalculatorFrame
      inputs={
        <>
          <MeasureField
            label="Implement width"
            name="toolWidth"
            bounds={widthBounds[values.widthUnit]}
            value={values.toolWidth}
            onValueChange={set.toolWidth}
            error={positiveError(values.toolWidth, 'The width must be greater than 0.')}
            unitLabel="Width unit"
            unit={values.widthUnit}
            units={widthChoices}
            per={feetPer}
            inchUnit="in"
            onUnitChange={(widthUnit, toolWidth) => update({ widthUnit, toolWidth })}
          />
          <MeasureField
            label="Ground speed"
            name="speed"
            bounds={speedBounds[values.speedUnit]}
            value={values.speed}
            onValueChange={set.speed}
            error={positiveError(values.speed, 'The speed must be greater than 0.')}
            unitLabel="Speed unit"
            unit={values.speedUnit}
            units={speedChoices}
            per={mphPer}
            onUnitChange={(speedUnit, speed) => update({ speedUnit, speed })}
          />
          <MeasureField
            label="Plot area"
            name="plotArea"
            bounds={areaBounds[values.areaUnit]}
            value={values.plotArea}
            onValueChange={set.plotArea}
            error={positiveError(values.plotArea, 'The plot area must be greater than 0.')}
            unitLabel="Area unit"
            unit={values.areaUnit}
            units={areaChoices}
            per={acresPer}
            onUnitChange={(areaUnit, plotArea) => update({ areaUnit, plotArea })}
          />
          <NumberField
            label="Overlap"
            name="overlap"
            bounds={acresInputs.bounds.overlap}
            value={values.overlap}
            onChange={set.overlap}
            unit="%"
            helperText="Typical overlap is 5-15%."
          />
          <button type="button" className={acresForm.calculate} onClick={() => resultsRef.current?.focus()}>
            Calculate Time & Efficiency
          </button>
        </>
      }
      results={
        <div ref={resultsRef} tabIndex={-1} className={acresResults.focusTarget}>
          <ResultsPanel ready={result !== null}>
            <div>
              <p data-result-label="" className={common.note}>
                Time to complete the plot
              </p>
              <p data-result="completionTime" className={acresResults.completionTime}>
                <span data-result="completionTime.hours">{result ? result.completionTime.hours : placeholder}</span> h{' '}
                <span data-result="completionTime.minutes">{result ? result.completionTime.minutes : placeholder}</span> min
              </p>
            </div>
            <ResultStat
              name="areaPerHour"
              label={inAcres ? 'Acres per hour' : `Area per hour (${areaLabel[values.areaUnit]})`}
              value={result ? rateText(result.areaPerHour, result.inUnits.areaPerHour) : null}
              help={result && !inAcres ? perHourText(result.areaPerHour) : undefined}
            />
            <ResultStat
              name="effectiveWidth"
              label="Effective width"
              value={result ? widthText(result.inUnits.effectiveWidth) : null}
              help={result && values.widthUnit !== 'ft' ? `${formatNumber(result.effectiveWidth, 2)} ft` : undefined}
            />
            <ResultStat
              name="theoreticalMax"
              label="Theoretical maximum (no overlap)"
              value={result ? rateText(result.theoreticalMax, result.inUnits.theoreticalMax) : null}
            />
            <ResultStat name="efficiencyLoss" label="Efficiency loss to overlap" value={result ? formatPercent(result.efficiencyLoss, 1) : null} />
          </ResultsPanel>
        </div>
      }
      copy={{ ready: result !== null, notice: 'Results copied to clipboard' }}
    />
  );
}
