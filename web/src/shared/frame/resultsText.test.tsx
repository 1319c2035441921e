// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Formula } from '../expression/MathML.tsx';
import { ResultsPanel, ResultStat } from './results.tsx';
import { resultsLines } from './resultsText.ts';
import { Working } from './Working.tsx';

const region = () => screen.getByRole('region', { name: 'Results' });

describe('the Results region as text', () => {
  it('writes each result as its label and the value it shows, in order', () => {
    render(
      <ResultsPanel ready>
        <ResultStat name="monthlyPayment" label="Monthly payment" value="$460.32" primary help="Fixed for the whole term." />
        <ResultStat name="totalInterest" label="Total interest" value="$15,238.40" />
      </ResultsPanel>,
    );
    expect(resultsLines(region())).toEqual(['Monthly payment: $460.32', 'Total interest: $15,238.40']);
  });

  it('reads a typeset value from its plain text, not from the typeset maths', () => {
    render(
      <ResultsPanel ready>
        <ResultStat
          name="derivative"
          label="Derivative f′(x)"
          value="2*x"
          math={
            <math>
              <mn>2</mn>
              <mi>x</mi>
            </math>
          }
        />
      </ResultsPanel>,
    );
    expect(resultsLines(region())).toEqual(['Derivative f′(x): 2*x']);
  });

  it('reads a typeset value as it shows when its formulas carry their plain text: the exact form before the decimal', () => {
    render(
      <ResultsPanel ready>
        <ResultStat
          name="volume"
          label="Volume"
          value="523.598776 units³"
          math={
            <>
              <Formula plainText="500π/3">
                <mn>500</mn>
              </Formula>{' '}
              ≈ 523.598776 units³
            </>
          }
        />
      </ResultsPanel>,
    );
    expect(resultsLines(region())).toEqual(['Volume: 500π/3 ≈ 523.598776 units³']);
  });

  it('writes a list item by item and a table row by row below their label, and a heading on its own line', () => {
    render(
      <ResultsPanel ready>
        <h3 data-result-label="">Triangle 1</h3>
        <ResultStat name="area" label="Area" value="6 units²" />
        <div>
          <p data-result-label="">Grade distribution</p>
          <ul data-result="gradeDistribution">
            <li>
              <span>A</span>2 courses
            </li>
            <li>
              <span>B</span>1 course
            </li>
          </ul>
        </div>
        <h3 data-result-label="">GPA history</h3>
        <table data-result="gpaHistory">
          <thead>
            <tr>
              <th>Semester</th>
              <th>GPA</th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td>Fall</td>
              <td>3.50</td>
            </tr>
          </tbody>
        </table>
      </ResultsPanel>,
    );
    expect(resultsLines(region())).toEqual([
      'Triangle 1',
      'Area: 6 units²',
      'Grade distribution:',
      '- A 2 courses',
      '- B 1 course',
      'GPA history:',
      'Semester\tGPA',
      'Fall\t3.50',
    ]);
  });

  it('writes a value made of parts as shown, a value without a label alone, and a note whole', () => {
    render(
      <ResultsPanel ready>
        <p data-result-label="">Time to complete the plot</p>
        <p data-result="completionTime">
          <span data-result="completionTime.hours">2</span> h <span data-result="completionTime.minutes">40</span> min
        </p>
        <p data-result="isAchievable">Achievable</p>
        <p data-result-note="">
          After 20 years of payments, <span data-result="forgivenBalance">$1,234.00</span> would be forgiven.
        </p>
      </ResultsPanel>,
    );
    expect(resultsLines(region())).toEqual(['Time to complete the plot: 2 h 40 min', 'Achievable', 'After 20 years of payments, $1,234.00 would be forgiven.']);
  });

  it('leaves out the worked steps and the working with their labels', () => {
    render(
      <ResultsPanel ready>
        <ResultStat name="ratio" label="Ratio" value="4:3" />
        <div>
          <p data-result-label="">Steps</p>
          <ol data-result="steps">
            <li>Divide both by 4.</li>
          </ol>
        </div>
        <Working lines={['16 / 4 = 4']} />
        <ResultStat name="decimal" label="Decimal" value="1.333333" />
      </ResultsPanel>,
    );
    expect(resultsLines(region())).toEqual(['Ratio: 4:3', 'Decimal: 1.333333']);
  });
});
