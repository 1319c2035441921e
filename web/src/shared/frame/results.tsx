import { Box, Heading, Stack, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';

/** What a result shows before the inputs are valid (CONVENTIONS section 4: never NaN). */
export const placeholder = '—';

/**
 * The results region (CONVENTIONS section 4): a section named Results whose content is announced
 * politely as it changes.
 */
export function ResultsPanel({ children, ready, emptyMessage = 'Enter values to calculate' }: { children: ReactNode; ready: boolean; emptyMessage?: string }) {
  return (
    <Box as="section" aria-label="Results" aria-live="polite" bg="blue.50" borderWidth="1px" borderColor="blue.100" rounded="xl" p={{ base: '4', md: '6' }}>
      <Heading as="h2" size="lg" mb="4">
        Results
      </Heading>
      {!ready && (
        <Text color="fg.muted" mb="4">
          {emptyMessage}
        </Text>
      )}
      <Stack gap="4">{children}</Stack>
    </Box>
  );
}

interface ResultStatProps {
  /** The spec's result field name, for `data-result`. */
  name: string;
  label: string;
  /** The formatted value, or null to show the placeholder. */
  value: string | null;
  primary?: boolean;
  /** Long text such as a formula or advice: shown in body type rather than as a figure. */
  detail?: boolean;
  help?: ReactNode;
}

/** Memoised: a keystroke re-renders only the results whose text it changes. */
export const ResultStat = memo(function ResultStat({ name, label, value, primary = false, detail = false, help }: ResultStatProps) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text
        data-result={name}
        fontSize={primary ? '4xl' : detail ? 'md' : 'xl'}
        fontWeight={detail ? 'normal' : 'bold'}
        color={primary ? 'blue.700' : 'fg'}
        lineHeight={detail ? '1.5' : '1.2'}
        overflowWrap="anywhere"
      >
        {value ?? placeholder}
      </Text>
      {help && (
        <Text fontSize="sm" color="fg.muted" mt="1">
          {help}
        </Text>
      )}
    </Box>
  );
});
