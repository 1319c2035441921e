import { Box, Button, Grid, Heading, HStack, Text, VisuallyHidden, type ButtonProps } from '@chakra-ui/react';
import { useId, useReducer, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { placeholder } from '../../shared/frame/results.tsx';
import { formatResult } from './evaluate.ts';
import { hasMemory, initialState, keyFromKeyboard, preview, reduce, type AngleMode, type CalculatorState, type Key } from './keypad.ts';
import { Icon } from '../../shared/ui/Icon.tsx';

type KeyKind = 'digit' | 'operator' | 'function' | 'memory' | 'clear' | 'equals';

interface KeypadKey {
  key: Key;
  label: ReactNode;
  /** The accessible name when the visible label is a symbol; digits and the point speak for themselves. */
  name?: string;
  kind: KeyKind;
}

/**
 * A key's accessible name starts with its visible text (WCAG 2.5.3), so 'click sin' works for voice
 * control, and goes on with the spoken meaning: 'sin, sine'.
 */
function accessibleName(label: ReactNode, name: string | undefined): string | undefined {
  if (name === undefined || typeof label !== 'string' || !/[a-z0-9]/i.test(label)) return name;
  if (name.toLowerCase().split(/\s+/).includes(label.toLowerCase())) return name;
  return `${label}, ${name}`;
}

function digit(key: Key): KeypadKey {
  return { key, label: key, kind: 'digit' };
}

/** The keypad, row by row, five keys a row (fits a 390px-wide phone). */
const KEYPAD: readonly KeypadKey[] = [
  { key: 'MC', label: 'MC', name: 'memory clear', kind: 'memory' },
  { key: 'MR', label: 'MR', name: 'memory recall', kind: 'memory' },
  { key: 'M+', label: 'M+', name: 'memory add', kind: 'memory' },
  { key: 'M-', label: 'M−', name: 'memory subtract', kind: 'memory' },
  { key: 'backspace', label: <Icon name="Delete" size={20} />, name: 'backspace', kind: 'clear' },

  { key: 'sin', label: 'sin', name: 'sine', kind: 'function' },
  { key: 'cos', label: 'cos', name: 'cosine', kind: 'function' },
  { key: 'tan', label: 'tan', name: 'tangent', kind: 'function' },
  { key: 'π', label: 'π', name: 'pi', kind: 'function' },
  { key: 'e', label: 'e', name: "Euler's number e", kind: 'function' },

  { key: 'log', label: 'log', name: 'logarithm base 10', kind: 'function' },
  { key: 'ln', label: 'ln', name: 'natural logarithm', kind: 'function' },
  { key: '10^x', label: '10ˣ', name: 'ten to the power x', kind: 'function' },
  { key: 'e^x', label: 'eˣ', name: 'e to the power x', kind: 'function' },
  { key: 'n!', label: 'n!', name: 'factorial', kind: 'function' },

  { key: 'C', label: 'C', name: 'clear', kind: 'clear' },
  { key: '(', label: '(', name: 'open parenthesis', kind: 'operator' },
  { key: ')', label: ')', name: 'close parenthesis', kind: 'operator' },
  { key: '%', label: '%', name: 'percent', kind: 'operator' },
  { key: '÷', label: '÷', name: 'divide', kind: 'operator' },

  { key: '1/x', label: '1/x', name: 'reciprocal', kind: 'function' },
  digit('7'),
  digit('8'),
  digit('9'),
  { key: '×', label: '×', name: 'multiply', kind: 'operator' },

  { key: 'x²', label: 'x²', name: 'square', kind: 'function' },
  digit('4'),
  digit('5'),
  digit('6'),
  { key: '-', label: '−', name: 'subtract', kind: 'operator' },

  { key: '√', label: '√', name: 'square root', kind: 'function' },
  digit('1'),
  digit('2'),
  digit('3'),
  { key: '+', label: '+', name: 'add', kind: 'operator' },

  { key: '^', label: 'xʸ', name: 'power', kind: 'function' },
  { key: '±', label: '±', name: 'change sign', kind: 'digit' },
  digit('0'),
  { key: '.', label: '.', name: 'decimal point', kind: 'digit' },
  { key: '=', label: '=', name: 'equals', kind: 'equals' },
];

const KEY_STYLES: Record<KeyKind, ButtonProps> = {
  digit: { variant: 'surface', colorPalette: 'gray', fontSize: 'xl' },
  operator: { variant: 'subtle', colorPalette: 'blue', fontSize: 'xl' },
  function: { variant: 'subtle', colorPalette: 'gray', fontSize: 'md' },
  memory: { variant: 'outline', colorPalette: 'gray', fontSize: 'sm' },
  clear: { variant: 'subtle', colorPalette: 'red', fontSize: 'lg' },
  equals: { variant: 'solid', colorPalette: 'blue', fontSize: 'xl' },
};

const ANGLE_MODES: readonly { mode: AngleMode; title: string }[] = [
  { mode: 'DEG', title: 'Degrees' },
  { mode: 'RAD', title: 'Radians' },
];

/** What the result element shows: the finished display (a result or 'Error'), else the last result. */
function resultText(state: CalculatorState): string {
  if (state.finished) return state.expression;
  return state.lastResult === null ? placeholder : formatResult(state.lastResult);
}

/**
 * The scientific calculator widget (spec 4.2 with CONVENTIONS D8): expression display with a live
 * preview, keypad, DEG/RAD switch, memory, keyboard input anywhere inside it, and a history.
 */
export function ScientificCalculator() {
  const [state, dispatch] = useReducer(reduce, initialState);
  const rootRef = useRef<HTMLDivElement>(null);
  const historyHeadingId = useId();

  const press = (key: Key) => dispatch({ type: 'press', key });

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    // Enter and Space on a focused button belong to that button.
    if ((event.key === 'Enter' || event.key === ' ') && event.target !== event.currentTarget) return;
    const key = keyFromKeyboard(event.key);
    if (!key) return;
    event.preventDefault();
    press(key);
  }

  // A click on a key leaves focus on the widget itself, so that typing (and Enter for =) goes on working.
  function keepFocusOnWidget(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    rootRef.current?.focus({ preventScroll: true });
  }

  const previewValue = preview(state);
  const previewText = previewValue === null ? null : formatResult(previewValue);
  const memoryText = formatResult(state.memory);

  return (
    <Box
      ref={rootRef}
      role="group"
      aria-label="Scientific calculator"
      tabIndex={0}
      onKeyDown={handleKeyDown}
      w="full"
      maxW="md"
      mx="auto"
      p={{ base: '3', md: '4' }}
      borderWidth="1px"
      rounded="2xl"
      bg="bg"
      shadow="sm"
      outline="none"
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '2px' }}
    >
      <HStack justify="space-between" mb="2">
        <HStack role="group" aria-label="Angle unit" gap="1">
          {ANGLE_MODES.map(({ mode, title }) => (
            <Button
              key={mode}
              size="sm"
              minH="11"
              variant={state.angleMode === mode ? 'solid' : 'outline'}
              colorPalette="blue"
              aria-pressed={state.angleMode === mode}
              title={title}
              onClick={() => press(mode)}
            >
              {mode}
            </Button>
          ))}
        </HStack>
        <Text fontSize="sm" fontWeight="bold" color="blue.600" title={hasMemory(state) ? `Memory: ${memoryText}` : undefined}>
          {hasMemory(state) && (
            <>
              <span aria-hidden="true">M</span>
              <VisuallyHidden>Memory holds {memoryText}</VisuallyHidden>
            </>
          )}
        </Text>
      </HStack>

      <Box bg="gray.900" color="white" rounded="lg" px="4" py="3" textAlign="right" fontFamily="mono">
        <Text fontSize={{ base: '2xl', md: '3xl' }} lineHeight="short" overflowWrap="anywhere">
          <VisuallyHidden>Expression: </VisuallyHidden>
          <span data-testid="expression">{state.expression}</span>
        </Text>
        <Text data-testid="preview" fontSize="md" color="gray.300" minH="6" overflowWrap="anywhere">
          {previewText !== null && previewText !== state.expression ? `= ${previewText}` : null}
        </Text>
      </Box>

      <Box as="section" aria-label="Results" my="3" px="1">
        <Text fontSize="sm" color="fg.muted">
          Result:{' '}
          <Text as="span" role="status" aria-live="polite" data-result="result" fontSize="lg" fontWeight="semibold" color="fg">
            {resultText(state)}
          </Text>
        </Text>
      </Box>

      <Grid templateColumns="repeat(5, minmax(0, 1fr))" gap={{ base: '1.5', sm: '2' }}>
        {KEYPAD.map(({ key, label, name, kind }) => (
          <Button
            key={key}
            {...KEY_STYLES[kind]}
            aria-label={accessibleName(label, name)}
            h={{ base: '12', md: '14' }}
            minW="0"
            px="1"
            onMouseDown={keepFocusOnWidget}
            onClick={() => press(key)}
          >
            {label}
          </Button>
        ))}
      </Grid>
      <Text fontSize="xs" color="fg.muted" mt="2">
        You can type too: digits, + − * / ^ ( ), Enter for =, Backspace, Esc to clear.
      </Text>

      <Box as="section" aria-labelledby={historyHeadingId} mt="5">
        <HStack justify="space-between" mb="2">
          <Heading as="h2" id={historyHeadingId} size="md">
            History
          </Heading>
          <Button
            size="sm"
            minH="11"
            variant="ghost"
            colorPalette="red"
            disabled={state.history.length === 0}
            onClick={() => dispatch({ type: 'clearHistory' })}
          >
            Clear history
          </Button>
        </HStack>
        {state.history.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            No calculations yet.
          </Text>
        ) : (
          <Box as="ol" listStyleType="none" m="0" p="0" maxH="64" overflowY="auto">
            {state.history.map((entry, index) => (
              // Entries have no id: numbering them from the oldest keeps keys stable as new ones arrive on top.
              <li key={state.history.length - index}>
                <Button
                  variant="ghost"
                  w="full"
                  minH="11"
                  justifyContent="space-between"
                  gap="3"
                  fontFamily="mono"
                  fontWeight="normal"
                  onClick={() => dispatch({ type: 'recall', value: entry.result })}
                >
                  <VisuallyHidden>Use the result of </VisuallyHidden>
                  <Text as="span" color="fg.muted" truncate>
                    {entry.expression} =
                  </Text>{' '}
                  <Text as="span" fontWeight="semibold">
                    {formatResult(entry.result)}
                  </Text>
                </Button>
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
