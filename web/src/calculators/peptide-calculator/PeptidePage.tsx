import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { NumberField, SegmentedField, SelectField } from '../../shared/frame/fields.tsx';
import { toNumber, toNumberOrZero, useUrlInputs } from '../../shared/frame/inputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { useCalculationComplete } from '../../shared/frame/useWhenSettled.ts';
import { formatNumber } from '../../shared/format/number.ts';
import { compute, milligramsPer, poundsPerKilogram } from './compute.ts';
import type { AmountUnit, DoseBasis, WaterUnit, WeightUnit } from './options.ts';
import { peptideInputs } from './inputs.ts';
import { MeasureRow } from '../../shared/frame/FieldGroup.tsx';
import { convertNumberValue } from '../../shared/frame/inputs.ts';
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
const kilogramsPer: Record<WeightUnit, number> = { kg: 1, lbs: 1 / poundsPerKilogram };
const basisChoices: { value: DoseBasis; label: string }[] = [
  { value: 'total', label: 'Dose per injection' },
  { value: 'per-kg', label: 'Dose per kg of body weight' },
];

export function PeptidePage() {
  const [values, update, set] = useUrlInputs(peptideInputs);
  const vialCapacity = toNumberOrZero(values.vialCapacity);
  const waterAmount = toNumberOrZero(values.waterAmount);
  const desiredDose = toNumberOrZero(values.desiredDose);
  const weight = toNumber(values.bodyWeight);
  const bodyWeight = Number.isNaN(weight) ? undefined : weight;
  const result = compute({ ...values, vialCapacity, waterAmount, desiredDose, bodyWeight });
  const mixesIu = (values.vialUnit === 'IU') !== (values.doseUnit === 'IU');
  const perKilogram = values.doseBasis === 'per-kg';
  const weightMissing = perKilogram && !(bodyWeight !== undefined && bodyWeight > 0);

  useCalculationComplete(JSON.stringify(values), result !== null, { description: 'Peptide dosage calculated successfully!' });

  const volumeText = (ml: number) => `${formatNumber(ml, 3, 2)} ${values.waterUnit}`;
  const unitsText = (units: number) => `${formatNumber(units, 1)} units`;
  // In the units asked in: the vial's unit per the water's, the dose's unit for the amount injected.
  const concentrationText = (perWater: number) => `${formatNumber(perWater, 2)} ${values.vialUnit}/${values.waterUnit}`;
  const totalText = (amount: number) => `${formatNumber(amount, 3)} ${values.doseUnit}`;

  return (
    <CalculatorFrame
      inputs={
        <>
          <MeasureRow>
            <NumberField
              label="Peptide in the vial"
              name="vialCapacity"
              bounds={peptideInputs.bounds.vialCapacity}
              value={values.vialCapacity}
              onChange={set.vialCapacity}
              error={positiveError(values.vialCapacity, 'The vial amount must be greater than 0.')}
            />
            <SelectField
              label="Vial unit"
              value={values.vialUnit}
              choices={amountChoices}
              onChange={(vialUnit) =>
                update({ vialUnit, vialCapacity: convertNumberValue(values.vialCapacity, milligramsPer[values.vialUnit], milligramsPer[vialUnit]) })
              }
            />
          </MeasureRow>
          <MeasureRow>
            <NumberField
              label="Bacteriostatic water added"
              name="waterAmount"
              bounds={peptideInputs.bounds.waterAmount}
              value={values.waterAmount}
              onChange={set.waterAmount}
              error={positiveError(values.waterAmount, 'The water amount must be greater than 0.')}
            />
            <SelectField label="Water unit" value={values.waterUnit} choices={waterChoices} onChange={set.waterUnit} />
          </MeasureRow>
          <SegmentedField label="The dose is" value={values.doseBasis} choices={basisChoices} onChange={set.doseBasis} />
          <MeasureRow>
            <NumberField
              label={perKilogram ? 'Desired dose per kg' : 'Desired dose'}
              name="desiredDose"
              bounds={peptideInputs.bounds.desiredDose}
              value={values.desiredDose}
              onChange={set.desiredDose}
              error={positiveError(values.desiredDose, 'The dose must be greater than 0.')}
              helperText={
                mixesIu ? 'IU is counted as 1/1000 mg here; its real mass depends on the substance, so use IU for both the vial and the dose.' : undefined
              }
            />
            <SelectField
              label="Dose unit"
              value={values.doseUnit}
              choices={amountChoices}
              onChange={(doseUnit) =>
                update({ doseUnit, desiredDose: convertNumberValue(values.desiredDose, milligramsPer[values.doseUnit], milligramsPer[doseUnit]) })
              }
            />
          </MeasureRow>
          {perKilogram && (
            <MeasureRow>
              <NumberField
                label="Body weight"
                name="bodyWeight"
                bounds={peptideInputs.bounds.bodyWeight}
                value={values.bodyWeight}
                onChange={set.bodyWeight}
                error={weightMissing && typeof values.bodyWeight !== 'string' ? 'Enter a body weight above 0 for a dose per kg.' : null}
                helperText="The dose per kg is multiplied by it."
              />
              <SelectField
                label="Weight unit"
                value={values.weightUnit}
                choices={weightChoices}
                onChange={(weightUnit) =>
                  update({ weightUnit, bodyWeight: convertNumberValue(values.bodyWeight, kilogramsPer[values.weightUnit], kilogramsPer[weightUnit]) })
                }
              />
            </MeasureRow>
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
