import { useLayoutEffect } from 'react';
import { releaseFirstScreen } from '@propdesk/shared/federation';

/**
 * The page the server painted into the HTML gives way once this page is complete (its data and texts
 * in), in the same frame as this one is painted, so the reader never sees it half drawn.
 */
export function useFirstScreenRelease(isComplete: boolean): void {
  useLayoutEffect(() => {
    if (isComplete) releaseFirstScreen();
  }, [isComplete]);
}
