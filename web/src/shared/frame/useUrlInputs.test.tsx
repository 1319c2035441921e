// @vitest-environment jsdom
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider, useSearch } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { choiceInput, defineInputs, numberInput, type InputsOf } from './inputs.ts';
import { useUrlInputs, type InputSetters } from './useUrlInputs.ts';

const fields = { amount: numberInput(10), unit: choiceInput(['in', 'cm'], 'in') };
const inputs = defineInputs(fields);

describe('useUrlInputs', () => {
  it('gives one setter per input that writes it to the URL and stays the same function on every render', async () => {
    const seen: InputSetters<typeof fields>[] = [];
    function Probe() {
      const [values, , set] = useUrlInputs(inputs, useSearch({ from: '__root__' }));
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

  it("reads the URL's values as the route's schema validated them: invalid ones read as defaults and are not written back", async () => {
    let set: InputSetters<typeof fields> | undefined;
    function Probe() {
      const [values, , setters] = useUrlInputs(inputs, useSearch({ from: '__root__' }));
      set = setters;
      return <output>{`${values.amount} ${values.unit}`}</output>;
    }
    const router = createRouter({
      routeTree: createRootRoute({ validateSearch: inputs.search, component: Probe }),
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

  it('leaves a link’s other params in the URL as the page opens, and the values its schema drops out of it', async () => {
    function Probe() {
      const [values] = useUrlInputs(inputs, useSearch({ from: '__root__' }));
      return <output>{`${values.amount} ${values.unit}`}</output>;
    }
    const router = createRouter({
      routeTree: createRootRoute({ validateSearch: inputs.search, component: Probe }),
      history: createMemoryHistory({ initialEntries: ['/?amount=4&unit=furlongs&utm_source=mail'] }),
    });
    await router.load();
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('4 in')).toBeTruthy();
    await waitFor(() => expect(new URLSearchParams(router.state.location.searchStr).has('unit')).toBe(false));
    const shown = new URLSearchParams(router.state.location.searchStr);
    expect(shown.get('amount')).toBe('4');
    expect(shown.get('utm_source')).toBe('mail');
  });

  it('holds a link’s value outside its bounds as text: the page gets no number for it and keeps it in the URL', async () => {
    const boundedFields = { amount: numberInput(10, { min: 0, max: 100 }), unit: choiceInput(['in', 'cm'], 'in') };
    const boundedInputs = defineInputs(boundedFields);
    let set: InputSetters<typeof boundedFields> | undefined;
    function Probe() {
      const [values, , setters] = useUrlInputs(boundedInputs, useSearch({ from: '__root__' }));
      set = setters;
      return <output>{`${typeof values.amount} ${String(values.amount)} ${values.unit}`}</output>;
    }
    const router = createRouter({
      routeTree: createRootRoute({ validateSearch: boundedInputs.search, component: Probe }),
      history: createMemoryHistory({ initialEntries: ['/?amount=1000000'] }),
    });
    await router.load();
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('string 1000000 in')).toBeTruthy();

    await act(async () => set?.unit('cm'));
    expect(await screen.findByText('string 1000000 cm')).toBeTruthy();
    // This router quotes text that reads as JSON; the app's writes it bare. Either way it reads back as the same text.
    expect(new URLSearchParams(router.state.location.searchStr).get('amount')).toMatch(/^"?1000000"?$/);
  });

  describe('an edit shows before the URL has it', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    /** A page showing its inputs, remembering every values object it rendered with. */
    async function mounted(initialUrl: string) {
      const rendered: InputsOf<typeof fields>[] = [];
      let set: InputSetters<typeof fields> | undefined;
      function Probe() {
        const [values, , setters] = useUrlInputs(inputs, useSearch({ from: '__root__' }));
        rendered.push(values);
        set = setters;
        return <output>{`${values.amount} ${values.unit}`}</output>;
      }
      const router = createRouter({
        routeTree: createRootRoute({ validateSearch: inputs.search, component: Probe }),
        history: createMemoryHistory({ initialEntries: [initialUrl] }),
      });
      await router.load();
      const view = render(<RouterProvider router={router} />);
      expect(await screen.findByText(/in$/)).toBeTruthy();
      // From here the URL's write waits for the test to run the timers; the router's promises run as usual.
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      const amountInUrl = () => new URLSearchParams(router.state.location.searchStr).get('amount');
      const shown = () => screen.getByRole('status').textContent;
      /** Runs the URL's waiting write and lets the router show it. */
      const writeUrl = () =>
        act(async () => {
          vi.runOnlyPendingTimers();
        });
      return { router, view, rendered, set: () => set!, amountInUrl, shown, writeUrl };
    }

    it('renders the new value in the edit itself and writes the URL in a later task, keeping the same values once it has', async () => {
      const page = await mounted('/?amount=4');
      act(() => page.set().amount(5));
      expect(page.shown()).toBe('5 in');
      expect(page.amountInUrl()).toBe('4');

      await page.writeUrl();
      expect(page.amountInUrl()).toBe('5');
      expect(page.shown()).toBe('5 in');
      // The render for the URL catching up gets the very object the edit rendered: nothing to recompute.
      const fromEdit = page.rendered.findIndex((values) => values.amount === 5);
      expect(page.rendered.length).toBeGreaterThan(fromEdit + 1);
      for (const values of page.rendered.slice(fromEdit)) expect(values).toBe(page.rendered[fromEdit]);
    });

    it('writes a burst of edits to the URL once, and an older write reaching the page does not bring its value back', async () => {
      const page = await mounted('/?amount=4');
      const replace = vi.spyOn(page.router.history, 'replace');
      act(() => {
        page.set().amount(1);
        page.set().unit('cm');
      });
      expect(page.shown()).toBe('1 cm');
      act(() => {
        // The write of 1 cm leaves; 12 is typed before the router has shown it.
        vi.runOnlyPendingTimers();
        page.set().amount(12);
      });
      expect(page.shown()).toBe('12 cm');
      await act(async () => {});
      expect(page.amountInUrl()).toBe('1');
      expect(page.shown()).toBe('12 cm');
      await page.writeUrl();
      expect(page.amountInUrl()).toBe('12');
      expect(page.shown()).toBe('12 cm');
      expect(replace).toHaveBeenCalledTimes(2);
      // Never back to 1 once 12 was shown.
      const twelve = page.rendered.findIndex((values) => values.amount === 12);
      expect(page.rendered.slice(twelve).every((values) => values.amount === 12)).toBe(true);
    });

    it('takes values the URL gets from elsewhere (a link, going back) over its own', async () => {
      const page = await mounted('/?amount=4');
      act(() => page.set().amount(5));
      await page.writeUrl();
      await act(async () => {
        await page.router.navigate({ to: '/', search: { amount: 9 } as never });
      });
      expect(page.shown()).toBe('9 in');
      // And an edit after it starts from there.
      act(() => page.set().unit('cm'));
      expect(page.shown()).toBe('9 cm');
    });

    it('drops a write still waiting when the page goes away, so it cannot land on the next page', async () => {
      const page = await mounted('/?amount=4');
      act(() => page.set().amount(5));
      page.view.unmount();
      await page.writeUrl();
      expect(page.amountInUrl()).toBe('4');
    });
  });
});
