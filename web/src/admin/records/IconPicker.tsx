import { Button, Field, Flex } from '@chakra-ui/react';
import { useId } from 'react';
import { iconNames } from '../../catalogue/types.ts';
import { Icon } from '../../shared/ui/Icon.tsx';

interface IconPickerProps {
  /** What the icon is for, e.g. 'Icon' or 'Section 2, cards 1, card 3 icon'; the chosen icon's name follows it. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  disabled?: boolean;
}

/** The site's icons to choose from, each drawn, the chosen one pressed; the message names the group it belongs to. */
export function IconPicker({ label, value, onChange, error, disabled = false }: IconPickerProps) {
  const id = useId();
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Field.Label id={`${id}-label`}>
        {label}: {value || 'none'}
      </Field.Label>
      <Flex role="group" aria-labelledby={`${id}-label`} aria-describedby={error ? `${id}-error` : undefined} gap="1" wrap="wrap">
        {iconNames.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={name === value ? 'solid' : 'outline'}
            colorPalette={name === value ? 'blue' : undefined}
            aria-pressed={name === value}
            aria-label={name}
            title={name}
            onClick={() => onChange(name)}
            disabled={disabled}
            px="2"
          >
            <Icon name={name} size={18} />
          </Button>
        ))}
      </Flex>
      {error && <Field.ErrorText id={`${id}-error`}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
