/**
 * Query depth and cost limits (issue: integrators get introspection, but no query may nest deeper
 * than 10 levels or select more than 300 fields in all, fragments counted where they are spread).
 */
import { GraphQLError, Kind, type ASTVisitor, type FragmentDefinitionNode, type SelectionSetNode, type ValidationContext } from 'graphql';

export const maximumDepth = 10;
export const maximumFields = 300;

function measure(
  selectionSet: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  depth: number,
  seen: Set<string>,
): { depth: number; fields: number } {
  let deepest = depth;
  let fields = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      fields += 1;
      if (selection.selectionSet) {
        const inner = measure(selection.selectionSet, fragments, depth + 1, seen);
        deepest = Math.max(deepest, inner.depth);
        fields += inner.fields;
      }
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const inner = measure(selection.selectionSet, fragments, depth, seen);
      deepest = Math.max(deepest, inner.depth);
      fields += inner.fields;
    } else {
      const name = selection.name.value;
      const fragment = fragments.get(name);
      // A fragment spread inside itself is reported by the standard rules; do not loop on it here.
      if (!fragment || seen.has(name)) continue;
      const inner = measure(fragment.selectionSet, fragments, depth, new Set([...seen, name]));
      deepest = Math.max(deepest, inner.depth);
      fields += inner.fields;
    }
  }
  return { depth: deepest, fields };
}

export function queryLimitsRule(context: ValidationContext): ASTVisitor {
  const fragments = new Map(
    context
      .getDocument()
      .definitions.filter((definition) => definition.kind === Kind.FRAGMENT_DEFINITION)
      .map((definition) => [definition.name.value, definition]),
  );
  return {
    OperationDefinition(operation) {
      // Without this, graphql-js refuses a subscription only at execution, as an internal error.
      if (operation.operation === 'subscription' && !context.getSchema().getSubscriptionType()) {
        context.reportError(new GraphQLError('This API has no subscriptions.', { nodes: [operation] }));
        return;
      }
      const { depth, fields } = measure(operation.selectionSet, fragments, 1, new Set());
      if (depth > maximumDepth)
        context.reportError(new GraphQLError(`The query nests ${depth} levels deep; at most ${maximumDepth} are allowed.`, { nodes: [operation] }));
      if (fields > maximumFields)
        context.reportError(new GraphQLError(`The query selects ${fields} fields; at most ${maximumFields} are allowed.`, { nodes: [operation] }));
    },
  };
}
