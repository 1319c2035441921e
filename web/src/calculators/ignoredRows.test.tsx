// @vitest-environment jsdom
/**
 * Every calculator with rows leaves out the rows the spec ignores (0 or negative credits, 0 max
 * points, a negative GPA, no grade) and the rows with a cell that is not a number, says why on the
 * row, and computes the other rows: one row never blanks a calculator, typed or in a link.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../test/renderApp.tsx';

function result(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`[data-result="${name}"]`);
  if (!element) throw new Error(`No result ${name}`);
  return element;
}

/** The note under the row named `name`, or null. */
async function rowNote(name: string): Promise<string | null> {
  const row = await screen.findByRole('listitem', { name });
  return row.querySelector('[data-row-note]')?.textContent ?? null;
}

const link = (path: string, name: string, rows: unknown[], extra = '') => `/${path}?${name}=${encodeURIComponent(JSON.stringify(rows))}${extra}`;

describe('rows the spec ignores are left out with a note, in a link', () => {
  it('semester grade: an extra-credit item worth 0 max points is left out, and the other gives 90%', async () => {
    await renderApp(
      link('semester-grade-calculator', 'assignments', [
        { name: 'A', weight: 50, grade: 90, maxPoints: 100 },
        { name: 'B', weight: 50, grade: 5, maxPoints: 0 },
      ]),
    );
    expect(await rowNote('B')).toBe('Not counted: 0 max points');
    expect(await rowNote('A')).toBeNull();
    expect(result('weightedGrade')).toHaveTextContent('90%');
  });

  it('college GPA: a 0-credit lab is left out, the B course gives 3.00', async () => {
    await renderApp(
      link('college-gpa-calculator', 'courses', [
        { name: 'Lab', creditHours: 0, grade: 'A' },
        { name: 'Physics', creditHours: 4, grade: 'B' },
      ]),
    );
    expect(await rowNote('Lab')).toBe('Not counted: 0 credits');
    expect(result('gpa')).toHaveTextContent('3.00');
    expect(result('totalCredits')).toHaveTextContent('4');
  });

  it('unweighted GPA: an audited course of 0 credits and a course of negative credits are left out', async () => {
    await renderApp(
      link('unweighted-gpa-calculator', 'courses', [
        { name: 'Audit', grade: 'A', creditHours: 0 },
        { name: 'Typo', grade: 'F', creditHours: -1 },
        { name: 'English', grade: 'B+', creditHours: 1 },
      ]),
    );
    expect(await rowNote('Audit')).toBe('Not counted: 0 credits');
    expect(await rowNote('Typo')).toBe('Not counted: negative credits');
    expect(result('gpa')).toHaveTextContent('3.30');
  });

  it('weighted GPA: a course with no grade yet is left out', async () => {
    await renderApp(
      link('weighted-gpa-calculator', 'courses', [
        { name: 'Pending', grade: '', creditHours: 1, level: 'ap', weight: 1.2 },
        { name: 'AP History', grade: 'A', creditHours: 1, level: 'ap', weight: 1.2 },
      ]),
    );
    expect(await rowNote('Pending')).toBe('Not counted: no grade yet');
    expect(result('weightedGPA')).toHaveTextContent('4.80');
  });

  it('cumulative GPA: a semester with a negative GPA is left out, a 30-credit year counts', async () => {
    await renderApp(
      link('cumulative-gpa-calculator', 'semesters', [
        { name: 'Typo', gpa: -3, creditHours: 15 },
        { name: 'Year abroad', gpa: 3.5, creditHours: 30 },
      ]),
    );
    expect(await rowNote('Typo')).toBe('Not counted: negative GPA');
    expect(await rowNote('Year abroad')).toBeNull();
    expect(result('cumulativeGPA')).toHaveTextContent('3.50');
  });

  it('final grade: a component not graded yet is left out, and 105% of extra credit counts', async () => {
    await renderApp(
      link(
        'final-grade-calculator',
        'components',
        [
          { name: 'Homework', weight: 20, currentGrade: 105 },
          { name: 'Quizzes', weight: 15, currentGrade: 0 },
        ],
        '&desiredGrade=85&finalExamWeight=40',
      ),
    );
    expect(await rowNote('Quizzes')).toBe('Not counted yet: not graded');
    // (85 − 105 × 0.2) / 40 × 100 = 160
    expect(result('requiredFinalGrade')).toHaveTextContent('160%');
  });

  it('credit hours: a row of negative credits is left out, the others still plan the week', async () => {
    await renderApp(
      link('credit-hour-calculator', 'coursesToAdd', [
        { name: 'Typo', creditHours: -4, classHours: 4, studyHours: 10 },
        { name: 'Biology', creditHours: 4, classHours: 6, studyHours: 10 },
      ]),
    );
    expect(await rowNote('Typo')).toBe('Not counted: negative credits');
    expect(result('totalNewCredits')).toHaveTextContent('4 credits');
  });

  it('a cell of letters in a link gets its field message and leaves only its row out', async () => {
    await renderApp(
      link('college-gpa-calculator', 'courses', [
        { name: 'Garbled', creditHours: 'abc', grade: 'A' },
        { name: 'Physics', creditHours: 4, grade: 'B' },
      ]),
    );
    const garbled = await screen.findByRole('listitem', { name: 'Garbled' });
    expect(within(garbled).getByText('Enter a number, such as 12, 3.5 or 45,000.')).toBeInTheDocument();
    expect(await rowNote('Garbled')).toBe('Not counted: invalid credit hours');
    expect(result('gpa')).toHaveTextContent('3.00');
  });
});

describe('typed', () => {
  it('letters typed into a row keep the other rows’ result, and the row says it is not counted', async () => {
    const { user } = await renderApp(
      link('cumulative-gpa-calculator', 'semesters', [
        { name: 'Fall', gpa: 3, creditHours: 15 },
        { name: 'Spring', gpa: 4, creditHours: 15 },
      ]),
    );
    expect(result('cumulativeGPA')).toHaveTextContent('3.50');
    const spring = await screen.findByRole('listitem', { name: 'Spring' });
    const credits = within(spring).getByLabelText('Credit hours');
    await user.clear(credits);
    await user.type(credits, 'ab');
    await waitFor(() => expect(result('cumulativeGPA')).toHaveTextContent('3.00'));
    expect(within(spring).getByText('Enter a number, such as 12, 3.5 or 45,000.')).toBeInTheDocument();
    expect(await rowNote('Spring')).toBe('Not counted: invalid credit hours');
    await user.clear(credits);
    await user.type(credits, '0');
    await waitFor(() => expect(result('cumulativeGPA')).toHaveTextContent('3.00'));
    expect(await rowNote('Spring')).toBe('Not counted: 0 credits');
  });
});
