import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DIVISION_BY_ZERO, NOT_REAL, NOT_WHOLE, TOO_LARGE } from './evaluate.ts';
import {
  ERROR_DISPLAY,
  HISTORY_LIMIT,
  KEYS,
  clearHistory,
  enteredExpression,
  hasMemory,
  initialState,
  keyFromKeyboard,
  press,
  preview,
  recall,
  reduce,
  typeLetter,
  type CalculatorState,
  type Key,
} from './keypad.ts';

function isKey(value: string): value is Key {
  return (KEYS as readonly string[]).includes(value);
}

/**
 * Presses keys from the start, or from `state`. An argument that names a key is that key ('sin',
 * 'x²', 'MR'); any other argument is typed character by character ('12+3×4=').
 */
function run(...entries: (string | CalculatorState)[]): CalculatorState {
  let state = initialState;
  for (const entry of entries) {
    if (typeof entry !== 'string') {
      state = entry;
      continue;
    }
    const keys = isKey(entry) ? [entry] : [...entry];
    for (const key of keys) {
      if (!isKey(key)) throw new Error(`not a key: ${key}`);
      state = press(state, key);
    }
  }
  return state;
}

function display(...entries: (string | CalculatorState)[]): string {
  return run(...entries).expression;
}

describe('the starting state', () => {
  it('shows 0, in degrees, with empty memory and history and no result', () => {
    expect(initialState).toMatchObject({ expression: '0', finished: false, angleMode: 'DEG', memory: 0, history: [], lastResult: null });
    expect(hasMemory(initialState)).toBe(false);
  });
});

describe('digits', () => {
  it('appends a digit to the number being typed', () => expect(display('123')).toBe('123'));
  it('replaces a lone leading zero with the digit', () => expect(display('07')).toBe('7'));
  it('does not write leading zeros: 0 then 0 stays 0', () => expect(display('00')).toBe('0'));
  it('keeps zeros inside and after a number', () => {
    expect(display('100')).toBe('100');
    expect(display('0.05')).toBe('0.05');
  });
  it('replaces a lone zero typed after an operator: 5+0 then 3 gives 5+3', () => expect(display('5+03')).toBe('5+3'));
  it('starts a new number after an operator', () => expect(display('12+34')).toBe('12+34'));
  it('starts a new expression after a finished result', () => {
    const state = run('2+3=', '7');
    expect(state.expression).toBe('7');
    expect(state.finished).toBe(false);
  });
  it('multiplies after a closing parenthesis or a constant: (2) then 3 gives (2)×3', () => {
    expect(display('(2)3')).toBe('(2)×3');
    expect(display('π2')).toBe('π×2');
  });
  it('replaces a computed value instead of appending to it: 2+3 x² then 4 gives 2+4', () => expect(display('2+3', 'x²', '4')).toBe('2+4'));
});

describe('decimal point', () => {
  it('adds a point to the number being typed', () => expect(display('1.5')).toBe('1.5'));
  it('gives 0. on the starting 0', () => expect(display('.')).toBe('0.'));
  it('adds no second point to the same number', () => expect(display('1.2.3')).toBe('1.23'));
  it('adds no point to a number ending in a point', () => expect(display('1..')).toBe('1.'));
  it('allows a point in each number of the expression', () => expect(display('1.5+2.5')).toBe('1.5+2.5'));
  it('gives 0. at the start of a new number after an operator', () => expect(display('2+.')).toBe('2+0.'));
  it('gives 0. after an opening parenthesis', () => expect(display('(.')).toBe('(0.'));
  it('gives 0. after a finished result', () => {
    const state = run('2+3=', '.');
    expect(state.expression).toBe('0.');
    expect(state.finished).toBe(false);
  });
  it('multiplies after a constant: π then . gives π×0.', () => expect(display('π.')).toBe('π×0.'));
  it('evaluates a number ending in a point as that number: 2.+3 = 5', () => expect(display('2.+3=')).toBe('5'));
});

