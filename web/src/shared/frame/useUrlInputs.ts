/**
 * A calculator page's inputs: the route's search (validated with the calculator's schema, see
 * inputs.ts) over the defaults, and the writes back to the URL. Kept out of inputs.ts, which every
 * page's first load carries, as only a calculator's own code uses it.
 */
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useState } from 'react';
import * as v from 'valibot';
import type { CalculatorInputs, Fields, InputsOf, SearchOf } from './inputs.ts';

/** One setter per input, the same functions on every render. */
export type InputSetters<F extends Fields> = { readonly [Key in keyof F]: (value: InputsOf<F>[Key]) => void };

/** Values set the URL has yet to show that are remembered at most: more than any burst of edits. */
const rememberedWrites = 32;

/** The inputs the page shows: the URL's, or those set on the page ahead of the URL. */
interface OwnValues<Values> {
  values: Values;
  /** The key of the URL's values when these were set, or when the URL last caught up with them. */
  seen: string;
  /** The keys of the values written to the URL that it has yet to show, oldest first. */
  writes: readonly string[];
}

/**
 * Patches gathered and written in one task of their own, once the render that shows them is done:
 * however many edits arrive before it runs, the URL is written once, with all of them.
 */
function laterWrites<Patch extends object>() {
  let waiting: { patch: Patch; timer: ReturnType<typeof setTimeout> } | null = null;
  return {
    add(patch: Patch, write: (patches: Patch) => unknown) {
      if (waiting) {
        waiting.patch = { ...waiting.patch, ...patch };
        return;
      }
      const gathered = {
        patch,
        timer: setTimeout(() => {
          waiting = null;
          write(gathered.patch);
        }),
      };
      waiting = gathered;
    },
    cancel() {
      if (waiting) clearTimeout(waiting.timer);
      waiting = null;
    },
  };
}

/** Two sets of inputs are the same when their keys are (their values are plain data: numbers, text, rows). */
const keyOf = (values: object) => JSON.stringify(values);

/**
 * The current inputs (the route's search, which the page reads with `useSearch({ from: <route id> })`,
 * over the defaults) and a setter that writes every input back (replace, not push; no scroll jump),
 * so a shared link carries the whole state. The third item has a setter per input that stays the
 * same function from render to render: a field given one skips the renders that change nothing of
 * its own (the fields are memoised).
 *
 * A change shows at once: the page renders with it in the edit's own render, and the URL follows
 * in a task of its own, after that render. Going through the router first put its work (matching,
 * `history.replaceState`, about 2 ms on a phone-class core) between every keystroke and its
 * result. Until the URL shows the values set here, the page keeps them; values in the URL that
 * were not set here (going back, a link to the page, a reset) replace them.
 */
export function useUrlInputs<F extends Fields>(
  inputs: CalculatorInputs<F>,
  search: SearchOf<F>,
): [InputsOf<F>, (patch: Partial<InputsOf<F>>) => void, InputSetters<F>] {
  const { defaults } = inputs;
  const fromUrl = useMemo(() => withDefaults(defaults, search), [defaults, search]);
  const urlKey = useMemo(() => keyOf(fromUrl), [fromUrl]);
  const [own, setOwn] = useState<OwnValues<InputsOf<F>>>(() => ({ values: fromUrl, seen: urlKey, writes: [] }));
  let values = own.values;
  if (own.seen !== urlKey) {
    const written = own.writes.indexOf(urlKey);
    if (written >= 0) {
      // The URL caught up with one of the writes: the page keeps its values, and their identity.
      setOwn({ ...own, seen: urlKey, writes: own.writes.slice(written + 1) });
    } else {
      values = fromUrl;
      setOwn({ values: fromUrl, seen: urlKey, writes: [] });
    }
  }

  const navigate = useNavigate();
  const [later] = useState(laterWrites<Partial<InputsOf<F>>>);
  // Leaving the page: a write still waiting would land on the next page's URL.
  useEffect(() => () => later.cancel(), [later]);
  const update = useCallback(
    (patch: Partial<InputsOf<F>>) => {
      setOwn((previous) => {
        // Read as the URL will read them, so the URL's values match these when it catches up.
        const next = readInputs(inputs, { ...previous.values, ...patch });
        return { values: next, seen: previous.seen, writes: [...previous.writes.slice(1 - rememberedWrites), keyOf(next)] };
      });
      later.add(patch, (patches) =>
        navigate({
          to: '.',
          // Written for every calculator's route, this cannot name the route whose search type it is.
          search: ((previous: object) => ({ ...readInputs(inputs, previous), ...patches })) as never,
          replace: true,
          resetScroll: false,
        }),
      );
    },
    [navigate, inputs, later],
  );
  const setters = useMemo(
    () =>
      Object.fromEntries(Object.keys(defaults).map((key) => [key, (value: unknown) => update({ [key]: value } as Partial<InputsOf<F>>)])) as InputSetters<F>,
    [defaults, update],
  );
  return [values, update, setters];
}

/** Search params read as inputs: each valid value kept, every other input at its default. */
function readInputs<F extends Fields>({ search: schema, defaults }: CalculatorInputs<F>, params: object): InputsOf<F> {
  // The schema keeps what is valid and drops the rest: it fails no object.
  const search = v.safeParse(schema, params);
  return withDefaults(defaults, search.success ? search.output : {});
}

/** Validated search params as inputs: every input the URL leaves out at its default. */
function withDefaults<F extends Fields>(defaults: InputsOf<F>, search: SearchOf<F>): InputsOf<F> {
  const values = { ...defaults };
  for (const key of Object.keys(search) as (keyof F)[]) {
    const value = search[key];
    if (value !== undefined) values[key] = value as InputsOf<F>[keyof F];
  }
  return values;
}
