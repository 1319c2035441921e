// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp.tsx';

const link = (components: { name: string; weight: number; currentGrade: number }[], finalExamWeight: number) =>
  `/final-grade-calculator?components=${encodeURIComponent(JSON.stringify(components))}&desiredGrade=85&finalExamWeight=${finalExamWeight}`;

const weightsNote = () => document.querySelector('[data-result-note="weights"]');

describe('the final grade page', () => {
  it('warns when the weights total less than 100%, and says the missing share counts as 0', async () => {
    await renderApp(
      link(
        [
          { name: 'Homework', weight: 20, currentGrade: 92 },
          { name: 'Quizzes', weight: 15, currentGrade: 85 },
          { name: 'Midterm', weight: 15, currentGrade: 78 },
        ],
        40,
      ),
    );
    await screen.findByRole('heading', { level: 1, name: 'Final Grade Calculator' });
    // 20·0.92 + 15·0.85 + 15·0.78 = 42.85 earned; (85 − 42.85) / 40 = 105.38%.
    expect(document.querySelector('[data-result="requiredFinalGrade"]')).toHaveTextContent('105.38%');
    expect(weightsNote()).toHaveTextContent(
      'Your weights add up to 90% (components 50% + final exam 40%), not 100%. The required grade counts the missing 10% as 0: check the weights in your syllabus.',
    );
  });

  it('warns when they total more than 100%', async () => {
    await renderApp(link([{ name: 'Homework', weight: 70, currentGrade: 90 }], 40));
    expect(
      await screen.findByText(/Your weights add up to 110% \(components 70% \+ final exam 40%\), not 100%\. That is more than a whole course/),
    ).toBeInTheDocument();
  });

  it('says nothing of the weights when they total 100%, ungraded components included', async () => {
    await renderApp('/final-grade-calculator');
    await screen.findByRole('heading', { level: 1, name: 'Final Grade Calculator' });
    expect(weightsNote()).toBeNull();
    await renderApp(
      link(
        [
          { name: 'Homework', weight: 30, currentGrade: 90 },
          { name: 'Project', weight: 30, currentGrade: 0 },
        ],
        40,
      ),
    );
    expect(weightsNote()).toBeNull();
  });
});
