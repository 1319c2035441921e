// @vitest-environment jsdom
/**
 * Fields wired as a calculator wires them: to the page's inputs (useUrlInputs) under a router, with
 * the URL's writes held back until the test runs them, as a busy browser holds them back. The text
 * a visitor types is never put back by an edit the URL catches up with late, and a change made
 * elsewhere (a link, going back) replaces it.
 */
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, useSearch, type AnyRouter } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expressionInput } from '../expression/input.ts';
import { ExpressionField } from '../expression/fields.tsx';
import { NumberField, SegmentedField, SelectField } from './fields.tsx';
import { choiceInput, defineInputs, numberInput } from './inputs.ts';
import { useUrlInputs } from './useUrlInputs.ts';

const units = [
  { value: 'in', label: 'Inches' },
  { value: 'cm', label: 'Centimetres' },
  { value: 'ft', label: 'Feet' },
] as const;
const inputs = defineInputs({
  amount: numberInput(100, { min: 0, max: 1000 }),
  function: expressionInput('x^2'),
  unit: choiceInput(['in', 'cm', 'ft'], 'in'),
  view: choiceInput(['in', 'cm', 'ft'], 'in'),
});

function Page() {
  const [values, , set] = useUrlInputs(inputs, useSearch({ from: '__root__' }));
  return (
    <>
      <NumberField label="Amount" name="amount" value={values.amount} onChange={set.amount} />
      <ExpressionField label="Function" name="function" value={values.function} onChange={set.function} />
      <SelectField label="Unit" value={values.unit} choices={units} onChange={set.unit} />
      <SegmentedField label="View" value={values.view} choices={units} onChange={set.view} />
      <output>{`${String(values.amount)} | ${values.function} | ${values.unit} | ${values.view}`}</output>
    </>
  );
}

let router: AnyRouter;

async function open(url = '/'): Promise<void> {
  router = createRouter({
    routeTree: createRootRoute({ validateSearch: inputs.search, component: Page }),
    history: createMemoryHistory({ initialEntries: [url] }),
  });
  await router.load();
  render(<RouterProvider router={router} />);
  await screen.findByRole('status');
  // From here the URL is written only when the test says so.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

const field = (name: string) => {
  const input = document.querySelector<HTMLInputElement>(`input[name="${name}"]`);
  if (!input) throw new Error(`No field ${name}`);
  return input;
};

/** What a keystroke does: the browser changes the text, then React hears of it. */
async function type(name: string, text: string): Promise<void> {
  const input = field(name);
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

/** Runs the URL's waiting write and lets the router show it. */
const writeUrl = () =>
  act(async () => {
    vi.runOnlyPendingTimers();
  });

/** A change made elsewhere: the URL replaced by a link or by going back. */
const elsewhere = (search: Record<string, unknown>) =>
  act(async () => {
    await router.navigate({ to: '/', search: search as never, replace: true });
  });

const inUrl = (name: string) => new URLSearchParams(router.state.location.searchStr).get(name);

afterEach(() => {
  vi.useRealTimers();
});

describe('a field whose edits reach the URL late', () => {
  it('keeps each keystroke while the URL catches up, and the results follow at once', async () => {
    await open('/?amount=1');
    await type('amount', '12');
    await type('amount', '123');
    expect(field('amount').value).toBe('123');
    expect(screen.getByRole('status').textContent).toMatch(/^123 \|/);
    expect(inUrl('amount')).toBe('1');
    await writeUrl();
    expect(inUrl('amount')).toBe('123');
    expect(field('amount').value).toBe('123');
  });

  it('keeps text that reads as the value, and out-of-bounds text as typed', async () => {
    await open();
    await type('amount', '4.');
    await writeUrl();
    expect(field('amount').value).toBe('4.');
    await type('amount', '1e6');
    await writeUrl();
    // Beyond the field's bounds the value is held as text; the field still shows what was typed.
    expect(field('amount').value).toBe('1e6');
    expect(screen.getByRole('status').textContent).toMatch(/^1000000 \|/);
  });

  it('takes a change made elsewhere, even with a write still waiting, and edits from there', async () => {
    await open();
    await type('amount', '105');
    await elsewhere({ amount: 20 });
    expect(field('amount').value).toBe('20');
    await type('amount', '21');
    await writeUrl();
    expect(field('amount').value).toBe('21');
    expect(inUrl('amount')).toBe('21');
  });

  it('works the same for an expression', async () => {
    await open();
    await type('function', 'x^2 + 1');
    await type('function', 'x^2 + 13');
    expect(field('function').value).toBe('x^2 + 13');
    await writeUrl();
    expect(field('function').value).toBe('x^2 + 13');
    await elsewhere({ function: 'sin(x)' });
    expect(field('function').value).toBe('sin(x)');
  });

  it('shows a choice at once, for a select and for segments, and takes one made elsewhere', async () => {
    await open();
    const select = document.querySelector('select');
    if (!select) throw new Error('No select');
    await act(async () => {
      select.value = 'cm';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(select.value).toBe('cm');
    const feet = document.querySelector<HTMLInputElement>('input[type="radio"][value="ft"]');
    await act(async () => feet?.click());
    const checked = () => document.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;
    expect(checked()).toBe('ft');
    await writeUrl();
    expect([select.value, checked(), inUrl('unit'), inUrl('view')]).toEqual(['cm', 'ft', 'cm', 'ft']);
    await elsewhere({ unit: 'ft', view: 'in' });
    expect([select.value, checked()]).toEqual(['ft', 'in']);
  });
});
