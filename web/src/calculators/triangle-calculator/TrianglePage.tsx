import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { common } from '../../shared/frame/common.styles.ts';
import { NumberField, SelectField } from '../../shared/frame/fields.tsx';
import { isOutOfBounds, outOfBoundsMessage, toNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { formatNumber } from '../../shared/format/number.ts';
import { compute, findProblem, givenInputs, type InputName, type Triangle } from './compute.ts';
import { triangleInputs, type CalculationType } from './inputs.ts';
import { TriangleDiagram } from './TriangleDiagram.tsx';
import { triangleInputs as inputStyles, triangleResults as results } from './TrianglePage.styles.ts';

const typeChoices: { value: CalculationType; label: string }[] = [
  { value: 'SSS', label: 'SSS: three sides' },
  { value: 'SAS', label: 'SAS: two sides and the angle between them' },
  { value: 'ASA', label: 'ASA: two angles and the side between them' },
  { value: 'AAS', label: 'AAS: two angles and a side opposite one' },
  { value: 'SSA', label: 'SSA: two sides and an angle opposite one' },
];

/** What each input means in each case (see compute.ts). */
const fieldLabels: Record<CalculationType, Partial<Record<InputName, string>>> = {
  SSS: { side1: 'Side a', side2: 'Side b', side3: 'Side c' },
  SAS: { side1: 'Side a', side2: 'Side b', angle1: 'Angle C (between sides a and b)' },
  ASA: { angle1: 'Angle A', angle2: 'Angle B', side1: 'Side c (between angles A and B)' },
  AAS: { angle1: 'Angle A', angle2: 'Angle B', side1: 'Side a (opposite angle A)' },
  SSA: { side1: 'Side a (opposite angle A)', side2: 'Side b', angle1: 'Angle A (opposite side a)' },
};

const side = (value: number) => formatNumber(value, 6);
const angle = (value: number) => `${formatNumber(value, 2)}°`;
const typeText = (triangle: Triangle) => `${triangle.type}, ${triangle.angleType} triangle`;

/** One solved triangle; `prefix` names the second SSA triangle's results (`second.sides.a`). */
function TriangleResults({ triangle, prefix = '', title = 'Triangle ABC' }: { triangle: Triangle | null; prefix?: string; title?: string }) {
  const value = (format: (t: Triangle) => string) => (triangle ? format(triangle) : null);
  return (
    <>
      {triangle && <TriangleDiagram triangle={triangle} title={title} />}
      <div className={common.columns3}>
        <ResultStat name={`${prefix}sides.a`} label="Side a" value={value((t) => side(t.sides.a))} />
        <ResultStat name={`${prefix}sides.b`} label="Side b" value={value((t) => side(t.sides.b))} />
        <ResultStat name={`${prefix}sides.c`} label="Side c" value={value((t) => side(t.sides.c))} />
        <ResultStat name={`${prefix}angles.A`} label="Angle A" value={value((t) => angle(t.angles.A))} />
        <ResultStat name={`${prefix}angles.B`} label="Angle B" value={value((t) => angle(t.angles.B))} />
        <ResultStat name={`${prefix}angles.C`} label="Angle C" value={value((t) => angle(t.angles.C))} />
      </div>
      <div className={common.columns2}>
        <ResultStat name={`${prefix}area`} label="Area" value={value((t) => `${side(t.area)} units²`)} />
        <ResultStat name={`${prefix}perimeter`} label="Perimeter" value={value((t) => `${side(t.perimeter)} units`)} />
      </div>
      <ResultStat name={`${prefix}type`} label="Triangle type" value={value(typeText)} />
      {triangle && (
        <div>
          <p className={common.note}>Steps</p>
          <ol role="list" data-result={`${prefix}steps`} className={common.steps}>
            {triangle.steps.map((step) => (
              <li key={step} className={common.step}>
                {step}
              </li>
            ))}
          </ol>
        </div>
      )}
    </>
  );
}

export function TrianglePage() {
  const [values, update, set] = useUrlInputs(triangleInputs, useSearch({ from: '/_site/triangle-calculator' }));
  const type = values.calculationType;
  const inputs = {
    calculationType: type,
    side1: toNumber(values.side1),
    side2: toNumber(values.side2),
    side3: toNumber(values.side3),
    angle1: toNumber(values.angle1),
    angle2: toNumber(values.angle2),
  };
  // A value held out of its field's bounds has the field's own message, not 'Enter side a'.
  const outOfRange = givenInputs[type].some((name) => isOutOfBounds(values[name]));
  const problem = outOfRange ? null : findProblem(inputs);
  const result = outOfRange ? null : compute(inputs);
  const second = result?.second ?? null;

  return (
    <CalculatorFrame
      inputs={
        <>
          <SelectField label="Known values" value={type} choices={typeChoices} onChange={set.calculationType} />
          {givenInputs[type].map((name) => {
            const isAngle = name.startsWith('angle');
            return (
              <NumberField
                key={`${type}-${name}`}
                label={fieldLabels[type][name] ?? name}
                name={name}
                value={values[name]}
                bounds={triangleInputs.bounds[name]}
                onChange={(value) => update({ [name]: value })}
                unit={isAngle ? '°' : undefined}
                error={problem?.field === name ? problem.message : null}
              />
            );
          })}
          {problem && problem.field === null && (
            <p role="alert" className={inputStyles.problem}>
              {problem.message}
            </p>
          )}
          <p className={common.note}>Side a is opposite angle A, side b opposite angle B and side c opposite angle C.</p>
        </>
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage={outOfRange ? outOfBoundsMessage : (problem?.message ?? 'Enter values to calculate')}>
          {second ? (
            <>
              <p data-result-note="" className={results.ambiguous}>
                Two triangles fit these values (the ambiguous SSA case).
              </p>
              <div className={results.triangle}>
                <h3 data-result-label="" className={results.triangleTitle}>
                  Triangle 1
                </h3>
                <TriangleResults triangle={result} title="Triangle 1" />
              </div>
              <div className={results.secondTriangle}>
                <h3 data-result-label="" className={results.triangleTitle}>
                  Triangle 2
                </h3>
                <TriangleResults triangle={second} prefix="second." title="Triangle 2" />
              </div>
            </>
          ) : (
            <TriangleResults triangle={result} />
          )}
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Triangle results copied to clipboard' }}
    />
  );
}
