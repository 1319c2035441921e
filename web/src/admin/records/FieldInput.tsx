import { Box, Button, Field, Flex, Input, NativeSelect, Switch, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { IconPicker } from './IconPicker.tsx';
import { fitsEditor, StructuredEditor } from './StructuredEditors.tsx';
import { switchSlotRecipe } from '@chakra-ui/react/theme';
import { readJson, type FieldSpec, type FormValues } from './form.ts';

interface FieldInputProps {
  spec: FieldSpec;
  value: string | boolean;
  onChange: (value: string | boolean) => void;
  /** The parser's message for a JSON field, or the server's message for this field. */
  error?: string;
  locked: boolean;
  disabled: boolean;
  /** For a structured editor: mark the fields its value's problems are about (after a refused save). */
  showProblems?: boolean;
  /** The whole form's values, for an editor whose preview depends on another field. */
  context?: FormValues;
}

/**
 * One form field of a record form, with its label, hint and inline error. The control names its hint
 * and its error with aria-describedby itself: the field's own linking misses an error that appears
 * after the field was first drawn (a server's message).
 */
export function FieldInput({ spec, value, onChange, error, locked, disabled, showProblems = false, context }: FieldInputProps) {
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
  if (spec.kind === 'icon') return <IconPicker label={spec.label} value={text} onChange={onChange} error={error} disabled={disabled} />;
  if (isJson && spec.editor) {
    return (
      <StructuredField
        spec={spec}
        text={text}
        onChange={onChange}
        error={error}
        disabled={disabled}
        describedBy={describedBy}
        errorId={errorId}
        hintId={hintId}
        hint={hint}
        showProblems={showProblems}
        context={context}
      />
    );
  }
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
          type={spec.kind === 'url' ? 'url' : spec.kind === 'integer' ? 'number' : spec.kind === 'datetime' ? 'datetime-local' : 'text'}
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

interface StructuredFieldProps {
  spec: FieldSpec;
  text: string;
  onChange: (value: string) => void;
  error?: string;
  disabled: boolean;
  describedBy?: string;
  errorId: string;
  hintId: string;
  hint?: string;
  showProblems: boolean;
  context?: FormValues;
}

/**
 * A JSON field with a structured editor: the editor while the JSON fits it, the JSON text (D2: the
 * parser's message, Save blocked, the text kept) one click away, and always when it does not fit.
 */
function StructuredField({ spec, text, onChange, error, disabled, describedBy, errorId, hintId, hint, showProblems, context }: StructuredFieldProps) {
  const [raw, setRaw] = useState(false);
  const reading = readJson(spec, text);
  const fits = reading.ok && fitsEditor(spec.editor!, reading.value);
  const showRaw = raw || !fits;
  return (
    <Field.Root invalid={Boolean(error)} disabled={disabled}>
      <Flex justify="space-between" align="center" gap="2" wrap="wrap" width="full">
        <Field.Label>{spec.label}</Field.Label>
        <Button
          size="xs"
          variant="outline"
          disabled={!fits}
          onClick={() => setRaw((previous) => !previous)}
          aria-label={showRaw ? `Edit ${spec.label} as a form` : `Edit ${spec.label} as JSON`}
        >
          {showRaw ? 'Edit as form' : 'Edit as JSON'}
        </Button>
      </Flex>
      {showRaw ? (
        <Textarea
          name={spec.name}
          aria-describedby={describedBy}
          value={text}
          onChange={(event) => onChange(event.currentTarget.value)}
          rows={8}
          fontFamily="mono"
          fontSize="sm"
          spellCheck={false}
        />
      ) : (
        // Focus after a failed save lands on the first field the editor marks, or here, at the top of the editor.
        <Box width="full" data-editor={spec.editor} data-field={spec.name} tabIndex={-1} aria-describedby={describedBy} outline="none">
          <StructuredEditor
            kind={spec.editor!}
            value={reading.ok ? reading.value : null}
            onChange={(next) => onChange(JSON.stringify(next, null, 2))}
            showProblems={showProblems}
            context={context}
          />
        </Box>
      )}
      {!fits && reading.ok && <Field.HelperText>This value does not fit the form editor: edit it as JSON.</Field.HelperText>}
      {hint && <Field.HelperText id={hintId}>{hint}</Field.HelperText>}
      {error && <Field.ErrorText id={errorId}>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