describe('operators', () => {
  it('appends an operator', () => expect(display('2+')).toBe('2+'));
  it('appends an operator to the starting 0', () => expect(display('-5')).toBe('0-5'));
  it('replaces a trailing operator with the new one', () => {
    expect(display('2+×')).toBe('2×');
    expect(display('2×+')).toBe('2+');
    expect(display('2-^')).toBe('2^');
    expect(display('2+-')).toBe('2-');
  });
  it('continues from a finished result: 5 = then + 2 = gives 7', () => {
    expect(display('5=+')).toBe('5+');
    expect(display('5=+2=')).toBe('7');
  });
  it('continues from a result at full precision: 1÷3= then ×3= gives 1', () => expect(display('1÷3=×3=')).toBe('1'));
  it('allows only a minus sign straight after an opening parenthesis', () => {
    expect(display('(-')).toBe('(-');
    expect(display('(×')).toBe('(');
    expect(display('(-+')).toBe('(-');
    expect(display('(--')).toBe('(-');
  });
  it('raises a leading negative number as a whole: 5 ± ^ 2 = gives (-5)^2 = 25', () => {
    expect(display('5±^')).toBe('(-5)^');
    expect(display('5±^2=')).toBe('25');
  });
  it('raises a negative result as a whole: (0-3)= ^2= gives 9', () => {
    expect(display('0-3=^')).toBe('(-3)^');
    expect(display('0-3=^2=')).toBe('9');
  });
  it('does nothing after Error', () => expect(display('2+=', '+')).toBe(ERROR_DISPLAY));
});

describe('a minus after ×, ÷ or ^ is a sign, as on a handheld scientific calculator', () => {
  it('3×-2 = -6', () => {
    expect(display('3×-')).toBe('3×-');
    expect(display('3×-2=')).toBe('-6');
  });
  it('8÷-2 = -4', () => expect(display('8÷-2=')).toBe('-4'));
  it('2^-1 = 0.5', () => expect(display('2^-1=')).toBe('0.5'));
  it('binds looser than ^: 2×-3^2 = -18', () => expect(display('2×-3^2=')).toBe('-18'));
  it('works from the keyboard too: 3*-2 Enter gives -6', () => {
    let state = initialState;
    for (const eventKey of ['3', '*', '-', '2', 'Enter']) {
      const key = keyFromKeyboard(eventKey);
      if (key) state = press(state, key);
    }
    expect(state.expression).toBe('-6');
  });
  it('a second minus adds nothing: 3×-- stays 3×-', () => expect(display('3×--')).toBe('3×-'));
  it('another operator replaces the operator and its sign: 3×- then + gives 3+', () => {
    expect(display('3×-+')).toBe('3+');
    expect(display('3×-÷')).toBe('3÷');
  });
  it('backspace removes the sign alone: 3×- then backspace gives 3×', () => expect(display('3×-', 'backspace')).toBe('3×'));
  it('signs an opening parenthesis: 2×-(1+2) = -6', () => expect(display('2×-(1+2)=')).toBe('-6'));
  it('takes the sign into a function key’s operand: 2×-4 then x² gives 2×16', () => expect(display('2×-4', 'x²')).toBe('2×16'));
  it('± takes the sign off again: 2×-5 ± gives 2×5', () => expect(display('2×-5±')).toBe('2×5'));
  it('a minus after + or − still replaces it: 5+- gives 5-', () => expect(display('5+-3=')).toBe('2'));
});

describe('parentheses', () => {
  it('replaces the starting 0 with an opening parenthesis', () => expect(display('(')).toBe('('));
  it('multiplies before an opening parenthesis that follows a number: 2( gives 2×(', () => expect(display('2(')).toBe('2×('));
  it('multiplies between groups: (1+2)(3+4) = 21', () => {
    expect(display('(1+2)(')).toBe('(1+2)×(');
    expect(display('(1+2)(3+4)=')).toBe('21');
  });
  it('starts a new expression with ( after a result', () => expect(display('2+3=(')).toBe('('));
  it('closes a parenthesis only when one is open', () => expect(display('2)')).toBe('2'));
  it('closes a parenthesis only after an operand', () => {
    expect(display('(2+)')).toBe('(2+');
    expect(display('()')).toBe('(');
    expect(display('(2+3)')).toBe('(2+3)');
  });
  it('ignores a closing parenthesis after a finished result', () => expect(display('(2=)')).toBe('2'));
});

