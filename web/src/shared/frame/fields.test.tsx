// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NumberField } from './fields.tsx';

describe('NumberField', () => {
  it('describes the input by its error and announces the error as an alert', () => {
    render(<NumberField label="Loan term" value={120} bounds={{ min: 1, max: 40 }} onChange={() => {}} helperText="In years" />);
    const input = screen.getByRole('textbox', { name: 'Loan term' });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Enter a value from 1 to 40.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter a value from 1 to 40.');
    expect(input).toHaveAttribute('aria-errormessage', alert.id);
  });

  it('is described by its helper text alone while valid, with no alert', () => {
    render(<NumberField label="Loan term" value={10} bounds={{ min: 1, max: 40 }} onChange={() => {}} helperText="In years" />);
    expect(screen.getByRole('textbox', { name: 'Loan term' })).toHaveAccessibleDescription('In years');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
