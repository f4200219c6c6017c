import { useId } from 'react';
import { Button } from './button.tsx';
import classes from './error-alert.module.css';

/** Something the page needed could not be loaded: what failed, and a button to try again. */
export function ErrorAlert({
  title,
  retryLabel,
  onRetry,
}: {
  title: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  const titleId = useId();
  return (
    <div role="alert" aria-labelledby={titleId} className={classes.alert}>
      <p id={titleId} className={classes.title}>
        {title}
      </p>
      <Button size="xs" variant="default" onClick={onRetry}>
        {retryLabel}
      </Button>
    </div>
  );
}