describe('equals', () => {
  it('applies precedence: 2+3×4 = 14', () => expect(display('2+3×4=')).toBe('14'));
  it('applies parentheses: (2+3)×4 = 20', () => expect(display('(2+3)×4=')).toBe('20'));
  it('raises to powers from the right: 2^3^2 = 512', () => expect(display('2^3^2=')).toBe('512'));
  it('raises before negating inside parentheses: (-2^2) = -4', () => expect(display('(-2^2)=')).toBe('-4'));
  it('subtracts from the left: 10-4-3 = 3', () => expect(display('10-4-3=')).toBe('3'));
  it('divides from the left: 12÷4÷3 = 1', () => expect(display('12÷4÷3=')).toBe('1'));
  it('closes unbalanced parentheses at the end: (2+3 = 5, ((2+3)×4 = 20', () => {
    expect(display('(2+3=')).toBe('5');
    expect(display('((2+3)×4=')).toBe('20');
  });
  it('marks the display as a finished result and remembers it as the last result', () => {
    const state = run('2+3×4=');
    expect(state.finished).toBe(true);
    expect(state.lastResult).toBe(14);
  });
  it('hides binary noise: 0.1+0.2 = 0.3', () => expect(display('0.1+0.2=')).toBe('0.3'));
  it('shows 12 significant digits: 1÷3 = 0.333333333333', () => expect(display('1÷3=')).toBe('0.333333333333'));
  it('says it cannot divide by zero: 1÷0, -1÷0 and 0÷0', () => {
    for (const keys of ['1÷0=', '1±÷0=', '0÷0=']) {
      const state = run(keys);
      expect(state.expression, keys).toBe(DIVISION_BY_ZERO);
      expect(state).toMatchObject({ finished: true, error: true });
    }
  });
  it('says a result is not a real number: (-8)^(1÷3), √ of -4 inside an expression', () => {
    expect(display('(-8)^(1÷3)=')).toBe(NOT_REAL);
    expect(display('2+(0-4)^0.5=')).toBe(NOT_REAL);
  });
  it('says 10^400 is too large', () => expect(display('10^400=')).toBe(TOO_LARGE));
  it('says 3.5! needs a whole number', () => expect(display('3.5', 'n!')).toBe(NOT_WHOLE));
  it('shows Error for a dangling operator, and keeps the last result', () => {
    const state = run('7=', '2+=');
    expect(state.expression).toBe(ERROR_DISPLAY);
    expect(state.finished).toBe(true);
    expect(state.lastResult).toBe(7);
  });
  it('shows Error for empty parentheses', () => expect(display('(=')).toBe(ERROR_DISPLAY));
  it('does nothing when the display already holds a result', () => {
    const state = run('2+3=');
    expect(press(state, '=')).toBe(state);
  });
  it('after a maths error, an operator does nothing and a digit starts a new expression', () => {
    expect(display('1÷0=+')).toBe(DIVISION_BY_ZERO);
    const state = run('1÷0=+1');
    expect(state).toMatchObject({ expression: '1', finished: false, error: false });
  });
  it('keeps the last result when a maths error shows', () => expect(run('7=', '1÷0=').lastResult).toBe(7));
});

describe('after Error', () => {
  const error = run('2+=');
  it('starts a new expression with a digit', () => expect(display(error, '5')).toBe('5'));
  it('starts a new expression with a point, a parenthesis or a constant', () => {
    expect(display(error, '.')).toBe('0.');
    expect(display(error, '(')).toBe('(');
    expect(display(error, 'π')).toBe('π');
  });
  it('ignores the keys that act on a number, ± and memory additions', () => {
    expect(run(error, 'x²')).toBe(error);
    expect(run(error, '±')).toBe(error);
    expect(run(error, 'M+').memory).toBe(0);
  });
  it('backspace clears to 0', () => expect(display(error, 'backspace')).toBe('0'));
});

