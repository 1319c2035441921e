import { useSearch } from '@tanstack/react-router';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { common } from '../../shared/frame/common.styles.ts';
import { NumberField, SelectField } from '../../shared/frame/fields.tsx';
import { type NumberValue } from '../../shared/frame/inputs.ts';
import { isOutOfBounds, outOfBoundsMessage, toNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { formatFigure } from '../../shared/format/number.ts';
import { compute, findProblem, shapeDefaults, shapeDimensions, shapeNames, type Dimensions } from './compute.ts';
import { dimensionBounds, dimensionNames, shapes, volumeInputs, type DimensionName } from './inputs.ts';
import { VolumeDiagram } from './VolumeDiagram.tsx';
import { exactForms } from './exact.ts';
import { VolumeFormula } from './VolumeFormula.tsx';
import { Formula, MathExpr } from '../../shared/expression/MathML.tsx';
import type { Expr } from '../../shared/expression/expression.ts';

const shapeChoices = shapes.map((shape) => ({ value: shape, label: shapeNames[shape] }));

const dimensionLabels: Record<DimensionName, string> = { radius: 'Radius', height: 'Height', side: 'Side length', length: 'Length', width: 'Width' };

const number = (value: number) => formatFigure(value);

function ListResult({ name, label, items }: { name: string; label: string; items: readonly string[] }) {
  const List = name === 'steps' ? 'ol' : 'ul';
  return (
    <div>
      <p data-result-label="" className={common.note}>
        {label}
      </p>
      <List role="list" data-result={name} className={common.steps}>
        {items.map((item) => (
          <li key={item} className={common.step}>
            {item}
          </li>
        ))}
      </List>
    </div>
  );
}

/** An exact multiple of π, then its decimal: 40π ≈ 125.663706 units³. */
function ExactFirst({ exact, decimal }: { exact: { tree: Expr; text: string }; decimal: string }) {
  return (
    <>
      <Formula plainText={exact.text}>
        <MathExpr tree={exact.tree} />
      </Formula>{' '}
      ≈ {decimal}
    </>
  );
}

export function VolumePage() {
  const [values, update] = useUrlInputs(volumeInputs, useSearch({ from: '/_site/volume-calculator' }));
  const shape = values.shape;
  // A dimension the URL lacks takes the shape's default (see inputs.ts).
  const entered: Partial<Record<DimensionName, NumberValue>> = { ...shapeDefaults[shape], ...values.dimensions };
  const dimensions = Object.fromEntries(dimensionNames.map((name) => [name, toNumber(entered[name] ?? '')])) as Dimensions;
  // A dimension held out of its bounds has the field's own message, not 'Enter the radius'.
  const outOfRange = shapeDimensions[shape].some((name) => isOutOfBounds(entered[name] ?? ''));
  const problem = outOfRange ? null : findProblem({ shape, dimensions });
  const result = outOfRange ? null : compute({ shape, dimensions });
  const exact = result ? exactForms(shape, dimensions) : null;

  return (
    <CalculatorFrame
      inputs={
        <>
          <SelectField
            label="Shape"
            value={shape}
            choices={shapeChoices}
            onChange={(next) => update({ shape: next, dimensions: { ...shapeDefaults[next] } })}
          />
          {shapeDimensions[shape].map((name) => (
            <NumberField
              key={`${shape}-${name}`}
              label={dimensionLabels[name]}
              name={name}
              value={entered[name] ?? ''}
              unit="units"
              bounds={dimensionBounds}
              onChange={(value) => update({ dimensions: { ...entered, [name]: value } })}
              error={problem?.field === name ? problem.message : null}
            />
          ))}
          <p className={common.note}>Use the same length unit for every dimension.</p>
        </>
      }
      results={
        <ResultsPanel ready={result !== null} emptyMessage={outOfRange ? outOfBoundsMessage : 'Enter values to calculate'}>
          {result && <VolumeDiagram shape={shape} dimensions={dimensions} names={shapeDimensions[shape]} />}
          <ResultStat
            name="volume"
            label="Volume"
            value={result ? `${number(result.volume)} units³` : null}
            primary
            math={result && exact?.volume && <ExactFirst exact={exact.volume} decimal={`${number(result.volume)} units³`} />}
          />
          <div className={common.columns2}>
            <ResultStat
              name="surfaceArea"
              label="Surface area"
              value={result ? `${number(result.surfaceArea)} units²` : null}
              math={result && exact?.surfaceArea && <ExactFirst exact={exact.surfaceArea} decimal={`${number(result.surfaceArea)} units²`} />}
            />
            <ResultStat name="shape" label="Shape" value={result ? shapeNames[result.shape] : null} />
          </div>
          <ResultStat name="formula" label="Formula" value={result ? result.formula : null} detail math={result && <VolumeFormula shape={shape} />} />
          {result && <ListResult name="steps" label="Steps" items={result.steps} />}
          {result && <ListResult name="notes" label="Practical notes" items={result.notes} />}
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'Volume results copied to clipboard' }}
    />
  );
}
