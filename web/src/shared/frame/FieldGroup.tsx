import type { ReactNode } from 'react';
import { fieldGroup } from './FieldGroup.styles.ts';

const columnRules = { 1: fieldGroup.columns1, 2: fieldGroup.columns2, 3: fieldGroup.columns3, 4: fieldGroup.columns4 };

/** Related inputs under one visible legend (an AP section, one essay), optionally in columns (one to four). */
export function FieldGroup({ legend, columns, children }: { legend: string; columns?: keyof typeof columnRules; children: ReactNode }) {
  return (
    <fieldset className={fieldGroup.root}>
      <legend className={fieldGroup.legend}>{legend}</legend>
      {columns ? <div className={columnRules[columns]}>{children}</div> : children}
    </fieldset>
  );
}
