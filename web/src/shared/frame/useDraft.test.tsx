// @vitest-environment jsdom
import { act, createRef, useImperativeHandle, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ExpressionField } from '../expression/fields.tsx';
import { NumberField, SegmentedField, SelectField } from './fields.tsx';
import type { NumberValue } from './inputs.ts';

Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true });

/**
 * A field wired as a calculator wires it, except that what it sends reaches it again only when the
 * test delivers it, as the router's URL update does a render or more later.
 */
let sent: NumberValue[] = [];
const outside = createRef<(value: NumberValue) => void>();
let root: Root | undefined;
let container: HTMLElement;

type Kind = 'number' | 'expression' | 'select' | 'segments';
const units = [
  { value: 'in', label: 'Inches' },
  { value: 'cm', label: 'Centimetres' },
  { value: 'ft', label: 'Feet' },
];

function Wired({ kind, initial }: { kind: Kind; initial: NumberValue }) {
  const [value, setValue] = useState<NumberValue>(initial);
  useImperativeHandle(outside, () => setValue, []);
  const send = (next: NumberValue) => void sent.push(next);
  return (
    <>
      {kind === 'number' && <NumberField label="Amount" name="field" value={value} onChange={send} />}
      {kind === 'expression' && <ExpressionField label="Function" name="field" value={value} onChange={send} />}
      {kind === 'select' && <SelectField label="Unit" value={String(value)} choices={units} onChange={send} />}
      {kind === 'segments' && <SegmentedField label="Unit" value={String(value)} choices={units} onChange={send} />}
    </>
  );
}

const wire = {
  /** Hands the field the oldest value it sent and has not had back. */
  deliver: () =>
    act(async () => {
      const next = sent.shift();
      if (next !== undefined) outside.current?.(next);
    }),
  /** A change made elsewhere (a reset, going back): the URL ends at it, so edits on their way are dropped. */
  set: (value: NumberValue) =>
    act(async () => {
      sent = [];
      outside.current?.(value);
    }),
  pending: () => sent.length,
};

async function mount(kind: Kind, initial: NumberValue): Promise<void> {
  root = createRoot(container);
  await act(async () => root?.render(<Wired kind={kind} initial={initial} />));
}

async function show(kind: 'number' | 'expression', initial: NumberValue): Promise<HTMLInputElement> {
  await mount(kind, initial);
  const input = container.querySelector<HTMLInputElement>('input[name="field"]');
  if (!input) throw new Error('No field');
  return input;
}

/** What a keystroke does: the browser changes the text, then React hears of it. */
async function type(input: HTMLInputElement, text: string): Promise<void> {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  await act(async () => {
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

beforeEach(() => {
  sent = [];
  container = document.createElement('div');
  document.body.append(container);
});

afterEach(() => {
  act(() => root?.unmount());
  container.remove();
});

describe('a field whose edits come back through the URL', () => {
  it('keeps an edit while its value is on its way back', async () => {
    const input = await show('number', 100);
    await type(input, '1200');
    expect(input.value).toBe('1200');
    await wire.deliver();
    expect(input.value).toBe('1200');
  });

  it('never brings back an earlier edit that arrives after a newer one', async () => {
    const input = await show('number', 1);
    await type(input, '12');
    await type(input, '123');
    expect(wire.pending()).toBe(2);
    await wire.deliver();
    expect(input.value).toBe('123');
    await wire.deliver();
    expect(input.value).toBe('123');
  });

  it('keeps text that reads as the value, and takes a change made elsewhere', async () => {
    const input = await show('number', 4);
    await type(input, '4.');
    await wire.deliver();
    expect(input.value).toBe('4.');
    await wire.set(42);
    expect(input.value).toBe('42');
    await type(input, '');
    await wire.deliver();
    await wire.set(7);
    expect(input.value).toBe('7');
  });

  it('takes a change made elsewhere while edits are still on their way', async () => {
    const input = await show('number', 10);
    await type(input, '105');
    await wire.set(20);
    expect(input.value).toBe('20');
    await type(input, '21');
    await wire.deliver();
    expect(input.value).toBe('21');
  });

  it('works the same for an expression', async () => {
    const input = await show('expression', 'x^2');
    await type(input, 'x^2 + 1');
    await type(input, 'x^2 + 13');
    expect(input.value).toBe('x^2 + 13');
    await wire.deliver();
    expect(input.value).toBe('x^2 + 13');
    await wire.deliver();
    await wire.set('sin(x)');
    expect(input.value).toBe('sin(x)');
  });

  it('shows a choice at once, for a select and for segments', async () => {
    await mount('select', 'in');
    const select = container.querySelector('select');
    if (!select) throw new Error('No select');
    await act(async () => {
      select.value = 'cm';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(select.value).toBe('cm');
    await wire.deliver();
    expect(select.value).toBe('cm');
    await wire.set('ft');
    expect(select.value).toBe('ft');
    act(() => root?.unmount());

    await mount('segments', 'in');
    const feet = container.querySelector<HTMLInputElement>('input[type="radio"][value="ft"]');
    await act(async () => feet?.click());
    expect(container.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value).toBe('ft');
    await wire.deliver();
    expect(container.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value).toBe('ft');
    await wire.set('cm');
    expect(container.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value).toBe('cm');
  });
});
