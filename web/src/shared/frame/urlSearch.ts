/** A calculator's inputs (`defineInputs` in inputs.ts), each optional, as the URL may leave it out. */
type SearchParamsOf<I extends { defaults: object }> = Partial<I['defaults']>;

/**
 * A calculator route's `validateSearch`: the route's search params typed by the calculator's
 * inputs, their values checked by `useUrlInputs`, which reads them through the inputs' schema on
 * every render and writes back only what that schema kept. The route tree is part of every page's
 * first load, the home page's too; imported for their types alone, no calculator's schemas (nor
 * the validation library) come with it.
 */
export function urlSearch<I extends { defaults: object }>(): (search: Record<string, unknown>) => SearchParamsOf<I> {
  return (search) => search as SearchParamsOf<I>;
}