describe('function keys that enter their function with its bracket', () => {
  it.each([
    ['sin', '30', '0.5'],
    ['cos', '60', '0.5'],
    ['tan', '45', '1'],
    ['sin', '90', '1'],
    ['cos', '90', '0'],
    ['sin', '180', '0'],
    ['tan', '90', NOT_REAL],
    ['tan', '270', NOT_REAL],
    ['log', '1000', '3'],
    ['log', '1', '0'],
    ['ln', 'e', '1'],
    ['√', '16', '4'],
    ['√', '9', '3'],
    ['√', '2', '1.41421356237'],
    ['log', '0', NOT_REAL],
    ['ln', '0', NOT_REAL],
    ['10^x', '400', TOO_LARGE],
    ['e^x', '1000', TOO_LARGE],
    ['10^x', '3', '1000'],
    ['e^x', '0', '1'],
    ['e^x', '1', '2.71828182846'],
  ])('%s then %s then = shows %s (degrees)', (key, operand, expected) => {
    expect(display(key, operand, '=')).toBe(expected);
  });

  it('sin 3 0 = is sin(30) = 0.5, and the history says so', () => {
    const state = run('sin', '30=');
    expect(state.expression).toBe('0.5');
    expect(state.history[0]).toEqual({ expression: 'sin(30)', result: 0.5 });
  });
  it('shows the function with its open bracket, and = closes it', () => {
    expect(display('sin', '30')).toBe('sin(30');
    expect(display('√')).toBe('√(');
    expect(display('10^x')).toBe('10^(');
    expect(display('e^x', '2')).toBe('e^(2');
    expect(display('2+', 'sin', '(30')).toBe('2+sin(30');
    expect(display('2+', 'sin', '(30', '=')).toBe('2.5');
  });
  it('multiplies after a number or a bracket: 2 then sin gives 2×sin(', () => {
    expect(display('2', 'sin')).toBe('2×sin(');
    expect(display('(1+1)', '√', '9=')).toBe('6');
  });
  it('takes the opening bracket typed next as its own: sin ( 30 ) = is 0.5, 2 + sin ( 30 is 2+sin(30', () => {
    expect(display('sin', '(30)')).toBe('sin(30)');
    expect(display('sin', '(30)=')).toBe('0.5');
    // A second bracket is a bracket of its own.
    expect(display('sin', '((30')).toBe('sin((30');
  });
  it('nests: sin then cos gives sin(cos(, and = closes both', () => {
    expect(display('sin', 'cos', '0')).toBe('sin(cos(0');
    expect(display('RAD', 'cos', 'sin', '0=')).toBe('1');
  });
  it('takes a finished result: 4+5= then √ gives √(9, and = gives 3', () => {
    expect(display('4+5=', '√')).toBe('√(9');
    expect(display('4+5=', '√', '=')).toBe('3');
    // At full precision: 1÷3= then 10^x = is 10^(1/3), not of 0.333333333333.
    expect(run('1÷3=', '10^x', '=').lastResult).toBe(10 ** (1 / 3));
  });
  it('lets a number typed after it replace the result: 4+5= then √ 16 = is 4, and √(16) typed in full too', () => {
    expect(display('4+5=', '√', '16=')).toBe('4');
    expect(display('4+5=', '√', '(16)+1=')).toBe('5');
  });
  it('starts a new expression after an error', () => expect(display('1÷0=', 'sin', '30=')).toBe('0.5'));
  it('removes the function and its bracket with one backspace', () => {
    expect(display('2+', 'sin', 'backspace')).toBe('2+');
    expect(display('sin', 'backspace')).toBe('0');
  });
  it('√ of a negative number is not a real number', () => expect(display('√', '4±', '=')).toBe(NOT_REAL));
  it('log and ln of a negative number are not real numbers', () => {
    expect(display('ln', '1±', '=')).toBe(NOT_REAL);
    expect(display('log', '100±', '=')).toBe(NOT_REAL);
  });
  it('sin(π/2) = 1 in radian mode', () => expect(display('RAD', 'sin', 'π÷2', '=')).toBe('1'));
  it('sin 90 in radian mode is sin of 90 radians', () => expect(display('RAD', 'sin', '90=')).toBe('0.893996663601'));
  it('previews the value of the open expression: sin 30 previews 0.5', () => expect(preview(run('sin', '30'))).toBe(0.5));
});

describe('function keys that act on the number or bracket before them', () => {
  it.each([
    ['x²', '5', '25'],
    ['1/x', '4', '0.25'],
    ['1/x', '0', DIVISION_BY_ZERO],
    ['n!', '5', '120'],
    ['n!', '0', '1'],
    ['n!', '1', '1'],
    ['n!', '2.5', NOT_WHOLE],
    ['n!', '171', TOO_LARGE],
    ['%', '50', '0.5'],
  ])('%s of %s shows %s', (key, operand, expected) => {
    expect(display(operand, key)).toBe(expected);
  });

  it('(-1)! needs a whole number', () => expect(display('1±', 'n!')).toBe(NOT_WHOLE));
  it('a maths error in a function key on part of the display shows the error: 5+0 then 1/x', () => {
    expect(run('5+0', '1/x')).toMatchObject({ expression: DIVISION_BY_ZERO, finished: true, error: true });
  });
  it('x² of a negative number is positive: (-3)² = 9', () => expect(display('3±', 'x²')).toBe('9'));
  it('replaces the display with the value and marks it finished when the operand is the whole display', () => {
    const state = run('3', 'x²');
    expect(state.expression).toBe('9');
    expect(state.finished).toBe(true);
    expect(state.lastResult).toBe(9);
  });
  it('applies to the trailing number only: 2+3 then x² gives 2+9, not finished', () => {
    const state = run('2+3', 'x²');
    expect(state.expression).toBe('2+9');
    expect(state.finished).toBe(false);
    expect(display(state, '=')).toBe('11');
  });
  it('applies to a trailing parenthesised group: 2×(1+2) then x² gives 2×9', () => expect(display('2×(1+2)', 'x²')).toBe('2×9'));
  it('applies to a trailing constant: 2+π then x² gives 2+9.86960440109', () => expect(display('2+π', 'x²')).toBe('2+9.86960440109'));
  it('applies to the number inside an open parenthesis: (2+3 then x² gives (2+9', () => expect(display('(2+3', 'x²')).toBe('(2+9'));
  it('writes a negative value after an operator in parentheses: 2+(0-2) then 1/x gives 2+(-0.5)', () => {
    expect(display('2+(0-2)', '1/x')).toBe('2+(-0.5)');
    expect(display('2+(0-2)', '1/x', '=')).toBe('1.5');
  });
  it('does nothing when no operand ends the display: 2+ then x²', () => expect(display('2+', 'x²')).toBe('2+'));
  it('lets a digit start a new expression after a function of the whole display', () => expect(display('3', 'x²', '5')).toBe('5'));
  it('keeps full precision: √2 = then x² shows 2, and minus 2 gives exactly 0', () => {
    expect(display('√', '2=', 'x²')).toBe('2');
    expect(display('√', '2=', 'x²', '-2=')).toBe('0');
  });
});

