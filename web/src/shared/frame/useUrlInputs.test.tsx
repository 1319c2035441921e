// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { choiceInput, defineInputs, numberInput, useUrlInputs, type InputSetters } from './inputs.ts';
import { urlSearch } from './urlSearch.ts';

const fields = { amount: numberInput(10), unit: choiceInput(['in', 'cm'], 'in') };
const inputs = defineInputs(fields);

describe('useUrlInputs', () => {
  it('gives one setter per input that writes it to the URL and stays the same function on every render', async () => {
    const seen: InputSetters<typeof fields>[] = [];
    function Probe() {
      const [values, , set] = useUrlInputs(inputs);
      seen.push(set);
      return <output>{`${values.amount} ${values.unit}`}</output>;
    }
    const router = createRouter({
      routeTree: createRootRoute({ validateSearch: inputs.search, component: Probe }),
      history: createMemoryHistory({ initialEntries: ['/?amount=4'] }),
    });
    await router.load();
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('4 in')).toBeTruthy();

    await act(async () => seen.at(-1)?.unit('cm'));
    expect(await screen.findByText('4 cm')).toBeTruthy();
    await act(async () => seen.at(-1)?.amount(12));
    expect(await screen.findByText('12 cm')).toBeTruthy();
    expect(new URLSearchParams(router.state.location.searchStr).get('amount')).toBe('12');
    expect(new URLSearchParams(router.state.location.searchStr).get('unit')).toBe('cm');

    expect(seen.length).toBeGreaterThanOrEqual(3);
    for (const set of seen) {
      expect(set).toBe(seen[0]);
      expect(set.amount).toBe(seen[0]?.amount);
    }
  });

  it("checks the URL's values itself under a route that only types them: invalid ones read as defaults and are not written back", async () => {
    let set: InputSetters<typeof fields> | undefined;
    function Probe() {
      const [values, , setters] = useUrlInputs(inputs);
      set = setters;
      return <output>{`${values.amount} ${values.unit}`}</output>;
    }
    const router = createRouter({
      routeTree: createRootRoute({ validateSearch: urlSearch<typeof inputs>(), component: Probe }),
      // An object for a number and a unit the calculator does not have; text a visitor typed stays.
      history: createMemoryHistory({ initialEntries: ['/?amount=%7B%22evil%22%3Atrue%7D&unit=furlongs'] }),
    });
    await router.load();
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('10 in')).toBeTruthy();

    await act(async () => set?.unit('cm'));
    expect(await screen.findByText('10 cm')).toBeTruthy();
    const written = new URLSearchParams(router.state.location.searchStr);
    expect(written.get('unit')).toBe('cm');
    expect(written.get('amount')).toBe('10');
    expect(router.state.location.searchStr).not.toContain('evil');
  });
});
