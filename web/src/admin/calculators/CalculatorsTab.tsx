import { RecordsTab } from '../records/RecordsTab.tsx';
import { calculatorKind } from './calculatorKind.tsx';
import { useCalculatorApi } from './useCalculatorApi.ts';

export function CalculatorsTab() {
  return <RecordsTab kind={calculatorKind} api={useCalculatorApi()} heading="Calculators" tab="calculators" />;
}