describe('percent', () => {
  it('after + is that percentage of what stands before: 200 + 10 % = 220', () => {
    expect(display('200+10', '%')).toBe('200+20');
    expect(display('200+10', '%', '=')).toBe('220');
  });
  it('after − likewise: 200 − 10 % = 180', () => expect(display('200-10', '%', '=')).toBe('180'));
  it('takes all that stands before the sign: 2 × 100 + 10 % = 220, 50 + 100 + 10 % = 165', () => {
    expect(display('2×100+10', '%', '=')).toBe('220');
    expect(display('50+100+10', '%', '=')).toBe('165');
  });
  it('takes what stands before the sign inside the same bracket: 3 × (100 + 10 %) = 330', () => {
    expect(display('3×(100+10', '%')).toBe('3×(100+10');
    expect(display('3×(100+10', '%', ')=')).toBe('330');
  });
  it('divides by 100 anywhere else: 50 × 10 % = 5, 10 % = 0.1', () => {
    expect(display('50×10', '%')).toBe('50×0.1');
    expect(display('50×10', '%', '=')).toBe('5');
    expect(display('10', '%')).toBe('0.1');
  });
});

describe('function names typed on a keyboard', () => {
  const typed = (text: string, state: CalculatorState = initialState) => [...text].reduce((next, letter) => typeLetter(next, letter), state);

  it('enters a function as its key does: s i n, then 30 = is 0.5', () => {
    const state = typed('sin');
    expect(state.expression).toBe('sin(');
    expect(display(state, '30=')).toBe('0.5');
  });
  it('takes sin(30) typed in full: the bracket after the name is the function’s own', () => {
    expect(display(typed('sin'), '(30)=')).toBe('0.5');
  });
  it('reads cos, tan, log, ln, sqrt, pi and e', () => {
    expect(typed('cos').expression).toBe('cos(');
    expect(typed('tan').expression).toBe('tan(');
    expect(typed('log').expression).toBe('log(');
    expect(typed('ln').expression).toBe('ln(');
    expect(typed('sqrt').expression).toBe('√(');
    expect(typed('pi').expression).toBe('π');
    expect(typed('e').expression).toBe('e');
    expect(display(typed('sqrt'), '9=')).toBe('3');
  });
  it('holds the letters of a name not yet complete, and drops letters no name goes on with', () => {
    expect(typed('si')).toMatchObject({ expression: '0', letters: 'si' });
    expect(typed('x')).toMatchObject({ expression: '0', letters: '' });
    expect(typed('sx')).toMatchObject({ letters: '' });
    expect(typed('sxcos').expression).toBe('cos(');
    expect(typed('Sin').expression).toBe('sin(');
  });
  it('forgets unfinished letters at the next key, and backspace takes one back', () => {
    expect(run(typed('si'), '5')).toMatchObject({ expression: '5', letters: '' });
    expect(run(typed('si'), 'backspace')).toMatchObject({ expression: '0', letters: 's' });
  });
  it('multiplies after a number, as a key does: 2 then pi gives 2×π', () => expect(typed('pi', run('2')).expression).toBe('2×π'));
});

