import { defineStyles, phoneText, recipe, slotRecipe } from '../ui/styles.ts';

/** The expression's input: Chakra's Input (size md, outline) in a monospace font. */
export const expressionField = defineStyles('expression-field', {
  input: [recipe('input'), { fontFamily: 'mono' }, phoneText],
});

/** A result's worked steps: <Box mt="1"> around <List.Root as="ol" ps="5" gap="1.5" fontSize="sm" lineHeight="1.5">. */
export const expressionSteps = defineStyles('expression-steps', {
  body: { mt: '1' },
  list: [slotRecipe('list', 'root'), { ps: '5', gap: '1.5', fontSize: 'sm', lineHeight: '1.5' }],
  step: [slotRecipe('list', 'item'), { overflowWrap: 'anywhere' }],
});

/** The graph's section below the calculator: <Heading as="h2" size="xl" mb="4">. */
export const expressionGraph = defineStyles('expression-graph', {
  title: [recipe('heading', { size: 'xl' }), { mb: '4' }],
});
