import { defineStyles, phoneText, recipe, slotRecipe } from '../ui/styles.ts';

/** A labelled field: Chakra's Field (vertical) with its Input, alone or with a unit after it. */
export const field = defineStyles('calc-field', {
  root: slotRecipe('field', 'root'),
  label: slotRecipe('field', 'label'),
  helperText: slotRecipe('field', 'helperText'),
  errorText: slotRecipe('field', 'errorText'),
  input: [recipe('input'), phoneText],
  /** A text input that reads the same on a shaded row. */
  opaqueInput: [recipe('input'), { bg: 'bg' }, phoneText],
  /** What Chakra's InputGroup with an end addon gave: the input and its unit joined in one box. */
  group: {
    display: 'inline-flex',
    flexDirection: 'row',
    alignItems: 'center',
    justifyContent: 'flex-start',
    gap: '0',
    position: 'relative',
    isolation: 'isolate',
    width: 'full',
  },
  /** The group's first item: square on the unit's side, its border over the unit's. */
  groupedInput: [recipe('input'), { borderEndRadius: '0', marginEnd: '-1px', _focusVisible: { zIndex: 1 } }, phoneText],
  unit: [recipe('inputAddon'), { borderStartRadius: '0' }],
  /** A key beside the input (± or π), for the phone keypads that lack it; the group's last item is rounded at its end. */
  key: [
    recipe('inputAddon'),
    {
      borderRadius: '0',
      marginEnd: '-1px',
      minW: '11',
      justifyContent: 'center',
      cursor: 'pointer',
      fontSize: 'md',
      _last: { borderEndRadius: 'l2', marginEnd: '0' },
    },
  ],
});

/** Chakra's NativeSelect, opaque so it reads the same on a shaded row. */
export const select = defineStyles('calc-select', {
  root: slotRecipe('nativeSelect', 'root'),
  field: [slotRecipe('nativeSelect', 'field'), { bg: 'bg' }, phoneText],
  indicator: slotRecipe('nativeSelect', 'indicator'),
});

/** Native radio buttons drawn as a segmented control. */
export const segmented = defineStyles('calc-segmented', {
  root: { minW: '0' },
  legend: { fontSize: 'sm', fontWeight: 'medium', mb: '1.5' },
  /** <HStack gap="0" borderWidth="1px" rounded="lg" p="1" bg="gray.50" width="100%"> */
  track: { display: 'flex', alignItems: 'center', flexDirection: 'row', gap: '0', borderWidth: '1px', rounded: 'lg', p: '1', bg: 'bg.subtle', width: '100%' },
  segment: {
    flex: '1',
    textAlign: 'center',
    cursor: 'pointer',
    rounded: 'md',
    px: '3',
    py: '1.5',
    fontSize: 'sm',
    _focusWithin: { outline: '2px solid', outlineColor: 'blue.focusRing', outlineOffset: '1px' },
  },
  checked: { fontWeight: 'semibold', bg: 'bg', color: 'accent.fg', shadow: 'sm' },
  unchecked: { fontWeight: 'normal', color: 'fg' },
});
