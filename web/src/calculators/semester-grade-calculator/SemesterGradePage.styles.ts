import { defineStyles } from '../../shared/ui/styles.ts';

export const semesterGradeAssignment = defineStyles('semester-grade-assignment', {
  /** <Text fontSize="xs" color="fg.muted" mt="1.5">: an assignment's share of its points, under its row */
  percent: { fontSize: 'xs', color: 'fg.muted', mt: '1.5' },
});
