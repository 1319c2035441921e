/**
 * A link as its page reads it. Any link a visitor can make opens its page with a 200:
 * a value the page cannot read (an unknown choice, a row that is not a row, text too long for its
 * field) is reset to the field's default rather than answered with an error, and the page says which.
 *
 * One function does it wherever a link is opened: the server's renderer cleans the link it is asked
 * for and renders the clean one; the browser takes over the served page at that same clean address
 * (router.ts replaces the address before hydrating); a link followed inside the app is cleaned by the
 * same route schemas. The schemas are the routes' own `validateSearch` (shared/frame/inputs.ts): what
 * a route keeps, a link keeps; what it drops is reset.
 * The server keeps rendered pages by a link's `inputs` (the values its route reads and nothing else), so a
 * page is kept once per set of values, whatever else a link carries.
 */
import type { AnyRouter } from '@tanstack/react-router';
import * as v from 'valibot';
import type { CleanLink, LinkReset } from '../../catalogue/rendering.ts';

export type { CleanLink, LinkReset } from '../../catalogue/rendering.ts';

const writtenLength = 40;

function writtenText(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > writtenLength ? `${text.slice(0, writtenLength - 1)}…` : text;
}

const isStructured = (value: unknown) => typeof value === 'object' && value !== null;

/**
 * The link the page at `href` (a path with its query) reads, the values of it that were reset, and
 * its inputs alone. Parameters the page does not have are kept in `href` as they are (a campaign tag,
 * say), so cleaning never takes more from a link than what the page cannot read; `inputs` has none.
 */
export function cleanLink(router: AnyRouter, href: string): CleanLink {
  const url = new URL(href, 'http://link.invalid');
  const schema = (router.routesByPath as Record<string, { options: { validateSearch?: unknown } } | undefined>)[url.pathname]?.options.validateSearch;
  const written = router.options.parseSearch(url.search) as Record<string, unknown>;
  if (!schema) return { href: `${url.pathname}${router.options.stringifySearch(written)}`, inputs: url.pathname, reset: [] };
  // The routes' schemas keep what is valid and drop the rest: they fail no object.
  const read = v.parse(schema as v.GenericSchema<unknown, Record<string, unknown>>, written);
  const reset: LinkReset[] = [];
  for (const [name, value] of Object.entries(written)) {
    if (!(name in read)) continue;
    const kept = read[name];
    if (kept === undefined) reset.push({ name, written: writtenText(value), partly: false });
    // A list or object read with some of its cells at their defaults: the rest of it is kept.
    else if (isStructured(value) && JSON.stringify(kept) !== JSON.stringify(value)) reset.push({ name, written: writtenText(value), partly: true });
  }
  const inputs = Object.fromEntries(
    Object.entries(read)
      .filter(([, value]) => value !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  return {
    href: `${url.pathname}${router.options.stringifySearch({ ...written, ...read })}`,
    inputs: `${url.pathname}${router.options.stringifySearch(inputs)}`,
    reset,
  };
}
