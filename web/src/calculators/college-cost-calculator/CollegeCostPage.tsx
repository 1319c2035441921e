import { useSearch } from '@tanstack/react-router';
import { LineChart } from '../../shared/charts/LineChart.tsx';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { common, yearTable } from '../../shared/frame/common.styles.ts';
import { NumberField, SegmentedField, SelectField } from '../../shared/frame/fields.tsx';
import { toNumber } from '../../shared/frame/fieldValues.ts';
import { useUrlInputs } from '../../shared/frame/useUrlInputs.ts';
import { placeholder, ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { formatMoney, formatMoneyTick } from '../../shared/format/number.ts';
import { notify } from '../../shared/notices/notify.ts';
import { compute, costCategories, nationalAverages, roomAndBoardFor, type CostCategory, type Result } from './compute.ts';
import { collegeCostInputs, type LivingArrangement, type SchoolType } from './inputs.ts';
import { averages, costResults } from './CollegeCostPage.styles.ts';
import { Working } from '../../shared/frame/Working.tsx';
import { costWorking } from './working.ts';

const schoolTypeChoices: { value: SchoolType; label: string }[] = [
  { value: 'public-instate', label: 'Public, in-state' },
  { value: 'public-outstate', label: 'Public, out-of-state' },
  { value: 'private', label: 'Private' },
  { value: 'community', label: 'Community college' },
];

const livingChoices: { value: LivingArrangement; label: string }[] = [
  { value: 'on-campus', label: 'On campus' },
  { value: 'off-campus', label: 'Off campus' },
  { value: 'with-parents', label: 'With parents' },
];

const categoryLabels: Record<CostCategory, string> = {
  tuitionPerYear: 'Tuition and fees',
  roomAndBoard: 'Room and board',
  booksAndSupplies: 'Books and supplies',
  personalExpenses: 'Personal expenses',
  transportation: 'Transportation',
};

/** The spec's result name for each category, as `costBreakdown.<category>`. */
const breakdownNames: Record<CostCategory, string> = {
  tuitionPerYear: 'tuition',
  roomAndBoard: 'roomAndBoard',
  booksAndSupplies: 'booksAndSupplies',
  personalExpenses: 'personalExpenses',
  transportation: 'transportation',
};

const formatYear = (value: number) => String(value);

export function CollegeCostPage() {
  const [values, update, set] = useUrlInputs(collegeCostInputs, useSearch({ from: '/_site/college-cost-calculator' }));
  const inputs = {
    tuitionPerYear: toNumber(values.tuitionPerYear),
    roomAndBoard: toNumber(values.roomAndBoard),
    booksAndSupplies: toNumber(values.booksAndSupplies),
    personalExpenses: toNumber(values.personalExpenses),
    transportation: toNumber(values.transportation),
    degreeLength: toNumber(values.degreeLength),
    inflationRate: toNumber(values.inflationRate),
    schoolType: values.schoolType,
    livingArrangement: values.livingArrangement,
  };
  const result = compute(inputs);
  const working = result ? costWorking(inputs, result) : null;

  const loadAverages = () => {
    const loaded = nationalAverages[values.schoolType];
    update({ ...loaded, roomAndBoard: values.livingArrangement === 'with-parents' ? 0 : loaded.roomAndBoard });
    notify({ title: 'Loaded!', description: 'Average costs loaded for selected school type', type: 'success' });
  };

  return (
    <CalculatorFrame
      inputs={
        <>
          <SelectField label="School type" value={values.schoolType} choices={schoolTypeChoices} onChange={set.schoolType} />
          <div>
            <button type="button" className={averages.button} onClick={loadAverages}>
              Load Averages
            </button>
            <p className={averages.note}>Fills the five cost fields with the national averages for the school type chosen.</p>
          </div>
          <div>
            <SegmentedField
              label="Living arrangement"
              value={values.livingArrangement}
              choices={livingChoices}
              onChange={(livingArrangement) =>
                update({
                  livingArrangement,
                  roomAndBoard: roomAndBoardFor(values.roomAndBoard, values.livingArrangement, livingArrangement, values.schoolType),
                })
              }
            />
            <p className={averages.note}>
              With parents sets room and board to $0 (enter what you pay at home, if anything); moving out starts from the national average. On or off campus,
              enter the room and board you expect: rents near campuses vary too much for one figure.
            </p>
          </div>
          {costCategories.map((category) => (
            <NumberField
              key={category}
              label={`${categoryLabels[category]} per year`}
              name={category}
              unit="$"
              value={values[category]}
              bounds={collegeCostInputs.bounds[category]}
              onChange={(value) => update({ [category]: value })}
            />
          ))}
          <div className={common.columns2}>
            <NumberField
              label="Degree length"
              name="degreeLength"
              unit="years"
              value={values.degreeLength}
              bounds={collegeCostInputs.bounds.degreeLength}
              onChange={set.degreeLength}
            />
            <NumberField
              label="Cost inflation"
              name="inflationRate"
              unit="% a year"
              value={values.inflationRate}
              bounds={collegeCostInputs.bounds.inflationRate}
              onChange={set.inflationRate}
            />
          </div>
        </>
      }
      results={
        <ResultsPanel ready={result !== null}>
          <ResultStat
            name="totalCostWithInflation"
            label="Total cost with inflation"
            value={result ? formatMoney(result.totalCostWithInflation) : null}
            primary
          />
          <div className={common.columnsWide}>
            <ResultStat name="totalCostCurrentRates" label="Total at current rates" value={result ? formatMoney(result.totalCostCurrentRates) : null} />
            <ResultStat name="averageCostPerYear" label="Average cost per year" value={result ? formatMoney(result.averageCostPerYear) : null} />
          </div>
          <div>
            <h3 data-result-label="" className={common.subheading}>
              Cost breakdown over the degree
            </h3>
            <div className={common.stack1}>
              {costCategories.map((category) => (
                <div key={category} className={costResults.breakdownLine}>
                  <p data-result-label="" className={costResults.category}>
                    {categoryLabels[category]}
                  </p>
                  <p className={costResults.cost} data-result={`costBreakdown.${breakdownNames[category]}`}>
                    {result ? formatMoney(result.costBreakdown[category]) : placeholder}
                  </p>
                </div>
              ))}
            </div>
          </div>
          <ResultStat name="comparison" label="Comparison with the national average" value={result ? result.comparison.text : null} detail />
          <div>
            <h3 data-result-label="" className={common.subheading}>
              Tips to lower the cost
            </h3>
            {result ? (
              <ul role="list" data-result="recommendations" className={costResults.tips}>
                {result.recommendations.map((tip) => (
                  <li key={tip.id} className={costResults.tip}>
                    {tip.text}
                  </li>
                ))}
              </ul>
            ) : (
              <p data-result="recommendations">{placeholder}</p>
            )}
          </div>
          {working && <Working lines={working.lines} />}
        </ResultsPanel>
      }
      copy={{ ready: result !== null, notice: 'College cost results copied to clipboard' }}
      after={result && <CostByYear result={result} />}
    />
  );
}

function CostByYear({ result }: { result: Result }) {
  const years = result.byYear;
  return (
    <section id="cost-per-year" aria-labelledby="cost-per-year-heading">
      <h2 id="cost-per-year-heading" className={yearTable.title}>
        Cost per year with inflation
      </h2>
      <div className={common.stack4}>
        <div role="region" tabIndex={0} aria-label="The cost of each year of the degree, with inflation" className={yearTable.tableFrame}>
          <table className={yearTable.table}>
            <caption className={yearTable.caption}>The cost of each year of the degree, with inflation</caption>
            <thead>
              <tr className={yearTable.row}>
                <th scope="col" className={yearTable.columnHeader}>
                  Year
                </th>
                {costCategories.map((category) => (
                  <th key={category} scope="col" className={yearTable.amountHeader}>
                    {categoryLabels[category]}
                  </th>
                ))}
                <th scope="col" className={yearTable.amountHeader}>
                  Year total
                </th>
                <th scope="col" className={yearTable.amountHeader}>
                  Running total
                </th>
              </tr>
            </thead>
            <tbody>
              {years.map((year) => (
                <tr key={year.year} className={yearTable.row}>
                  <td className={yearTable.cell}>{year.share < 1 ? `${year.year} (part)` : year.year}</td>
                  {costCategories.map((category) => (
                    <td key={category} className={yearTable.amount}>
                      {formatMoney(year.costs[category])}
                    </td>
                  ))}
                  <td className={yearTable.total}>{formatMoney(year.total)}</td>
                  <td className={yearTable.amount}>{formatMoney(year.cumulative)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {years.length > 1 && (
          <LineChart
            title="Running total of the degree’s cost"
            summary={`The cost adds up year by year to ${formatMoney(result.totalCostWithInflation)}, against ${formatMoney(result.totalCostCurrentRates)} at today’s prices.`}
            x={[0, ...years.map((year) => year.year)]}
            xLabel="Year"
            yLabel="Dollars"
            formatX={formatYear}
            formatY={formatMoney}
            formatYAxis={formatMoneyTick}
            series={[
              { label: 'With inflation', values: [0, ...years.map((year) => year.cumulative)], color: '#dc2626', fill: true },
              {
                label: 'At current rates',
                values: [0, ...years.map((year) => year.cumulativeCurrentRates)],
                color: '#2563eb',
                dashed: true,
              },
            ]}
          />
        )}
      </div>
    </section>
  );
}
