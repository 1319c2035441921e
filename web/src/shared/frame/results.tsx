import { memo, type ReactNode } from 'react';
import { resultsPanel, resultStat } from './results.styles.ts';

/** The id of the page's Results region, which the phone's result bar leads to. */
export const resultsId = 'results';

/** What a result shows before the inputs are valid (never NaN). */
export const placeholder = '—';

/**
 * The results region: a section named Results whose content is announced
 * politely as it changes.
 */
export function ResultsPanel({ children, ready, emptyMessage = 'Enter values to calculate' }: { children: ReactNode; ready: boolean; emptyMessage?: string }) {
  return (
    <section id={resultsId} tabIndex={-1} aria-label="Results" aria-live="polite" className={resultsPanel.root}>
      <h2 className={resultsPanel.title}>Results</h2>
      {!ready && <p className={resultsPanel.empty}>{emptyMessage}</p>}
      <div className={resultsPanel.stats}>{children}</div>
    </section>
  );
}

interface ResultStatProps {
  /** The spec's result field name, for `data-result`. */
  name: string;
  label: string;
  /** The formatted value, or null to show the placeholder. */
  value: string | null;
  primary?: boolean;
  /** Long text such as a formula or advice: shown in body type rather than as a figure. */
  detail?: boolean;
  help?: ReactNode;
  /**
   * The value typeset (a <math> element). It is what the visitor sees and a screen reader reads;
   * `value` stays the element's `data-result` text, hidden, so the result's text and the copied
   * results stay plain.
   */
  math?: ReactNode;
}

function valueStyle(primary: boolean, detail: boolean): string {
  if (primary) return detail ? resultStat.primaryDetail : resultStat.primary;
  return detail ? resultStat.detail : resultStat.figure;
}

/** Memoised: a keystroke re-renders only the results whose text it changes. */
export const ResultStat = memo(function ResultStat({ name, label, value, primary = false, detail = false, help, math }: ResultStatProps) {
  return (
    <div>
      <p data-result-label="" className={resultStat.label}>
        {label}
      </p>
      {math && value !== null ? (
        // A formula does not wrap: on a narrow screen it scrolls sideways, so it takes focus to be scrolled by keyboard.
        <div role="group" aria-label={label} tabIndex={0} className={`${primary ? resultStat.primaryMath : valueStyle(primary, detail)} ${resultStat.math}`}>
          <span data-result={name} data-primary={primary ? '' : undefined} aria-hidden="true" className={resultStat.plainText}>
            {value}
          </span>
          {math}
        </div>
      ) : (
        <p data-result={name} data-primary={primary ? '' : undefined} className={valueStyle(primary, detail)}>
          {value ?? placeholder}
        </p>
      )}
      {help && <p className={resultStat.help}>{help}</p>}
    </div>
  );
});
