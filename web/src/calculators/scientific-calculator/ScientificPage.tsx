import { CalculatorFrame } from '../../shared/frame/CalculatorFrame.tsx';
import { ScientificCalculator } from './ScientificCalculator.tsx';

export function ScientificPage() {
  return <CalculatorFrame inputs={<ScientificCalculator />} />;
}
