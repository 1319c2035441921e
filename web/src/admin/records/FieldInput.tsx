import { Field, Input, NativeSelect, Switch, Textarea } from '@chakra-ui/react';
import { useId } from 'react';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import type { FieldSpec } from './form.ts';

interface FieldInputProps {
  spec: FieldSpec;
  value: string | boolean;
  onChange: (value: string | boolean) => void;
  /** The parser's message for a JSON field, or the server's message for this field. */
  error?: string;
  locked: boolean;
  disabled: boolean;
}

/**
 * One form field of a record form, with its label, hint and inline error. The control names its hint
 * and its error with aria-describedby itself: the field's own linking misses an error that appears
 * after the field was first drawn (a server's message).
 */
export function FieldInput({ spec, value, onChange, error, locked, disabled }: FieldInputProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hint = locked && spec.kind !== 'switch' ? 'The slug cannot change after creation.' : spec.hint;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  if (spec.kind === 'switch') {
    return (
      <Field.Root invalid={Boolean(error)} disabled={disabled}>
        <Switch.Root
          recipe={switchSlotRecipe}
          checked={value === true}
          onCheckedChange={(details) => onChange(details.checked)}
          name={spec.name}
          disabled={disabled}
        >
          <Switch.HiddenInput aria-describedby={describedBy} aria-invalid={error ? true : undefined} />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>{spec.onLabel ?? spec.label}</Switch.Label>
        </Switch.Root>
        {hint && <Field.HelperText id={hintId}>{hint}</Field.HelperText>}
        {error && <Field.ErrorText id={errorId}>{error}</Field.ErrorText>}
      </Field.Root>
    );
  }
  const text = typeof value === 'string' ? value : '';
  const isJson = spec.kind === 'json-object' || spec.kind === 'json-array';
  return (
    <Field.Root invalid={Boolean(error)} required={spec.required} readOnly={locked} disabled={disabled}>
      <Field.Label>
        {spec.label}
        {spec.required && <Field.RequiredIndicator />}
      </Field.Label>
      {spec.kind === 'select' ? (
        <NativeSelect.Root>
          <NativeSelect.Field name={spec.name} aria-describedby={describedBy} value={text} onChange={(event) => onChange(event.currentTarget.value)}>
            {(spec.options ?? []).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      ) : spec.kind === 'textarea' || isJson ? (
        <Textarea
          name={spec.name}
          aria-describedby={describedBy}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          rows={isJson ? 8 : 3}
          autoresize={!isJson}
          fontFamily={isJson ? 'mono' : undefined}
          fontSize={isJson ? 'sm' : undefined}
          spellCheck={!isJson}
        />
      ) : (
        <Input
          name={spec.name}
          aria-describedby={describedBy}
          type={spec.kind === 'url' ? 'url' : spec.kind === 'integer' ? 'number' : 'text'}
          inputMode={spec.kind === 'integer' ? 'numeric' : undefined}
          min={spec.kind === 'integer' ? 1 : undefined}
          step={spec.kind === 'integer' ? 1 : undefined}
          placeholder={spec.kind === 'url' ? 'https://' : undefined}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          bg={locked ? 'bg.muted' : undefined}
        />
      )}
      {hint && <Field.HelperText id={hintId}>{hint}</Field.HelperText>}
      {error && <Field.ErrorText id={errorId}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
