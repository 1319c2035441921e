import { RecordsTab } from '../records/RecordsTab.tsx';
import { calculatorKind } from './calculatorKind.tsx';
import { useCalculatorApi } from './useCalculatorApi.ts';

export function CalculatorsTab() {
  return <RecordsTab kind={calculatorKind} useApi={useCalculatorApi} heading="Calculators" tab="calculators" />;
}
