import { Kind, parse, type FragmentDefinitionNode, type OperationDefinitionNode, type FieldNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { selectedFields } from './selection.ts';

/** The resolver's view of the first field of the query: its node(s) and the document's fragments. */
function infoOf(query: string) {
  const document = parse(query);
  const operation = document.definitions.find((definition): definition is OperationDefinitionNode => definition.kind === Kind.OPERATION_DEFINITION);
  const fieldNodes = (operation?.selectionSet.selections ?? []).filter((selection): selection is FieldNode => selection.kind === Kind.FIELD);
  const fragments = Object.fromEntries(
    document.definitions
      .filter((definition): definition is FragmentDefinitionNode => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((fragment) => [fragment.name.value, fragment]),
  );
  return { fieldNodes, fragments };
}

describe('the selected fields', () => {
  it('are the fields under the list, sorted, without __typename', () => {
    expect(selectedFields(infoOf('{ activeCalculators { title calculatorSlug __typename sortOrder } }'))).toEqual(['calculatorSlug', 'sortOrder', 'title']);
  });

  it('include the fields of inline fragments and of named fragments, each once', () => {
    const query = `
      query { activeCalculators { title ...Listed ... on Calculator { icon title } } }
      fragment Listed on Calculator { calculatorSlug ...More }
      fragment More on Calculator { category title }`;
    expect(selectedFields(infoOf(query))).toEqual(['calculatorSlug', 'category', 'icon', 'title']);
  });

  it('merge the selections of a field asked for twice', () => {
    expect(selectedFields(infoOf('{ activeCalculators { title } activeCalculators { icon } }'))).toEqual(['icon', 'title']);
  });

  it('do not loop on fragments that spread each other', () => {
    const query = `
      query { activeCalculators { ...A } }
      fragment A on Calculator { title ...B }
      fragment B on Calculator { icon ...A }`;
    expect(selectedFields(infoOf(query))).toEqual(['icon', 'title']);
  });
});
