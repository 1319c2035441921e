import { Box, Field, Heading, Input, List, Text } from '@chakra-ui/react';
import { memo, type ReactNode } from 'react';
import { useEditBeforeLive } from '../frame/editsBeforeLive.ts';
import { parseNumberText, type NumberValue } from '../frame/inputs.ts';
import { placeholder } from '../frame/results.tsx';
import { useDraft } from '../frame/useDraft.ts';

import { maximumExpressionLength } from './input.ts';

interface ExpressionFieldProps {
  label: string;
  value: NumberValue;
  onChange: (text: string) => void;
  /** The message naming what is wrong, shown inline. */
  error?: string | null;
  helperText?: ReactNode;
  name?: string;
  /** An example shown while the field is empty. */
  example?: string;
}

function sameValue(draft: string, value: NumberValue): boolean {
  return draft === String(value) || (typeof value === 'number' && parseNumberText(draft) === value);
}

/**
 * A text input for an expression in x (or a point such as inf). It keeps what the visitor types
 * while the URL holds the value, and re-syncs when the value changes from outside (see useDraft).
 */
export const ExpressionField = memo(function ExpressionField({ label, value, onChange, error, helperText, name, example }: ExpressionFieldProps) {
  // What it sends is always the text as typed; the URL may read it back as a number (a point such as 2).
  const [draft, edit] = useDraft<NumberValue>(value, (text) => onChange(String(text)), { matches: sameValue });
  const ref = useEditBeforeLive<HTMLInputElement>(draft, edit);
  return (
    <Field.Root invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        ref={ref}
        name={name}
        value={draft}
        fontFamily="mono"
        autoComplete="off"
        autoCapitalize="off"
        autoCorrect="off"
        spellCheck={false}
        maxLength={maximumExpressionLength}
        placeholder={example}
        onChange={(event) => edit(event.target.value)}
      />
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
});

/** The worked steps of a result, as a numbered list under `data-result="steps"`. */
export function StepsResult({ steps }: { steps: readonly string[] | null }) {
  return (
    <Box>
      <Text fontSize="sm" color="fg.muted">
        Steps
      </Text>
      <Box data-result="steps" mt="1">
        {steps ? (
          <List.Root as="ol" ps="5" gap="1.5" fontSize="sm" lineHeight="1.5">
            {steps.map((step) => (
              <List.Item key={step} overflowWrap="anywhere">
                {step}
              </List.Item>
            ))}
          </List.Root>
        ) : (
          <Text>{placeholder}</Text>
        )}
      </Box>
    </Box>
  );
}

export const expressionHelp = 'Use x, + − * / ^, parentheses, sin, cos, tan, ln, log, sqrt, abs, e and pi; 2x means 2·x.';

/** The chart of a calculus result, in a section of its own below the calculator. */
export function GraphSection({ children }: { children: ReactNode }) {
  return (
    <Box as="section" id="graph" aria-labelledby="graph-heading">
      <Heading as="h2" id="graph-heading" size="xl" mb="4">
        Graph
      </Heading>
      {children}
    </Box>
  );
}