describe('plus/minus', () => {
  it('toggles the sign of a lone number: 5 → -5 → 5', () => {
    expect(display('5±')).toBe('-5');
    expect(display('5±±')).toBe('5');
  });
  it('lets typing continue after the sign: 5 ± 3 gives -53', () => expect(display('5±3')).toBe('-53'));
  it('negates the trailing operand after an operator in parentheses: 2+5 → 2+(-5) → 2+5', () => {
    expect(display('2+5±')).toBe('2+(-5)');
    expect(display('2+5±±')).toBe('2+5');
  });
  it('evaluates the negated operand correctly: 2+5 ± = gives -3, 2-5 ± = gives 7', () => {
    expect(display('2+5±=')).toBe('-3');
    expect(display('2-5±=')).toBe('7');
  });
  it('puts the sign inside an open parenthesis: (5 → (-5', () => expect(display('(5±')).toBe('(-5'));
  it('negates a whole group: (2+3) → -(2+3) → (2+3)', () => {
    expect(display('(2+3)±')).toBe('-(2+3)');
    expect(display('(2+3)±±')).toBe('(2+3)');
  });
  it('removes parentheses it no longer needs: 2×(-3) → 2×3', () => expect(display('2×(-3)±')).toBe('2×3'));
  it('negates a finished result, which stays finished', () => {
    const state = run('3+4=', '±');
    expect(state.expression).toBe('-7');
    expect(state.finished).toBe(true);
    expect(state.lastResult).toBe(-7);
  });
  it('keeps a negated computed value exact: 1÷3= ± ×3= gives -1', () => expect(display('1÷3=±×3=')).toBe('-1'));
  it('turns the starting 0 into a negative number once a digit follows', () => expect(display('0±5')).toBe('-5'));
  it('does nothing after an operator', () => expect(display('2×±')).toBe('2×'));
});

describe('backspace', () => {
  it('removes the last character', () => expect(display('123', 'backspace')).toBe('12'));
  it('removes an operator', () => expect(display('12+', 'backspace')).toBe('12'));
  it('leaves 0 when the last character goes', () => expect(display('7', 'backspace')).toBe('0'));
  it('leaves 0 rather than a lone minus sign', () => expect(display('5±', 'backspace')).toBe('0'));
  it('clears a finished result to 0', () => {
    const state = run('2+3=', 'backspace');
    expect(state.expression).toBe('0');
    expect(state.finished).toBe(false);
  });
  it('removes a computed number in exponent notation whole: 2^50= + then back twice gives 0', () => {
    expect(display('2^50=+')).toBe('1.12589990684e+15+');
    expect(display('2^50=+', 'backspace', 'backspace')).toBe('0');
  });
  it('clears a maths error to 0', () => expect(run('1÷0=', 'backspace')).toMatchObject({ expression: '0', error: false }));
  it('makes an edited computed value ordinary text: 1÷3= + then back twice leaves 0.33333333333', () => {
    expect(display('1÷3=+', 'backspace', 'backspace')).toBe('0.33333333333');
  });
});

describe('C', () => {
  it('resets the expression to 0 and forgets the last result', () => {
    const state = run('2+3=', '4+', 'C');
    expect(state.expression).toBe('0');
    expect(state.finished).toBe(false);
    expect(state.lastResult).toBeNull();
  });
  it('keeps memory, history and the angle mode', () => {
    const state = run('RAD', '5', 'M+', '2+3=', 'C');
    expect(state.memory).toBe(5);
    expect(state.history).toHaveLength(1);
    expect(state.angleMode).toBe('RAD');
  });
});

describe('constants', () => {
  it('replaces the starting 0 with π', () => expect(display('π')).toBe('π'));
  it('multiplies after a number: 2π gives 2×π = 6.28318530718', () => {
    expect(display('2π')).toBe('2×π');
    expect(display('2π=')).toBe('6.28318530718');
  });
  it('appends e after an operator: 1+e = 3.71828182846', () => expect(display('1+e=')).toBe('3.71828182846'));
  it('starts a new expression after a result', () => expect(display('2+3=e')).toBe('e'));
});

