import { useEffect, useRef } from 'react';
import { trackEvent } from '../analytics.ts';
import { notify } from '../notices/notify.ts';
import type { CalculatorInputs, Fields, InputsOf } from './inputs.ts';

/** How long inputs must rest before a success notice (D14: not per keystroke). */
export const settleDelayMs = 1000;

/**
 * Runs `action` once the inputs identified by `key` have stopped changing for a moment, after a
 * change by the visitor (never for the state a page opened with).
 */
export function useWhenSettled(key: string, action: () => void, delayMs = settleDelayMs): void {
  const lastKey = useRef(key);
  const latestAction = useRef(action);
  useEffect(() => {
    latestAction.current = action;
  });
  useEffect(() => {
    if (key === lastKey.current) return;
    lastKey.current = key;
    const timer = setTimeout(() => latestAction.current(), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
}

interface CompletionOptions {
  /** e.g. 'Percentage calculated successfully!' */
  description: string;
  /** The `calculator_used` event, for the calculators that send it. */
  usage?: { tool: string; input: string; value?: number };
}

/**
 * Whether every number field holds a number: not blank, not text it cannot read, not a value past
 * its bounds (all held as text). A calculator that counts a blank as 0 still has a result then, but
 * no success to announce.
 */
export function everyNumberRead<F extends Fields>(inputs: CalculatorInputs<F>, values: InputsOf<F>): boolean {
  return Object.keys(inputs.defaults).every((key) => typeof inputs.defaults[key] !== 'number' || typeof values[key] === 'number');
}

/**
 * The debounced 'Calculation Complete' notice and usage event of a live calculator: only for a
 * result of inputs that are all valid, never beside a field's error.
 */
export function useCalculationComplete<F extends Fields>(
  inputs: CalculatorInputs<F>,
  values: InputsOf<F>,
  succeeded: boolean,
  { description, usage }: CompletionOptions,
): void {
  useWhenSettled(JSON.stringify(values), () => {
    if (!succeeded || !everyNumberRead(inputs, values)) return;
    notify({ title: 'Calculation Complete', description, type: 'success' });
    if (usage) trackEvent({ name: 'calculator_used', category: usage.tool, label: usage.input, value: usage.value });
  });
}
