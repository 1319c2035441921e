import { defineStyles } from '../../shared/ui/styles.ts';

/** The triangle drawn to scale, with its labels. */
export const triangleDiagram = defineStyles('triangle-diagram', {
  root: { display: 'block', width: 'full', maxW: 'md', mx: 'auto', overflow: 'visible' },
  shape: { fill: 'blue.100', stroke: 'blue.700', strokeWidth: '2', strokeLinejoin: 'round' },
  corner: { fill: 'fg', fontSize: '15px', fontWeight: 'bold' },
  angle: { fill: 'fg', fontSize: '12px' },
  side: { fill: 'blue.800', fontSize: '13px', fontWeight: 'medium' },
});
