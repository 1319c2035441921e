import { defineStyles, recipe } from '../../shared/ui/styles.ts';

export const triangleInputs = defineStyles('triangle-inputs', {
  /** A problem with no field of its own: <Text color="fg.error" fontSize="sm"> */
  problem: { color: 'fg.error', fontSize: 'sm' },
});

export const triangleResults = defineStyles('triangle-results', {
  /** <Text fontWeight="medium">: the ambiguous case's notice */
  ambiguous: { fontWeight: 'medium' },
  /** <Stack gap="4">: one of the two triangles */
  triangle: { display: 'flex', flexDirection: 'column', gap: '4' },
  /** The second triangle, set apart by a line above it. */
  secondTriangle: { display: 'flex', flexDirection: 'column', gap: '4', borderTopWidth: '1px', borderColor: 'accent.border', pt: '4' },
  /** <Heading as="h3" size="md"> */
  triangleTitle: recipe('heading', { size: 'md' }),
});
