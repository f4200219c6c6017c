import type { CSSProperties } from 'react';
import classes from './page-loader.module.css';

/** A spinner that says what it is waiting for; `small` is the size of an inline hint. */
export function Spinner({ label, small = false }: { label?: string; small?: boolean }) {
  const className = small ? `${classes.loader} ${classes.small}` : classes.loader;
  return label === undefined ? (
    <span className={className} aria-hidden="true" />
  ) : (
    <span className={className} aria-label={label} />
  );
}

/**
 * The spinner centred in the space a page will take, while its code or data load. Plain markup: it
 * shows before Mantine has loaded, and on the public pages that never load it.
 */
export function PageLoader({
  label,
  minHeight = '40vh',
}: {
  label: string;
  minHeight?: CSSProperties['minHeight'];
}) {
  return (
    <div className={classes.page} style={{ minHeight }} aria-busy="true">
      <Spinner label={label} />
    </div>
  );
}