describe('memory', () => {
  it('starts empty, with no M indicator', () => expect(hasMemory(initialState)).toBe(false));
  it('M+ adds the value of the display to memory and leaves the display as it is, still being typed', () => {
    const state = run('2+3', 'M+');
    expect(state.memory).toBe(5);
    expect(state.expression).toBe('2+3');
    expect(hasMemory(state)).toBe(true);
    expect(display(state, '4')).toBe('2+34');
  });
  it('M+ closes open parentheses to evaluate the display: (2+3 adds 5', () => expect(run('(2+3', 'M+').memory).toBe(5));
  it('M+ twice adds twice', () => expect(run('4', 'M+', 'M+').memory).toBe(8));
  it('M- subtracts the value of the display', () => expect(run('10', 'M+', 'C', '3', 'M-').memory).toBe(7));
  it('M+ of a finished result adds that result', () => expect(run('6×7=', 'M+').memory).toBe(42));
  it('ignores M+ when the display is not a valid expression', () => expect(run('2+', 'M+').memory).toBe(0));
  it('does not store an expression without a real value', () => {
    expect(run('1÷0', 'M+').memory).toBe(0);
    expect(run('0÷0=', 'M+').memory).toBe(0);
  });
  it('keeps its value when an addition would overflow', () => expect(run('10^308', 'M+', 'M+').memory).toBe(1e308));
  it('MR starts a new expression with the memory after a result', () => {
    const state = run('5', 'M+', '2+3=', 'MR');
    expect(state.expression).toBe('5');
    expect(state.finished).toBe(false);
  });
  it('MR replaces the starting 0', () => expect(display('5', 'M+', 'C', 'MR')).toBe('5'));
  it('MR fills the operand after an operator: 2+ MR gives 2+5', () => expect(display('5', 'M+', 'C', '2+', 'MR')).toBe('2+5'));
  it('MR after a number multiplies: 3 MR gives 3×5', () => expect(display('5', 'M+', 'C', '3', 'MR')).toBe('3×5'));
  it('MR writes a negative memory in parentheses after an operator: 2× MR gives 2×(-5)', () => {
    expect(display('5', 'M-', 'C', '2×', 'MR')).toBe('2×(-5)');
    expect(display('5', 'M-', 'C', '2×', 'MR', '=')).toBe('-10');
  });
  it('keeps memory at full precision: (1÷3) added three times recalls as 1', () => expect(display('1÷3=', 'M+', 'M+', 'M+', 'C', 'MR', '=')).toBe('1'));
  it('cancels binary noise in memory: 0.1 M+ 0.2 M+ then MR−0.3 = 0', () => expect(display('0.1', 'M+', 'C', '0.2', 'M+', 'C', 'MR', '-0.3=')).toBe('0'));
  it('MC clears the memory and the M indicator', () => {
    const state = run('5', 'M+', 'MC');
    expect(state.memory).toBe(0);
    expect(hasMemory(state)).toBe(false);
  });
});

describe('history', () => {
  it('stores each = as {expression, result}, most recent first', () => {
    const state = run('2+3=', '4×5=');
    expect(state.history).toEqual([
      { expression: '4×5', result: 20 },
      { expression: '2+3', result: 5 },
    ]);
  });
  it('stores the expression with its parentheses closed', () => expect(run('(2+3=').history[0]).toEqual({ expression: '(2+3)', result: 5 }));
  it('stores a continued result under the expression shown: 5= +2= stores 5+2', () =>
    expect(run('5=+2=').history[0]).toEqual({ expression: '5+2', result: 7 }));
  it('does not store a maths error', () => {
    expect(run('1÷0=').history).toEqual([]);
    expect(run('10^400=').history).toEqual([]);
  });
  it('does not store a syntax error', () => expect(run('2+=').history).toEqual([]));
  it(`keeps only the ${HISTORY_LIMIT} most recent entries`, () => {
    let state = initialState;
    for (let n = 1; n <= HISTORY_LIMIT + 1; n++) state = run(state, `${n}+0=`);
    expect(state.history).toHaveLength(HISTORY_LIMIT);
    expect(state.history[0]?.result).toBe(HISTORY_LIMIT + 1);
    expect(state.history.at(-1)?.result).toBe(2);
  });
  it('recall puts an entry’s result in the expression like MR: after a result, alone; after an operator, as the operand', () => {
    expect(recall(run('2+3='), 20).expression).toBe('20');
    expect(recall(run('2+'), 20).expression).toBe('2+20');
    expect(recall(initialState, 1 / 3).expression).toBe('0.333333333333');
    expect(display(recall(run('3×'), 1 / 3), '=')).toBe('1');
  });
  it('clearHistory empties the history and nothing else', () => {
    const state = clearHistory(run('5', 'M+', 'C', '2+3='));
    expect(state.history).toEqual([]);
    expect(state.memory).toBe(5);
    expect(state.expression).toBe('5');
  });
});

