import type { ReactNode } from 'react';
import classes from './fact-list.module.css';

export type TFact = { label: string; value: ReactNode };

/** Labelled figures (a plan's terms) as a description list, label above value: one to three columns. */
export function FactList({ facts }: { facts: readonly TFact[] }) {
  return (
    <dl className={classes.list}>
      {facts.map((fact) => (
        <div key={fact.label} className={classes.fact}>
          <dt className={classes.label}>{fact.label}</dt>
          <dd className={classes.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
