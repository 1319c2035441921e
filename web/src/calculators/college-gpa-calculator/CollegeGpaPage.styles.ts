import { defineStyles } from '../../shared/ui/styles.ts';

export const collegeGpaCourse = defineStyles('college-gpa-course', {
  /** <Text fontSize="xs" color="fg.muted" mt="1.5">: a course's grade points, under its row */
  gradePoints: { fontSize: 'xs', color: 'fg.muted', mt: '1.5' },
});
