// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LineChart } from './LineChart.tsx';

describe('LineChart', () => {
  it('describes itself and offers its data as a table, leaving out helper series and gaps as dashes', () => {
    render(
      <LineChart
        title="Balance over time"
        summary="The balance falls from 1,000 to 0 over 2 years."
        x={[0, 1, 2]}
        xLabel="Year"
        yLabel="Balance"
        formatY={(value) => `$${value}`}
        series={[
          { label: 'Balance', values: [1000, 500, 0], color: '#2563eb' },
          { label: 'Shade', values: [1000, null, 0], color: '#2563eb', fill: true, hiddenFromTable: true },
          { label: 'Interest', values: [0, 40, null], color: '#dc2626' },
        ]}
      />,
    );
    expect(screen.getByRole('img', { name: 'The balance falls from 1,000 to 0 over 2 years.' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Balance over time' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Year', 'Balance', 'Interest']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['0', '$1000', '$0'],
      ['1', '$500', '$40'],
      ['2', '$0', '—'],
    ]);
  });
});
