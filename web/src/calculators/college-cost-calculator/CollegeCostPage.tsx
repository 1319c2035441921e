import { Box, Button, Heading, List, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { calculatorBySlug, categoryById } from '../../catalogue/catalogue.ts';
import { LineChart } from '../../shared/charts/LineChart.tsx';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { NumberField, SegmentedField, SelectField } from '../../shared/frame/fields.tsx';
import { toNumber, useUrlInputs } from '../../shared/frame/inputs.ts';
import { placeholder, ResultsPanel, ResultStat } from '../../shared/frame/results.tsx';
import { formatMoney } from '../../shared/format/number.ts';
import { notify } from '../../shared/notices/notify.ts';
import { compute, costCategories, nationalAverages, type CostCategory, type Result } from './compute.ts';
import type { LivingArrangement, SchoolType } from './options.ts';
import { faqs, howItWorks } from './content.ts';
import { collegeCostInputs } from './inputs.ts';

const calculator = calculatorBySlug('college-cost-calculator');

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
  const [values, update, set] = useUrlInputs(collegeCostInputs);
  const result = compute({
    tuitionPerYear: toNumber(values.tuitionPerYear),
    roomAndBoard: toNumber(values.roomAndBoard),
    booksAndSupplies: toNumber(values.booksAndSupplies),
    personalExpenses: toNumber(values.personalExpenses),
    transportation: toNumber(values.transportation),
    degreeLength: toNumber(values.degreeLength),
    inflationRate: toNumber(values.inflationRate),
    schoolType: values.schoolType,
    livingArrangement: values.livingArrangement,
  });

  const loadAverages = () => {
    update({ ...nationalAverages[values.schoolType] });
    notify({ title: 'Loaded!', description: 'Average costs loaded for selected school type', type: 'success' });
  };

  const copyText = result
    ? [
        calculator.title,
        `Total cost at current rates: ${formatMoney(result.totalCostCurrentRates)}`,
        `Total cost with inflation: ${formatMoney(result.totalCostWithInflation)}`,
        `Average cost per year: ${formatMoney(result.averageCostPerYear)}`,
        ...costCategories.map((category) => `${categoryLabels[category]}: ${formatMoney(result.costBreakdown[category])}`),
        `Comparison: ${result.comparison.text}`,
        'Tips:',
        ...result.recommendations.map((tip) => `- ${tip.text}`),
      ].join('\n')
    : null;

  return (
    <CalculatorFrame
      page={calculator}
      category={categoryById(calculator.category)}
      inputs={
        <>
          <SelectField label="School type" value={values.schoolType} choices={schoolTypeChoices} onChange={set.schoolType} />
          <Box>
            <Button variant="outline" colorPalette="blue" size="sm" onClick={loadAverages}>
              Load Averages
            </Button>
            <Text fontSize="sm" color="fg.muted" mt="1">
              Fills the five cost fields with the national averages for the school type chosen.
            </Text>
          </Box>
          <SegmentedField label="Living arrangement" value={values.livingArrangement} choices={livingChoices} onChange={set.livingArrangement} />
          {costCategories.map((category) => (
            <NumberField
              key={category}
              label={`${categoryLabels[category]} per year`}
              name={category}
              unit="$"
              value={values[category]}
              min={0}
              onChange={(value) => update({ [category]: value })}
            />
          ))}
          <SimpleGrid columns={2} gap="3">
            <NumberField label="Degree length" name="degreeLength" unit="years" value={values.degreeLength} min={1} max={8} onChange={set.degreeLength} />
            <NumberField
              label="Cost inflation"
              name="inflationRate"
              unit="% a year"
              value={values.inflationRate}
              min={0}
              max={10}
              onChange={set.inflationRate}
            />
          </SimpleGrid>
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
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
            <ResultStat name="totalCostCurrentRates" label="Total at current rates" value={result ? formatMoney(result.totalCostCurrentRates) : null} />
            <ResultStat name="averageCostPerYear" label="Average cost per year" value={result ? formatMoney(result.averageCostPerYear) : null} />
          </SimpleGrid>
          <Box>
            <Heading as="h3" size="sm" mb="2">
              Cost breakdown over the degree
            </Heading>
            <Stack gap="1">
              {costCategories.map((category) => (
                <SimpleGrid key={category} columns={2} gap="2">
                  <Text fontSize="sm">{categoryLabels[category]}</Text>
                  <Text fontSize="sm" fontWeight="semibold" textAlign="end" data-result={`costBreakdown.${breakdownNames[category]}`}>
                    {result ? formatMoney(result.costBreakdown[category]) : placeholder}
                  </Text>
                </SimpleGrid>
              ))}
            </Stack>
          </Box>
          <ResultStat name="comparison" label="Comparison with the national average" value={result ? result.comparison.text : null} detail />
          <Box>
            <Heading as="h3" size="sm" mb="2">
              Tips to lower the cost
            </Heading>
            {result ? (
              <List.Root data-result="recommendations" gap="2" ps="5">
                {result.recommendations.map((tip) => (
                  <List.Item key={tip.id}>{tip.text}</List.Item>
                ))}
              </List.Root>
            ) : (
              <Text data-result="recommendations">{placeholder}</Text>
            )}
          </Box>
        </ResultsPanel>
      }
      copy={{ text: copyText, notice: 'College cost results copied to clipboard' }}
      howItWorks={howItWorks}
      faqs={faqs}
      after={result && <CostByYear result={result} />}
    />
  );
}

function CostByYear({ result }: { result: Result }) {
  const years = result.byYear;
  return (
    <Box as="section" id="cost-per-year" aria-labelledby="cost-per-year-heading">
      <Heading as="h2" id="cost-per-year-heading" size="xl" mb="4">
        Cost per year with inflation
      </Heading>
      <Stack gap="4">
        <Box overflowX="auto" borderWidth="1px" rounded="xl" bg="bg">
          <Table.Root size="sm">
            <Table.Caption>The cost of each year of the degree, with inflation</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">Year</Table.ColumnHeader>
                {costCategories.map((category) => (
                  <Table.ColumnHeader key={category} scope="col" textAlign="end">
                    {categoryLabels[category]}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader scope="col" textAlign="end">
                  Year total
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  Running total
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {years.map((year) => (
                <Table.Row key={year.year}>
                  <Table.Cell>{year.share < 1 ? `${year.year} (part)` : year.year}</Table.Cell>
                  {costCategories.map((category) => (
                    <Table.Cell key={category} textAlign="end">
                      {formatMoney(year.costs[category])}
                    </Table.Cell>
                  ))}
                  <Table.Cell textAlign="end" fontWeight="semibold">
                    {formatMoney(year.total)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(year.cumulative)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        {years.length > 1 && (
          <LineChart
            title="Running total of the degree’s cost"
            summary={`The cost adds up year by year to ${formatMoney(result.totalCostWithInflation)}, against ${formatMoney(result.totalCostCurrentRates)} at today’s prices.`}
            x={[0, ...years.map((year) => year.year)]}
            xLabel="Year"
            yLabel="Dollars"
            formatX={formatYear}
            formatY={formatMoney}
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
      </Stack>
    </Box>
  );
}
