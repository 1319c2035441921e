// @vitest-environment jsdom
/** Numbers typed as people write them, in the calculators where a visitor review found them refused. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currentSearch, renderApp } from '../../test/renderApp.tsx';

function result(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-result="${name}"]`);
  if (!element) throw new Error(`No result ${name}`);
  return element;
}

async function retype(user: Awaited<ReturnType<typeof renderApp>>['user'], label: string, text: string): Promise<HTMLElement> {
  const field = await screen.findByLabelText(label);
  await user.clear(field);
  await user.type(field, text);
  return field;
}

describe('numbers typed as people write them', () => {
  it('student loan: $45,000 at 6.8% repays $535.47 a month over 10 years', async () => {
    const { router, user } = await renderApp('/student-loan-calculator?loanTerm=10&gracePeriod=6');
    await retype(user, 'Loan amount', '$45,000');
    await retype(user, 'Interest rate', '6.8%');
    // 45,000 plus 6 grace months' interest (1,530) = 46,530, repaid at r = 0.068/12 over 120 months.
    expect(result('monthlyPayment')).toHaveTextContent('$535.47');
    expect(screen.getByLabelText('Loan amount')).toHaveValue('$45,000');
    await waitFor(() => expect(currentSearch(router).get('principalAmount')).toBe('45000'));
    expect(currentSearch(router).get('interestRate')).toBe('6.8');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('college savings: a cost of 120,000 is read as 120000', async () => {
    const { router, user } = await renderApp('/college-savings-calculator');
    await retype(user, 'College cost today', '120,000');
    await waitFor(() => expect(currentSearch(router).get('collegeCost')).toBe('120000'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('TV height: 65" is 65 inches, and 165.1 in centimetres', async () => {
    const { router, user } = await renderApp('/tv-height-calculator');
    await retype(user, 'TV size (diagonal)', '65"');
    await waitFor(() => expect(currentSearch(router).get('tvSize')).toBe('65'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('TV height: 65" typed with the size in centimetres is 165.1 cm', async () => {
    const { router, user } = await renderApp('/tv-height-calculator?tvUnit=cm');
    await retype(user, 'TV size (diagonal)', '65"');
    await waitFor(() => expect(currentSearch(router).get('tvSize')).toBe('165.1'));
  });

  it('integral: the limits take pi, 2pi and pi/2 as the function field does', async () => {
    const { router, user } = await renderApp('/integral-calculator?function=sin(x)&lowerLimit=0&upperLimit=1');
    await retype(user, 'Upper limit (b)', 'pi');
    // ∫₀^π sin x dx = 2, ∫₀^(π/2) sin x dx = 1, ∫₀^(2π) sin x dx = 0.
    await waitFor(() => expect(result('exactValue')).toHaveTextContent(/^2$/));
    await retype(user, 'Upper limit (b)', 'pi/2');
    await waitFor(() => expect(result('exactValue')).toHaveTextContent(/^1$/));
    await retype(user, 'Upper limit (b)', '2pi');
    await waitFor(() => expect(result('exactValue')).toHaveTextContent(/^0$/));
    expect(screen.getByLabelText('Upper limit (b)')).toHaveValue('2pi');
    expect(Number(currentSearch(router).get('upperLimit'))).toBeCloseTo(2 * Math.PI, 12);
  });

  it('derivative: the point takes pi/2', async () => {
    const { user } = await renderApp('/derivative-calculator?function=sin(x)&point=1');
    await retype(user, 'Point (x)', 'pi/2');
    // d/dx sin x = cos x, and cos(π/2) = 0.
    await waitFor(() => expect(result('result')).toHaveTextContent(/^0$/));
  });

  it('says how to write an ambiguous 2,5, and what a field takes for other text', async () => {
    const { user } = await renderApp('/student-loan-calculator');
    await retype(user, 'Interest rate', '2,5');
    expect(
      await screen.findByText('Write 2.5 with a point for decimals (a comma only separates thousands, as in 45,000): 2.5, or 25 without the comma.'),
    ).toBeInTheDocument();
    await retype(user, 'Loan amount', 'lots');
    expect(await screen.findByText('Enter an amount, such as 45,000 or $45,000.')).toBeInTheDocument();
  });
});
