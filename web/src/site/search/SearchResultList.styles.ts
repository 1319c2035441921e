import { defineStyles } from '../../shared/ui/styles.ts';

const option = { cursor: 'pointer', rounded: 'md', px: '3', py: '2', _hover: { bg: 'bg.muted' } };

export const resultList = defineStyles('search-result-list', {
  list: { listStyleType: 'none', m: '0', p: '0' },
  option,
  optionActive: [option, { bg: 'accent.tint' }],
  row: { display: 'flex', flexDirection: 'row', alignItems: 'start', gap: '3' },
  icon: { color: 'accent.fg', mt: '0.5' },
  text: { display: 'flex', flexDirection: 'column', gap: '0' },
  title: { fontWeight: 'semibold', fontSize: 'sm' },
  category: { color: 'fg.muted', fontWeight: 'normal' },
  detail: { fontSize: 'xs', color: 'fg.muted' },
});
