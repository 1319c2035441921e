import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import type { TocItem } from '../../shared/frame/explanations.tsx';
import { NumberField, SelectField } from '../../shared/frame/fields.tsx';
import { type NumberValue } from '../../shared/frame/inputs.ts';
import { toNumberOrZero } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { placeholder, ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { formatNumber } from '../../shared/format/number.ts';
import { compute, hoopHeights, lengthDecimals, type MeasuredInput, type Result } from './compute.ts';
import { bodyMassBounds, kilogramsPer, lengthBounds, metresPer } from './units.ts';
import { dunkInputs, type HoopType, type LengthUnit, type MassUnit } from './inputs.ts';
import { improveTips } from './content.ts';
import { dunkDefinition, dunkForm, dunkImprove, dunkResults } from './DunkPage.styles.ts';
import { common } from '../../shared/frame/common.styles.ts';
import { MeasureField } from '../../shared/frame/MeasureField.tsx';
import { positiveError } from '../../shared/frame/fields.tsx';

const hoopChoices: { value: HoopType; label: string }[] = [
  { value: 'regulation', label: 'Regulation (10 ft)' },
  { value: 'youth', label: 'Youth (9 ft)' },
  { value: 'junior', label: 'Junior (8 ft)' },
  { value: 'custom', label: 'Custom height' },
];
const lengthChoices: { value: LengthUnit; label: string }[] = [
  { value: 'm', label: 'm' },
  { value: 'cm', label: 'cm' },
  { value: 'ft', label: 'ft' },
  { value: 'in', label: 'in' },
];
const massChoices: { value: MassUnit; label: string }[] = [
  { value: 'kg', label: 'kg' },
  { value: 'lbs', label: 'lbs' },
];
const measuredLabel: Record<MeasuredInput, string> = {
  hangTime: 'Hang time',
  initialJumpingSpeed: 'Initial jumping speed',
  jumpingEnergy: 'Jumping energy',
};

const toc: readonly TocItem[] = [
  { id: 'definition', label: 'What is a dunk calculator?' },
  { id: 'calculator', label: 'Calculator' },
  { id: 'improve', label: 'How to improve your vertical leap' },
  { id: 'faqs', label: 'Frequently asked questions' },
];

function hoopTypeFor(height: NumberValue, unit: LengthUnit): HoopType {
  if (typeof height !== 'number') return 'custom';
  const metres = Number((height * metresPer[unit]).toPrecision(6));
  const preset = (Object.keys(hoopHeights) as (keyof typeof hoopHeights)[]).find((type) => Number(hoopHeights[type].toPrecision(6)) === metres);
  return preset ?? 'custom';
}

/** A length in the leap's unit, as the compute module rounded it. */
const inUnit = (value: number, unit: LengthUnit) => `${formatNumber(value, lengthDecimals[unit])} ${unit}`;

function physicsLines({ physicsAnalysis: physics }: Result, unit: LengthUnit): string[] {
  return [
    `Take-off speed: ${formatNumber(physics.takeoffSpeed, 2)} m/s (${formatNumber(physics.requiredTakeoffSpeed, 2)} m/s needed)`,
    `Hang time: ${formatNumber(physics.hangTime, 2)} s (${formatNumber(physics.requiredHangTime, 2)} s needed)`,
    `Jump energy: ${formatNumber(physics.jumpEnergy, 0)} J (${formatNumber(physics.requiredEnergy, 0)} J needed)`,
    ...physics.checks.map(
      (check) =>
        `${measuredLabel[check.input]} implies a ${inUnit(check.impliedLeapInUnit, unit)} leap: ${check.consistent ? 'consistent' : 'inconsistent with your leap'}`,
    ),
  ];
}

export function DunkPage() {
  const [values, update, set] = useUrlInputs(dunkInputs, useSearch({ from: '/_site/dunk-calculator' }));
  const numbers = {
    hoopHeight: toNumberOrZero(values.hoopHeight),
    bodyMass: toNumberOrZero(values.bodyMass),
    standingReach: toNumberOrZero(values.standingReach),
    minVerticalLeap: toNumberOrZero(values.minVerticalLeap),
    hangTime: toNumberOrZero(values.hangTime),
    jumpingEnergy: toNumberOrZero(values.jumpingEnergy),
    initialJumpingSpeed: toNumberOrZero(values.initialJumpingSpeed),
    gravitationalAcceleration: toNumberOrZero(values.gravitationalAcceleration),
    palmSize: toNumberOrZero(values.palmSize),
  };
  const result = compute({ ...values, ...numbers });

  const lengthRow = (
    field: 'hoopHeight' | 'standingReach' | 'minVerticalLeap',
    unitField: 'heightUnit' | 'reachUnit' | 'leapUnit',
    label: string,
    unitLabel: string,
    error: string,
  ) => (
    <MeasureField
      label={label}
      name={field}
      value={values[field]}
      bounds={lengthBounds[field][values[unitField]]}
      onValueChange={(value) => update(field === 'hoopHeight' ? { hoopHeight: value, hoopType: hoopTypeFor(value, values.heightUnit) } : { [field]: value })}
      error={positiveError(values[field], error)}
      unitLabel={unitLabel}
      unit={values[unitField]}
      units={lengthChoices}
      per={metresPer}
      inchUnit="in"
      onUnitChange={(unit, value) => update({ [unitField]: unit, [field]: value })}
    />
  );

  return (
    <CalculatorFrame
      toc={toc}
      calculatorId="calculator"
      before={
        <section id="definition" aria-labelledby="definition-heading">
          <h2 id="definition-heading" className={common.sectionTitle}>
            What is a dunk calculator?
          </h2>
          <p className={dunkDefinition.text}>
            A dunk calculator compares the height of the rim with how high you can reach: your standing reach plus your vertical leap. The difference is the
            extra leap you need before you can put the ball through the hoop from above. It also checks your jump physics: the take-off speed, hang time and
            energy your leap takes.
          </p>
        </section>
      }
      inputs={
        <>
          <SelectField
            label="Hoop"
            value={values.hoopType}
            choices={hoopChoices}
            onChange={(hoopType) =>
              update(
                hoopType === 'custom' ? { hoopType } : { hoopType, hoopHeight: Number((hoopHeights[hoopType] / metresPer[values.heightUnit]).toPrecision(6)) },
              )
            }
          />
          {lengthRow('hoopHeight', 'heightUnit', 'Rim height', 'Rim unit', 'The rim height must be greater than 0.')}
          {lengthRow('standingReach', 'reachUnit', 'Standing reach', 'Reach unit', 'The standing reach must be greater than 0.')}
          {lengthRow('minVerticalLeap', 'leapUnit', 'Vertical leap', 'Leap unit', 'Minimum leap must be positive.')}
          <MeasureField
            label="Body mass"
            name="bodyMass"
            bounds={bodyMassBounds[values.massUnit]}
            value={values.bodyMass}
            onValueChange={set.bodyMass}
            error={positiveError(values.bodyMass, 'Body mass must be greater than 0.')}
            unitLabel="Mass unit"
            unit={values.massUnit}
            units={massChoices}
            per={kilogramsPer}
            onUnitChange={(massUnit, bodyMass) => update({ massUnit, bodyMass })}
          />
          <p className={dunkForm.measurementsTitle}>Jump measurements for the physics analysis (0 if not measured)</p>
          <div className={common.columns2}>
            <NumberField label="Hang time" name="hangTime" bounds={dunkInputs.bounds.hangTime} value={values.hangTime} onChange={set.hangTime} unit="s" />
            <NumberField
              label="Initial jumping speed"
              name="initialJumpingSpeed"
              bounds={dunkInputs.bounds.initialJumpingSpeed}
              value={values.initialJumpingSpeed}
              onChange={set.initialJumpingSpeed}
              unit="m/s"
            />
            <NumberField
              label="Jumping energy"
              name="jumpingEnergy"
              bounds={dunkInputs.bounds.jumpingEnergy}
              value={values.jumpingEnergy}
              onChange={set.jumpingEnergy}
              unit="J"
            />
            <NumberField
              label="Gravity"
              name="gravitationalAcceleration"
              bounds={dunkInputs.bounds.gravitationalAcceleration}
              value={values.gravitationalAcceleration}
              onChange={set.gravitationalAcceleration}
              unit="m/s²"
              error={positiveError(values.gravitationalAcceleration, 'Gravity must be greater than 0.')}
            />
            <NumberField
              label="Hand span (palm size)"
              name="palmSize"
              bounds={dunkInputs.bounds.palmSize}
              value={values.palmSize}
              onChange={set.palmSize}
              inchesPerUnit={1 / 2.54}
              unit="cm"
            />
          </div>
        </>
      }
      results={
        <ResultsPanel ready={result !== null}>
          <ResultStat
            name="requiredVerticalLeap"
            label="Vertical leap needed"
            value={result ? inUnit(result.inLeapUnit.requiredVerticalLeap, values.leapUnit) : null}
            primary
            help={result ? `${formatNumber(result.requiredVerticalLeap / 2.54, 1)} in` : undefined}
          />
          <ResultStat name="canDunk" label="Can you dunk?" value={result ? (result.canDunk ? 'Yes, you can dunk' : 'Not yet') : null} />
          <ResultStat
            name="heightDifference"
            label="Height difference (needed − your leap)"
            value={result ? inUnit(result.inLeapUnit.heightDifference, values.leapUnit) : null}
            help={result ? (result.heightDifference > 0 ? 'Short of the rim by this much.' : 'Leap to spare above the rim.') : undefined}
          />
          <div>
            <p data-result-label="" className={common.note}>
              Recommendations
            </p>
            <div data-result="recommendations">
              {result ? (
                // role="list" as Chakra's List gave it: Safari drops a styled list's role otherwise.
                <ul role="list" className={dunkResults.recommendations}>
                  {result.recommendations.map((text) => (
                    <li key={text} className={dunkResults.recommendation}>
                      {text}
                    </li>
                  ))}
                </ul>
              ) : (
                placeholder
              )}
            </div>
          </div>
          <div>
            <p data-result-label="" className={common.note}>
              Physics analysis
            </p>
            <div data-result="physicsAnalysis" className={dunkResults.physics}>
              {result ? physicsLines(result, values.leapUnit).map((line) => <p key={line}>{line}</p>) : placeholder}
            </div>
          </div>
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Results copied to clipboard' }}
      after={
        <section id="improve" aria-labelledby="improve-heading">
          <h2 id="improve-heading" className={dunkImprove.title}>
            How to improve your vertical leap
          </h2>
          <div className={dunkImprove.tips}>
            {improveTips.map((tip) => (
              <div key={tip.title} className={dunkImprove.tip}>
                <h3 className={dunkImprove.tipTitle}>{tip.title}</h3>
                <p>{tip.text}</p>
              </div>
            ))}
          </div>
        </section>
      }
    />
  );
}
