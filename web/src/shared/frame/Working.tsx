import type { ReactNode } from 'react';
import { common } from './common.styles.ts';
import { working } from './Working.styles.ts';

/**
 * A calculation worked with the visitor's numbers: its formula (typeset, when given) and a numbered
 * list of lines under `data-result="working"`, in plain text (the copied results leave the working out:
 * the link they end with reopens it).
 */
export function Working({ lines, formula, title = 'Working with your numbers' }: { lines: readonly string[]; formula?: ReactNode; title?: string }) {
  return (
    <div>
      <h3 className={common.subheading}>{title}</h3>
      {formula && <div className={working.formula}>{formula}</div>}
      {/* role="list": Safari otherwise drops a styled list's semantics. */}
      <ol role="list" data-result="working" className={working.list}>
        {lines.map((line) => (
          <li key={line} className={working.line}>
            {line}
          </li>
        ))}
      </ol>
    </div>
  );
}
