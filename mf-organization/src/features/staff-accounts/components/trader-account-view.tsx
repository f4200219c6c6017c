import { lazy, Suspense, useState, type ComponentType } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { loadRemoteModule, type AccountViewProps } from '@propdesk/shared/federation';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { LoadError, LoadingBlock } from '@propdesk/shared/trading-ui';
import { staffAccountsTexts } from '../i18n/index.ts';

type AccountViewModule = { default: ComponentType<AccountViewProps> };

const loadAccountView = () => lazy(() => loadRemoteModule<AccountViewModule>('mf_trader', './AccountView'));

/**
 * The trader's account view, loaded from mf-trader at run time: the page traders read is the page staff
 * read, shipped by the trader area's team alone. While mf-trader cannot be reached the rest of the back
 * office keeps working and this block offers Retry (a fresh lazy component: React keeps a failed one
 * failed).
 */
export function TraderAccountView(props: AccountViewProps) {
  const { t } = useLazyTranslation(staffAccountsTexts);
  const [AccountView, setAccountView] = useState(loadAccountView);
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    setAccountView(loadAccountView);
    setAttempt((value) => value + 1);
  };
  return (
    <ErrorBoundary
      key={attempt}
      fallbackRender={() => <LoadError message={t('accountViewUnavailable')} onRetry={retry} />}
    >
      <Suspense fallback={<LoadingBlock label={t('loading')} rows={3} height={120} />}>
        <AccountView {...props} />
      </Suspense>
    </ErrorBoundary>
  );
}
