import { defineStyles } from '../../shared/ui/styles.ts';

/** The solid drawn with its labelled dimensions: outlines, hidden edges dashed, measures marked. */
export const volumeDiagram = defineStyles('volume-diagram', {
  root: { display: 'block', width: 'full', maxW: 'md', mx: 'auto', overflow: 'visible' },
  solid: { fill: 'blue.100', stroke: 'blue.700', strokeWidth: '2', strokeLinejoin: 'round' },
  hidden: { fill: 'none', stroke: 'blue.700', strokeWidth: '1.5', strokeDasharray: '5 4' },
  measure: { fill: 'none', stroke: 'orange.700', strokeWidth: '2' },
  label: { fill: 'fg', fontSize: '14px', fontWeight: 'medium' },
});
