import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { SegmentedField } from '../../shared/frame/fields.tsx';
import { toNumber, toNumberOrZero } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { useCalculationComplete } from '../../shared/frame/useWhenSettled.ts';
import { formatNumber } from '../../shared/format/number.ts';
import { compute } from './compute.ts';
import { bodyWeightBounds, desiredDoseBounds, kilogramsPer, milligramsPer, vialCapacityBounds } from './units.ts';
import { peptideInputs, type AmountUnit, type DoseBasis, type WaterUnit, type WeightUnit } from './inputs.ts';
import { MeasureField } from '../../shared/frame/MeasureField.tsx';
import { positiveError } from '../../shared/frame/fields.tsx';

const amountChoices: { value: AmountUnit; label: string }[] = [
  { value: 'mg', label: 'mg' },
  { value: 'mcg', label: 'mcg' },
  { value: 'IU', label: 'IU' },
];
const waterChoices: { value: WaterUnit; label: string }[] = [
  { value: 'ml', label: 'ml' },
  { value: 'cc', label: 'cc' },
];
const weightChoices: { value: WeightUnit; label: string }[] = [
  { value: 'kg', label: 'kg' },
  { value: 'lbs', label: 'lbs' },
];
const basisChoices: { value: DoseBasis; label: string }[] = [
  { value: 'total', label: 'Dose per injection' },
  { value: 'per-kg', label: 'Dose per kg of body weight' },
];

export function PeptidePage() {
  const [values, update, set] = useUrlInputs(peptideInputs, useSearch({ from: '/_site/peptide-calculator' }));
  const vialCapacity = toNumberOrZero(values.vialCapacity);
  const waterAmount = toNumberOrZero(values.waterAmount);
  const desiredDose = toNumberOrZero(values.desiredDose);
  const weight = toNumber(values.bodyWeight);
  const bodyWeight = Number.isNaN(weight) ? undefined : weight;
  const result = compute({ ...values, vialCapacity, waterAmount, desiredDose, bodyWeight });
  const mixesIu = (values.vialUnit === 'IU') !== (values.doseUnit === 'IU');
  const perKilogram = values.doseBasis === 'per-kg';
  const weightMissing = perKilogram && !(bodyWeight !== undefined && bodyWeight > 0);

  useCalculationComplete(peptideInputs, values, result !== null, { description: 'Peptide dosage calculated successfully!' });

  const volumeText = (ml: number) => `${formatNumber(ml, 3, 2)} ${values.waterUnit}`;
  const unitsText = (units: number) => `${formatNumber(units, 1)} units`;
  // In the units asked in: the vial's unit per the water's, the dose's unit for the amount injected.
  const concentrationText = (perWater: number) => `${formatNumber(perWater, 2)} ${values.vialUnit}/${values.waterUnit}`;
  const totalText = (amount: number) => `${formatNumber(amount, 3)} ${values.doseUnit}`;

  return (
    <CalculatorFrame
      inputs={
        <>
          <MeasureField
            label="Peptide in the vial"
            name="vialCapacity"
            bounds={vialCapacityBounds[values.vialUnit]}
            value={values.vialCapacity}
            onValueChange={set.vialCapacity}
            error={positiveError(values.vialCapacity, 'The vial amount must be greater than 0.')}
            unitLabel="Vial unit"
            unit={values.vialUnit}
            units={amountChoices}
            per={milligramsPer}
            onUnitChange={(vialUnit, vialCapacity) => update({ vialUnit, vialCapacity })}
          />
          {/* Millilitres and cubic centimetres are the same volume: the amount stays as typed. */}
          <MeasureField
            label="Bacteriostatic water added"
            name="waterAmount"
            bounds={peptideInputs.bounds.waterAmount}
            value={values.waterAmount}
            onValueChange={set.waterAmount}
            error={positiveError(values.waterAmount, 'The water amount must be greater than 0.')}
            unitLabel="Water unit"
            unit={values.waterUnit}
            units={waterChoices}
            onUnitChange={set.waterUnit}
          />
          <SegmentedField label="The dose is" value={values.doseBasis} choices={basisChoices} onChange={set.doseBasis} />
          <MeasureField
            label={perKilogram ? 'Desired dose per kg' : 'Desired dose'}
            name="desiredDose"
            bounds={desiredDoseBounds[values.doseUnit]}
            value={values.desiredDose}
            onValueChange={set.desiredDose}
            error={positiveError(values.desiredDose, 'The dose must be greater than 0.')}
            helperText={
              mixesIu ? 'IU is counted as 1/1000 mg here; its real mass depends on the substance, so use IU for both the vial and the dose.' : undefined
            }
            unitLabel="Dose unit"
            unit={values.doseUnit}
            units={amountChoices}
            per={milligramsPer}
            onUnitChange={(doseUnit, desiredDose) => update({ doseUnit, desiredDose })}
          />
          {perKilogram && (
            <MeasureField
              label="Body weight"
              name="bodyWeight"
              bounds={bodyWeightBounds[values.weightUnit]}
              value={values.bodyWeight}
              onValueChange={set.bodyWeight}
              error={weightMissing && typeof values.bodyWeight !== 'string' ? 'Enter a body weight above 0 for a dose per kg.' : null}
              helperText="The dose per kg is multiplied by it."
              unitLabel="Weight unit"
              unit={values.weightUnit}
              units={weightChoices}
              per={kilogramsPer}
              onUnitChange={(weightUnit, bodyWeight) => update({ weightUnit, bodyWeight })}
            />
          )}
        </>
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage={weightMissing ? 'Enter a body weight to work out a dose per kg' : undefined}>
          <ResultStat
            name="syringeVolume"
            label="Volume to draw"
            value={result ? volumeText(result.syringeVolume) : null}
            primary
            help={result && result.syringeVolume > 1 ? 'More than a 1 ml insulin syringe holds.' : undefined}
          />
          <ResultStat name="insulinUnits" label="On a U-100 insulin syringe" value={result ? unitsText(result.insulinUnits) : null} />
          <ResultStat name="concentration" label="Concentration" value={result ? concentrationText(result.inUnits.concentration) : null} />
          {perKilogram && (
            <ResultStat
              name="totalAmount"
              label="Amount injected (dose per kg × body weight)"
              value={result?.inUnits.totalAmount !== undefined ? totalText(result.inUnits.totalAmount) : null}
            />
          )}
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Results copied to clipboard' }}
    />
  );
}
