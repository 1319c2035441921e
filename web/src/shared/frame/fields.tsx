import { Box, Field, HStack, Input, InputGroup, NativeSelect, Text } from '@chakra-ui/react';
import { memo, useId, type ReactNode } from 'react';
import { useCheckBeforeLive, useEditBeforeLive } from './editsBeforeLive.ts';
import { parseNumberText, toNumber, type NumberValue } from './inputs.ts';
import { useDraft } from './useDraft.ts';

interface NumberFieldProps {
  label: string;
  value: NumberValue;
  onChange: (value: NumberValue) => void;
  /** Shown after the input, e.g. 'in', '%', 'mg'. */
  unit?: ReactNode;
  /** HTML-style bounds: a value outside them gets an inline note; nothing is clamped. */
  min?: number;
  max?: number;
  /** Allows a minus sign, which the decimal keypad of some phones lacks. */
  signed?: boolean;
  /** Counts (scores, packs): a fraction gets 'Enter a whole number.' */
  wholeNumber?: boolean;
  helperText?: ReactNode;
  /** A calculator's own message about this field, shown inline as an error. */
  error?: string | null;
  name?: string;
}

function sameValue(draft: string, value: NumberValue): boolean {
  return (parseNumberText(draft) ?? draft) === value;
}

export function boundsMessage(value: NumberValue, min?: number, max?: number): string | null {
  const number = toNumber(value);
  if (typeof value === 'string' && value.trim() !== '' && Number.isNaN(number)) return 'Enter a number, such as 12 or 3.5.';
  if (Number.isNaN(number)) return null;
  if (min !== undefined && max !== undefined && (number < min || number > max)) return `Enter a value from ${min} to ${max}.`;
  if (min !== undefined && number < min) return `Enter a value of at least ${min}.`;
  if (max !== undefined && number > max) return `Enter a value of at most ${max}.`;
  return null;
}

function wholeNumberMessage(value: NumberValue): string | null {
  const number = toNumber(value);
  return Number.isFinite(number) && !Number.isInteger(number) ? 'Enter a whole number.' : null;
}

/** A calculator's own message for a value that must be above zero (0 or less), or null. */
export function positiveError(value: NumberValue, message: string): string | null {
  return typeof value === 'number' && value <= 0 ? message : null;
}

/**
 * A decimal input that keeps what the visitor types ('4.', '-', '') while the URL holds the parsed
 * value, and re-syncs when the value changes from outside (a reset, a unit conversion, back): see
 * useDraft.
 */
export const NumberField = memo(function NumberField({
  label,
  value,
  onChange,
  unit,
  min,
  max,
  signed = false,
  wholeNumber = false,
  helperText,
  error,
  name,
}: NumberFieldProps) {
  const [draft, edit] = useDraft(value, onChange, { read: (text) => parseNumberText(text) ?? text, matches: sameValue });
  const message = error ?? boundsMessage(value, min, max) ?? (wholeNumber ? wholeNumberMessage(value) : null);
  const ref = useEditBeforeLive<HTMLInputElement>(draft, edit);
  const input = (
    <Input
      ref={ref}
      name={name}
      value={draft}
      inputMode={signed ? 'text' : 'decimal'}
      autoComplete="off"
      spellCheck={false}
      onChange={(event) => edit(event.target.value)}
    />
  );
  return (
    <Field.Root invalid={message !== null}>
      <Field.Label>{label}</Field.Label>
      {unit ? <InputGroup endAddon={unit}>{input}</InputGroup> : input}
      {helperText && !message && <Field.HelperText>{helperText}</Field.HelperText>}
      {message && <Field.ErrorText>{message}</Field.ErrorText>}
    </Field.Root>
  );
});

interface Choice<Value extends string> {
  value: Value;
  label: string;
}

interface ChoiceFieldProps<Value extends string> {
  label: string;
  value: Value;
  choices: readonly Choice<Value>[];
  onChange: (value: Value) => void;
}

/** A compact native select, for units and long option lists; opaque, so it reads the same on a shaded row. */
export const SelectField = memo(function SelectField<Value extends string>({ label, value, choices, onChange }: ChoiceFieldProps<Value>) {
  // The choice shows at once, while it makes its round trip through the URL.
  const [shown, choose] = useDraft(value, onChange);
  const ref = useEditBeforeLive<HTMLSelectElement>(shown, choose);
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field ref={ref} value={shown} onChange={(event) => choose(event.target.value)} bg="bg">
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}) as <Value extends string>(props: ChoiceFieldProps<Value>) => ReactNode;

/** A segmented choice of two to four options, built on native radio buttons. */
export const SegmentedField = memo(function SegmentedField<Value extends string>({ label, value, choices, onChange }: ChoiceFieldProps<Value>) {
  const name = useId();
  const [shown, choose] = useDraft(value, onChange);
  return (
    <Box as="fieldset" minW="0">
      <Text as="legend" fontSize="sm" fontWeight="medium" mb="1.5">
        {label}
      </Text>
      <HStack gap="0" borderWidth="1px" rounded="lg" p="1" bg="gray.50" width="100%">
        {choices.map((choice) => (
          <Segment
            key={choice.value}
            name={name}
            value={choice.value}
            label={choice.label}
            checked={choice.value === shown}
            onChoose={() => choose(choice.value)}
          />
        ))}
      </HStack>
    </Box>
  );
}) as <Value extends string>(props: ChoiceFieldProps<Value>) => ReactNode;

function Segment({ name, value, label, checked, onChoose }: { name: string; value: string; label: string; checked: boolean; onChoose: () => void }) {
  const ref = useCheckBeforeLive(checked, onChoose);
  return (
    <Box
      as="label"
      flex="1"
      textAlign="center"
      cursor="pointer"
      rounded="md"
      px="3"
      py="1.5"
      fontSize="sm"
      fontWeight={checked ? 'semibold' : 'normal'}
      bg={checked ? 'bg' : undefined}
      color={checked ? 'blue.700' : 'fg'}
      shadow={checked ? 'sm' : undefined}
      _focusWithin={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '1px' }}
    >
      <input
        ref={ref}
        type="radio"
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        style={{ position: 'absolute', opacity: 0, width: 1, height: 1 }}
      />
      {label}
    </Box>
  );
}
