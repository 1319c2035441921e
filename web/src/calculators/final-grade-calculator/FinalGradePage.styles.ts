import { defineStyles } from '../../shared/ui/styles.ts';

/**
 * The required final exam grade: its value, green when the goal is achievable and red when not
 * (one rule per state), the badge saying which, and the note on the best grade still possible.
 */
export const finalGradeRequired = defineStyles('final-grade-required', {
  /** <Text fontSize="4xl" fontWeight="bold" lineHeight="1.2">; its colour is one of the three below */
  value: { fontSize: '4xl', fontWeight: 'bold', lineHeight: '1.2' },
  valueAchievable: { color: 'green.fg' },
  valueUnachievable: { color: 'red.fg' },
  valueEmpty: { color: 'fg' },
  /** <HStack mt="2" gap="2" rounded="md" px="3" py="1.5" display="inline-flex">; its colours are one of the two below */
  badge: { display: 'inline-flex', flexDirection: 'row', alignItems: 'center', gap: '2', mt: '2', rounded: 'md', px: '3', py: '1.5' },
  badgeAchievable: { color: 'green.fg', bg: 'green.subtle' },
  badgeUnachievable: { color: 'red.fg', bg: 'red.subtle' },
  /** <Text fontWeight="semibold"> */
  badgeLabel: { fontWeight: 'semibold' },
  /** <Text fontSize="sm" color="fg.muted" mt="2"> */
  bestPossible: { fontSize: 'sm', color: 'fg.muted', mt: '2' },
  /** The note when the weights do not add up to 100%: a warning, in the results' flow. */
  weightsWarning: {
    fontSize: 'sm',
    color: 'fg',
    bg: 'orange.subtle',
    borderWidth: '1px',
    borderColor: 'orange.emphasized',
    rounded: 'md',
    px: '3',
    py: '2',
    mt: '3',
  },
});
