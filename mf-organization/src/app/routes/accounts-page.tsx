import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useParams } from '@propdesk/shared/router';
import { StaffAccounts, StaffAccountView, staffAccountsTexts } from '../../features/staff-accounts/index.ts';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts } from '../../lib/i18n/index.ts';

const ACCOUNTS_PATH = '/organization/accounts';
/** Where one account of the firm opens (also from a client's page). */
export const accountPath = (accountId: string) => `${ACCOUNTS_PATH}/${encodeURIComponent(accountId)}`;

/**
 * `/organization/accounts`: every trading account of the organization being run, filtered from the
 * address (`?status=breached&breachedToday=true`, docs: Product › Accounts), and its disputes
 * (`?tab=disputes`).
 */
export function AccountsPage() {
  const { t } = useLazyTranslation(organizationTexts, staffAccountsTexts);
  return (
    <PageFrame title={t('pages.accounts')}>
      <StaffAccounts accountPath={accountPath} />
    </PageFrame>
  );
}

/** `/organization/accounts/:accountId`: one account, read-only, as its trader reads it. */
export function AccountRoute() {
  const { t } = useLazyTranslation(organizationTexts);
  const { accountId = '' } = useParams();
  return (
    <PageFrame title={t('pages.accountDetails')}>
      {/* Keyed by the account: another account starts from a fresh page. */}
      <StaffAccountView
        key={accountId}
        accountId={accountId}
        accountPath={accountPath}
        listPath={ACCOUNTS_PATH}
      />
    </PageFrame>
  );
}
