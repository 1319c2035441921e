// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { NumberField, SelectField } from './fields.tsx';

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

describe('SelectField', () => {
  const choices = [
    { value: '', label: 'No grade yet' },
    { value: 'A+', label: 'A+' },
    { value: 'dual', label: 'Dual enrollment' },
  ];

  it('writes an option whose value is its text once, and the server marks the chosen one', () => {
    const markup = renderToString(<SelectField label="Grade" value="A+" choices={choices} onChange={() => {}} />);
    expect(markup).toContain('<option selected="">A+</option>');
    expect(markup).toContain('<option value="">No grade yet</option>');
    expect(markup).toContain('<option value="dual">Dual enrollment</option>');
  });

  it('shows and reports the values, whether written or taken from the text', () => {
    const onChange = vi.fn();
    render(<SelectField label="Grade" value="A+" choices={choices} onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Grade' });
    expect(select.value).toBe('A+');
    fireEvent.change(select, { target: { value: 'dual' } });
    expect(onChange).toHaveBeenLastCalledWith('dual');
    fireEvent.change(select, { target: { value: 'A+' } });
    expect(onChange).toHaveBeenLastCalledWith('A+');
  });
});
