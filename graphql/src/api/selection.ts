/**
 * The fields a GraphQL query selects on the records a list returns, so that the list reads only
 * their columns: activeCalculators asked for six of a calculator's thirteen, and reading, decoding
 * and mapping the others (the long descriptions, the JSON of features and how it works) was the
 * largest part of the request's work.
 */
import { Kind, type GraphQLResolveInfo, type SelectionSetNode } from 'graphql';

/** The field names selected under the resolver's field, fragments included, sorted; __typename left out. */
export function selectedFields(info: Pick<GraphQLResolveInfo, 'fieldNodes' | 'fragments'>): string[] {
  const names = new Set<string>();
  const visited = new Set<string>();
  const collect = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        // A field skipped by a directive is read anyway: one column too many is harmless.
        if (!selection.name.value.startsWith('__')) names.add(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        collect(selection.selectionSet);
      } else if (!visited.has(selection.name.value)) {
        visited.add(selection.name.value);
        collect(info.fragments[selection.name.value]?.selectionSet);
      }
    }
  };
  for (const node of info.fieldNodes) collect(node.selectionSet);
  return [...names].sort();
}
