import { scientificCalculatorPage } from '../../catalogue/catalogue.ts';
import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { howItWorks } from './content.ts';
import { ScientificCalculator } from './ScientificCalculator.tsx';

export function ScientificPage() {
  return <CalculatorFrame page={scientificCalculatorPage} inputs={<ScientificCalculator />} howItWorks={howItWorks} />;
}
