// @vitest-environment jsdom
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { NumberField, SegmentedField, SelectField } from './fields.tsx';
import type { NumberValue } from './inputs.ts';
import { SwitchField } from './SwitchField.tsx';

/** Fields as a calculator wires them, with what each holds shown beside them. */
function Form() {
  const [amount, setAmount] = useState<NumberValue>(100);
  const [unit, setUnit] = useState<'cm' | 'in'>('cm');
  const [mode, setMode] = useState<'change' | 'difference'>('change');
  const [exact, setExact] = useState(false);
  const choices = [
    { value: 'change', label: 'Change' },
    { value: 'difference', label: 'Difference' },
  ] as const;
  return (
    <>
      <NumberField label="Amount" name="amount" value={amount} onChange={setAmount} />
      <SelectField
        label="Unit"
        value={unit}
        choices={[
          { value: 'cm', label: 'cm' },
          { value: 'in', label: 'in' },
        ]}
        onChange={setUnit}
      />
      <SegmentedField label="Mode" value={mode} choices={choices} onChange={setMode} />
      <SwitchField label="Exact" checked={exact} onChange={setExact} />
      <output>{`${amount} ${unit} ${mode} ${exact}`}</output>
    </>
  );
}

let container: HTMLElement | undefined;

afterEach(() => {
  container?.remove();
});

/** The server's markup in the page, with `edit` done to it before React takes it over. */
async function hydrateAfter(edit: (root: HTMLElement) => void): Promise<HTMLElement> {
  const root = document.createElement('div');
  container = root;
  root.innerHTML = renderToString(<Form />);
  document.body.append(root);
  edit(root);
  await act(async () => {
    hydrateRoot(root, <Form />);
  });
  return root;
}

describe('edits made to pre-rendered fields before the page is live', () => {
  it('change nothing when there were none', async () => {
    const root = await hydrateAfter(() => {});
    expect(root.querySelector('output')?.textContent).toBe('100 cm change false');
  });

  it('are taken up once it is, so the results match what the fields show', async () => {
    const root = await hydrateAfter((markup) => {
      const amount = markup.querySelector<HTMLInputElement>('input[name="amount"]');
      const unit = markup.querySelector('select');
      const difference = markup.querySelector<HTMLInputElement>('input[type="radio"][value="difference"]');
      const exact = markup.querySelector<HTMLInputElement>('input[type="checkbox"]');
      if (!amount || !unit || !difference || !exact) throw new Error('A field is missing from the markup');
      amount.value = '250';
      unit.value = 'in';
      difference.checked = true;
      exact.checked = true;
    });
    expect(root.querySelector('output')?.textContent).toBe('250 in difference true');
    expect(root.querySelector<HTMLInputElement>('input[name="amount"]')?.value).toBe('250');
  });
});
