import { Box, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { useCheckBeforeLive } from './editsBeforeLive.ts';

interface Props {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  helperText?: ReactNode;
}

/** An on/off setting: a native checkbox with the switch role, light and keyboard-ready. */
export const SwitchField = memo(function SwitchField({ label, checked, onChange, helperText }: Props) {
  const ref = useCheckBeforeLive(checked, onChange);
  return (
    <Box>
      <Box as="label" display="inline-flex" alignItems="center" gap="3" cursor="pointer">
        <Box position="relative" w="10" h="6" flexShrink={0}>
          <input
            ref={ref}
            type="checkbox"
            role="switch"
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            style={{ position: 'absolute', inset: 0, opacity: 0, margin: 0, cursor: 'pointer' }}
          />
          <Box
            aria-hidden
            pointerEvents="none"
            position="absolute"
            inset="0"
            rounded="full"
            bg={checked ? 'blue.600' : 'gray.300'}
            transition="background 0.15s"
            css={{ 'input:focus-visible + &': { outline: '2px solid', outlineColor: 'var(--chakra-colors-blue-500)', outlineOffset: '2px' } }}
          >
            <Box position="absolute" top="1" left={checked ? '5' : '1'} w="4" h="4" rounded="full" bg="white" shadow="sm" transition="left 0.15s" />
          </Box>
        </Box>
        <Text fontSize="sm" fontWeight="medium">
          {label}
        </Text>
      </Box>
      {helperText && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {helperText}
        </Text>
      )}
    </Box>
  );
});
