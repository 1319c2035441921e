// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ScientificCalculator } from './ScientificCalculator.tsx';

function setup() {
  const user = userEvent.setup();
  const view = render(<ScientificCalculator />);
  const widget = screen.getByRole('group', { name: 'Scientific calculator' });
  const result = () => view.container.querySelector('[data-result="result"]');
  const expression = () => screen.getByTestId('expression');
  const click = async (...names: string[]) => {
    for (const name of names) await user.click(within(widget).getByRole('button', { name }));
  };
  return { user, widget, result, expression, click };
}

describe('ScientificCalculator', () => {
  it('shows 14 in the result element after clicking 2 + 3 × 4 =', async () => {
    const { click, result, expression } = setup();
    await click('2', 'add', '3', 'multiply', '4');
    expect(expression()).toHaveTextContent('2+3×4');
    expect(screen.getByTestId('preview')).toHaveTextContent('= 14');
    await click('equals');
    expect(result()).toHaveTextContent('14');
    expect(expression()).toHaveTextContent('14');
  });

  it('echoes the expression typeset as the input interpretation, with its text for screen readers', async () => {
    const { click } = setup();
    await click('2', 'add', '3', 'multiply', '4');
    const echo = screen.getByRole('group', { name: 'Input interpretation' });
    const math = echo.querySelector('math');
    expect(math).not.toBeNull();
    // 2 + 3·4: numbers as <mn>, the operators as <mo>, the product inside the sum.
    expect([...(math?.querySelectorAll('mn') ?? [])].map((node) => node.textContent)).toEqual(['2', '3', '4']);
    expect([...(math?.querySelectorAll('mo') ?? [])].map((node) => node.textContent)).toEqual(['+', '·']);
    expect(math?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(echo).toHaveTextContent('2+3×4');
    expect(echo.closest('[aria-live]')).toBeNull();

    // After =, it still shows what was evaluated, beside the result.
    await click('equals');
    expect(screen.getByTestId('expression')).toHaveTextContent(/^14$/);
    expect(echo.querySelectorAll('mn')).toHaveLength(3);
  });

  it('typesets a quotient as a fraction and closes open parentheses', async () => {
    const { click } = setup();
    await click('open parenthesis', '1', 'divide', '3');
    const math = screen.getByRole('group', { name: 'Input interpretation' }).querySelector('math');
    const fraction = math?.querySelector('mfrac');
    expect([...(fraction?.children ?? [])].map((node) => node.textContent)).toEqual(['1', '3']);
  });

  it('shows the text, not other digits, where the typeset number would differ from the display', async () => {
    const { click } = setup();
    await click('1', 'divide', '3', 'equals', 'multiply', '3');
    expect(screen.getByTestId('expression')).toHaveTextContent('0.333333333333×3');
    const echo = screen.getByRole('group', { name: 'Input interpretation' });
    expect(echo.querySelector('math')).toBeNull();
    expect(screen.getByTestId('interpretation')).toHaveTextContent(/^0\.333333333333×3$/);
  });

  it('gives the result a polite live region', () => {
    const { result } = setup();
    expect(result()).toHaveAttribute('role', 'status');
    expect(result()).toHaveAttribute('aria-live', 'polite');
    expect(screen.getByRole('region', { name: 'Results' })).toContainElement(result() as HTMLElement);
  });

  it('does not take focus when it mounts', () => {
    setup();
    expect(document.body).toHaveFocus();
  });

  it('computes 2+3*4 typed on the keyboard, Enter for =', async () => {
    const { user, widget, result } = setup();
    widget.focus();
    await user.keyboard('2+3*4{Enter}');
    expect(result()).toHaveTextContent('14');
  });

  it('takes typing anywhere on the page, with nothing focused: 9*7 Enter gives 63', async () => {
    const { user, result } = setup();
    expect(document.body).toHaveFocus();
    await user.keyboard('9*7{Enter}');
    expect(result()).toHaveTextContent('63');
  });

  it('leaves keys typed in another field or on a link to them', async () => {
    const { user, expression } = setup();
    render(
      <>
        <input aria-label="Elsewhere" />
        <a href="#somewhere">A link</a>
      </>,
    );
    await user.click(screen.getByRole('textbox', { name: 'Elsewhere' }));
    await user.keyboard('42');
    expect(screen.getByRole('textbox', { name: 'Elsewhere' })).toHaveValue('42');
    screen.getByRole('link', { name: 'A link' }).focus();
    await user.keyboard('{Enter}');
    expect(expression()).not.toHaveTextContent('42');
    expect(expression()).toHaveTextContent('0');
  });

  it('takes keyboard input while a key button has focus, and keeps focus on the widget after a click', async () => {
    const { user, widget, click, result } = setup();
    await click('7');
    expect(widget).toHaveFocus();
    await user.keyboard('*6{Enter}');
    expect(result()).toHaveTextContent('42');
  });

  it('reads a minus after * as a sign: 3*-2 gives -6, and 2*-3^2 gives -18', async () => {
    const { user, widget, result } = setup();
    widget.focus();
    await user.keyboard('3*-2{Enter}');
    expect(result()).toHaveTextContent(/^-6$/);
    await user.keyboard('2*-3^2{Enter}');
    expect(result()).toHaveTextContent(/^-18$/);
  });

  it('says Cannot divide by zero for 1/0, in the display and the result, never Infinity', async () => {
    const { user, widget, result, expression } = setup();
    widget.focus();
    await user.keyboard('1/0{Enter}');
    expect(result()).toHaveTextContent(/^Cannot divide by zero$/);
    expect(expression()).toHaveTextContent(/^Cannot divide by zero$/);
    expect(widget).not.toHaveTextContent(/Infinity|NaN/);
  });

  it('says Not a real number for the square root of -4', async () => {
    const { click, result, widget } = setup();
    await click('square root', '4', 'change sign', 'equals');
    expect(result()).toHaveTextContent(/^Not a real number$/);
    expect(widget).not.toHaveTextContent(/NaN/);
  });

  it('enters a function key pressed first with its bracket: sin 3 0 = is 0.5, √ 9 = is 3', async () => {
    const { click, result, expression } = setup();
    await click('sin, sine', '3', '0');
    expect(expression()).toHaveTextContent(/^sin\(30$/);
    await click('equals');
    expect(result()).toHaveTextContent(/^0\.5$/);
    expect(screen.getByRole('button', { name: /sin\(30\) =/ })).toHaveTextContent('0.5');
    await click('square root', '9', 'equals');
    expect(result()).toHaveTextContent(/^3$/);
  });

  it('reads sin(30) typed on a keyboard, letters and all', async () => {
    const { user, widget, expression, result } = setup();
    widget.focus();
    await user.keyboard('sin(30)');
    expect(expression()).toHaveTextContent(/^sin\(30\)$/);
    await user.keyboard('{Enter}');
    expect(result()).toHaveTextContent(/^0\.5$/);
    // The bracket sqrt opens stays open until ) or =: √(9)+π, but √(9+π).
    await user.keyboard('sqrt9)+pi{Enter}');
    expect(result()).toHaveTextContent(/^6\.14159265359$/);
    await user.keyboard('sqrt9+pi{Enter}');
    expect(result()).toHaveTextContent(/^3\.48447882094$/);
  });

  it('takes 10% after + as a tenth of what is before it: 200 + 10 % = 220', async () => {
    const { click, result, expression } = setup();
    await click('2', '0', '0', 'add', '1', '0', 'percent');
    expect(expression()).toHaveTextContent(/^200\+20$/);
    await click('equals');
    expect(result()).toHaveTextContent(/^220$/);
  });

  it('shows in the result what the display previews, and the placeholder while it previews nothing', async () => {
    const { click, result } = setup();
    await click('1', 'add', '2');
    expect(screen.getByTestId('preview')).toHaveTextContent('= 3');
    expect(result()).toHaveTextContent(/^3$/);
    await click('add');
    expect(result()).toHaveTextContent(/^—$/);
  });

  it('clears with Escape and edits with Backspace', async () => {
    const { user, widget, expression } = setup();
    widget.focus();
    await user.keyboard('123{Backspace}');
    expect(expression()).toHaveTextContent('12');
    await user.keyboard('{Escape}');
    expect(expression()).toHaveTextContent(/^0$/);
  });

  it('leaves an Escape that something else handled (a menu closing) alone, in the widget and on the page', async () => {
    const { user, widget, expression } = setup();
    const handled = (event: KeyboardEvent) => {
      if (event.key === 'Escape') event.preventDefault();
    };
    document.addEventListener('keydown', handled, true);
    try {
      await user.keyboard('12');
      await user.keyboard('{Escape}');
      expect(expression()).toHaveTextContent(/^12$/);
      widget.focus();
      await user.keyboard('{Escape}');
      expect(expression()).toHaveTextContent(/^12$/);
    } finally {
      document.removeEventListener('keydown', handled, true);
    }
    await user.keyboard('{Escape}');
    expect(expression()).toHaveTextContent(/^0$/);
  });

  it('leaves an Escape typed in an open menu to the menu', async () => {
    const { user, expression } = setup();
    render(
      <nav aria-label="Elsewhere">
        <button type="button" aria-expanded="true">
          Menu
        </button>
      </nav>,
    );
    await user.keyboard('34');
    screen.getByRole('button', { name: 'Menu' }).focus();
    await user.keyboard('{Escape}');
    expect(expression()).toHaveTextContent(/^34$/);
  });

  it('switches sin 90 from 1 in degrees to sin of 90 radians', async () => {
    const { click, result } = setup();
    expect(screen.getByRole('button', { name: 'DEG' })).toHaveAttribute('aria-pressed', 'true');
    await click('sin, sine', '9', '0', 'equals');
    expect(result()).toHaveTextContent(/^1$/);

    await click('RAD');
    expect(screen.getByRole('button', { name: 'RAD' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'DEG' })).toHaveAttribute('aria-pressed', 'false');
    await click('sin, sine', '9', '0', 'equals');
    expect(result()).toHaveTextContent('0.893996663601');
  });

  it('names every key for assistive technology', () => {
    const { widget } = setup();
    // Each name starts with the key's visible text (WCAG 2.5.3), then says what it does.
    for (const name of [
      'sin, sine',
      'square root',
      'backspace',
      'MR, memory recall',
      'M+, memory add',
      'n!, factorial',
      'decimal point',
      'change sign',
      '0',
      '9',
    ]) {
      expect(within(widget).getByRole('button', { name })).toBeInTheDocument();
    }
  });

  it('shows the M indicator while memory holds a value', async () => {
    const { click } = setup();
    expect(screen.queryByText('Memory holds 5')).not.toBeInTheDocument();
    await click('5', 'M+, memory add');
    expect(screen.getByText('Memory holds 5')).toBeInTheDocument();
    await click('MC, memory clear');
    expect(screen.queryByText('Memory holds 5')).not.toBeInTheDocument();
  });

  it('lists results in the history, most recent first, restores one on click, and clears the history', async () => {
    const { click, expression } = setup();
    expect(screen.getByRole('heading', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear history' })).toBeDisabled();
    await click('2', 'add', '3', 'equals', '4', 'multiply', '5', 'equals');

    const history = screen.getByRole('region', { name: 'History' });
    const entries = within(history).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Use the result of 4×5 = 20', 'Use the result of 2+3 = 5']);

    await click('C, clear', 'add');
    await click('Use the result of 2+3 = 5');
    expect(expression()).toHaveTextContent('0+5');

    await click('Clear history');
    expect(within(history).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByText('No calculations yet.')).toBeInTheDocument();
  });
});
