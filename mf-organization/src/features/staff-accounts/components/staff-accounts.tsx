import { Tabs, Text } from '@mantine/core';
import { memberRoleHas } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useSearchParams } from '@propdesk/shared/router';
import { useCurrentOrganization, useMyOrganizations } from '@propdesk/shared/session';
import { staffAccountsTexts } from '../i18n/index.ts';
import { StaffAccountList } from './staff-account-list.tsx';
import { StaffDisputeList } from './staff-dispute-list.tsx';

/**
 * The organization's Accounts page (the shell's switcher chose the organization): every trading account,
 * filtered from the page's address, and the disputes to decide (`?tab=disputes`). The tabs a role cannot
 * use are not offered; the api refuses them anyway.
 */
export function StaffAccounts({ accountPath }: { accountPath: (accountId: string) => string }) {
  const { t } = useLazyTranslation(staffAccountsTexts);
  const organization = useCurrentOrganization();
  const organizations = useMyOrganizations();
  const [searchParams, setSearchParams] = useSearchParams();
  if (organization === null) {
    return <Text c="dimmed">{organizations.isPending ? t('loading') : t('noOrganization')}</Text>;
  }
  const canRead = memberRoleHas(organization.role, 'accounts.read');
  const canDecide = memberRoleHas(organization.role, 'disputes.decide');
  if (!canRead && !canDecide) return <Text c="dimmed">{t('noAccess')}</Text>;
  const tab = (searchParams.get('tab') === 'disputes' && canDecide) || !canRead ? 'disputes' : 'accounts';
  return (
    // Keyed: switching organization starts again from its own first page.
    <Tabs
      key={organization.id}
      value={tab}
      onChange={(value) =>
        setSearchParams((current) => {
          const next = new URLSearchParams(current);
          if (value === 'disputes') next.set('tab', 'disputes');
          else next.delete('tab');
          return next;
        })
      }
      keepMounted={false}
    >
      <Tabs.List aria-label={t('tabs.label')} mb="md">
        {canRead ? <Tabs.Tab value="accounts">{t('tabs.accounts')}</Tabs.Tab> : null}
        {canDecide ? <Tabs.Tab value="disputes">{t('tabs.disputes')}</Tabs.Tab> : null}
      </Tabs.List>
      {canRead ? (
        <Tabs.Panel value="accounts">
          <StaffAccountList organizationId={organization.id} accountPath={accountPath} />
        </Tabs.Panel>
      ) : null}
      {canDecide ? (
        <Tabs.Panel value="disputes">
          <StaffDisputeList
            organizationId={organization.id}
            accountPath={accountPath}
            canDecide={canDecide}
          />
        </Tabs.Panel>
      ) : null}
    </Tabs>
  );
}
