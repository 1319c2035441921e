// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { NumberValue } from './inputs.ts';
import { RowsField } from './RowsField.tsx';

interface Course {
  name: string;
  credits: NumberValue;
  grade: string;
}

function Harness({ initial, maximumRows = 10 }: { initial: Course[]; maximumRows?: number }) {
  const [rows, setRows] = useState(initial);
  return (
    <>
      <RowsField
        label="Courses"
        rows={rows}
        columns={[
          { key: 'name', label: 'Course name', kind: 'text' },
          { key: 'credits', label: 'Credit hours', kind: 'number', bounds: { min: 1, max: 6 } },
          { key: 'grade', label: 'Grade', kind: 'select', choices: ['A', 'B'].map((value) => ({ value, label: value })) },
        ]}
        onChange={setRows}
        newRow={(current) => ({ name: `Course ${current.length + 1}`, credits: 3, grade: 'A' })}
        addLabel="Add Course"
        maximumRows={maximumRows}
        rowName={(row, index) => row.name || `Course ${index + 1}`}
      />
      <output data-testid="rows">{JSON.stringify(rows)}</output>
    </>
  );
}

const rowsNow = () => JSON.parse(screen.getByTestId('rows').textContent ?? '[]') as Course[];

describe('RowsField', () => {
  it('stops adding rows at the most its input holds, and says so', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[{ name: 'Maths', credits: 3, grade: 'A' }]} maximumRows={2} />);
    await user.click(screen.getByRole('button', { name: 'Add Course' }));
    expect(rowsNow()).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Add Course' })).not.toBeInTheDocument();
    expect(screen.getByText('The list holds at most 2 rows.')).toBeInTheDocument();
  });

  it('shows Remove only while more than one row exists', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[{ name: 'Maths', credits: 3, grade: 'A' }]} />);
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Course' }));
    expect(rowsNow()).toEqual([
      { name: 'Maths', credits: 3, grade: 'A' },
      { name: 'Course 2', credits: 3, grade: 'A' },
    ]);
    expect(screen.getAllByRole('button', { name: /^Remove/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove Maths' }));
    expect(rowsNow()).toEqual([{ name: 'Course 2', credits: 3, grade: 'A' }]);
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });

  it('edits a cell of one row only, keeping number text as typed', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        initial={[
          { name: 'Maths', credits: 3, grade: 'A' },
          { name: 'Art', credits: 2, grade: 'B' },
        ]}
      />,
    );
    const art = screen.getByRole('listitem', { name: 'Art' });
    const credits = within(art).getByLabelText('Credit hours');
    await user.clear(credits);
    await user.type(credits, '4');
    await user.selectOptions(within(art).getByLabelText('Grade'), 'A');
    expect(rowsNow()).toEqual([
      { name: 'Maths', credits: 3, grade: 'A' },
      { name: 'Art', credits: 4, grade: 'A' },
    ]);
    await user.clear(credits);
    await user.type(credits, '9');
    expect(within(art).getByText('Enter a value from 1 to 6.')).toBeInTheDocument();
  });
});
