import { defineStyles } from '../../shared/ui/styles.ts';

export const weightedGpa = defineStyles('weighted-gpa-page', {
  /** <Text fontSize="xs" color="fg.muted" mt="1.5">: a course's weighted points under its row */
  rowPoints: { fontSize: 'xs', color: 'fg.muted', mt: '1.5' },
});