describe('angle mode', () => {
  it('starts in degrees', () => expect(initialState.angleMode).toBe('DEG'));
  it('RAD switches to radians and DEG back', () => {
    expect(run('RAD').angleMode).toBe('RAD');
    expect(run('RAD', 'DEG').angleMode).toBe('DEG');
  });
  it('changes what sin 90 gives: 1 in degrees, 0.893996663601 in radians', () => {
    expect(display('sin', '90=')).toBe('1');
    expect(display('RAD', 'sin', '90=')).toBe('0.893996663601');
  });
  it('applies to =: sin in an expression follows the mode', () => expect(display('RAD', '1+', 'sin', 'π÷6=')).toBe('1.5'));
  it('leaves the display alone', () => expect(display('12+', 'RAD')).toBe('12+'));
});

describe('preview', () => {
  it('is the value of a valid expression being typed: 2+3×4 previews 14', () => expect(preview(run('2+3×4'))).toBe(14));
  it('closes open parentheses: (2+3 previews 5', () => expect(preview(run('(2+3'))).toBe(5));
  it('is null while the expression is incomplete', () => expect(preview(run('2+'))).toBeNull());
  it('is null for a finished result, which the display already shows', () => expect(preview(run('2+3='))).toBeNull());
});

describe('reduce (for useReducer)', () => {
  it('presses a key', () => expect(reduce(initialState, { type: 'press', key: '7' }).expression).toBe('7'));
  it('recalls a value', () => expect(reduce(initialState, { type: 'recall', value: 42 }).expression).toBe('42'));
  it('clears the history', () => expect(reduce(run('1+1='), { type: 'clearHistory' }).history).toEqual([]));
});

describe('keyFromKeyboard', () => {
  it.each([
    ['0', '0'],
    ['5', '5'],
    ['9', '9'],
    ['.', '.'],
    [',', '.'],
    ['+', '+'],
    ['-', '-'],
    ['*', '×'],
    ['/', '÷'],
    ['^', '^'],
    ['(', '('],
    [')', ')'],
    ['Enter', '='],
    ['=', '='],
    ['Backspace', 'backspace'],
    ['Escape', 'C'],
    ['Delete', 'C'],
    ['%', '%'],
    ['!', 'n!'],
  ])('maps %s to %s', (eventKey, key) => expect(keyFromKeyboard(eventKey)).toBe(key));

  it.each(['a', 'Shift', 'Tab', ' ', 'ArrowLeft', 'F5', '12', 'constructor', 'toString'])('ignores %s', (eventKey) => {
    expect(keyFromKeyboard(eventKey)).toBeNull();
  });
});

describe('no key sequence shows NaN, Infinity or undefined (property)', () => {
  it('keeps the display, the preview, the memory and the history free of them', () => {
    const keys = fc.array(fc.constantFrom(...KEYS), { maxLength: 40 });
    fc.assert(
      fc.property(keys, (sequence) => {
        let state = initialState;
        for (const key of sequence) {
          state = press(state, key);
          const shown = [
            state.expression,
            String(preview(state) ?? ''),
            String(state.memory),
            ...state.history.map((entry) => `${entry.expression} ${entry.result}`),
          ];
          for (const text of shown) expect(text).not.toMatch(/NaN|Infinity|undefined/);
          expect(Number.isFinite(state.memory)).toBe(true);
        }
      }),
      { numRuns: 1500 },
    );
  });
});

describe('the expression the display stands for (the input interpretation)', () => {
  it('is the expression being typed, its parentheses closed', () => {
    expect(enteredExpression(run('2+3×4'))).toBe('2+3×4');
    expect(enteredExpression(run('(2+3×(4'))).toBe('(2+3×(4))');
  });

  it("after '=' stays the expression evaluated, while its result shows", () => {
    const state = run('(2+3=');
    expect(state.expression).toBe('5');
    expect(enteredExpression(state)).toBe('(2+3)');
    expect(enteredExpression(run(state, 'DEG'))).toBe('(2+3)');
    // A new entry starts a new expression.
    expect(enteredExpression(run(state, '+1'))).toBe('5+1');
  });

  it('is none for an error, or for a result no typed expression gave', () => {
    expect(enteredExpression(run('1÷0='))).toBeNull();
    expect(enteredExpression(run('2+='))).toBeNull();
    expect(enteredExpression(run('4', 'x²'))).toBeNull();
    expect(enteredExpression(run('2+3=', '±'))).toBeNull();
    expect(enteredExpression(run('2+3=', 'x²'))).toBeNull();
  });
});
