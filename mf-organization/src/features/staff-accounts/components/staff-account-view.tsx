import { useMemo } from 'react';
import { Anchor, Stack, Text } from '@mantine/core';
import { memberRoleHas } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Link } from '@propdesk/shared/router';
import { useCurrentOrganization, useMyOrganizations } from '@propdesk/shared/session';
import { staffAccountsTexts } from '../i18n/index.ts';
import { staffAccountSource } from '../queries/staff-account-queries.ts';
import { DisputeDecision } from './dispute-decision.tsx';
import { TraderAccountView } from './trader-account-view.tsx';

/**
 * One of the organization's accounts, read-only, exactly as its trader reads it (mf-trader's account
 * view), with whose account it is and the decision on an open dispute for those who may decide.
 */
export function StaffAccountView({
  accountId,
  accountPath,
  listPath,
}: {
  accountId: string;
  accountPath: (accountId: string) => string;
  listPath: string;
}) {
  const { t } = useLazyTranslation(staffAccountsTexts);
  const organization = useCurrentOrganization();
  const organizations = useMyOrganizations();
  const organizationId = organization?.id ?? null;
  const canDecide = organization !== null && memberRoleHas(organization.role, 'disputes.decide');
  const source = useMemo(
    () =>
      organizationId === null
        ? null
        : staffAccountSource({
            organizationId,
            accountPath,
            listPath,
            disputeActions: ({ breach }) =>
              canDecide && breach.dispute !== null ? (
                <DisputeDecision organizationId={organizationId} disputeId={breach.dispute.id} />
              ) : null,
          }),
    [organizationId, accountPath, listPath, canDecide],
  );
  if (source === null || organizationId === null) {
    return <Text c="dimmed">{organizations.isPending ? t('loading') : t('noOrganization')}</Text>;
  }
  return (
    <Stack gap="md">
      <Anchor component={Link} to={listPath} size="sm">
        {t('backToAccounts')}
      </Anchor>
      {/* Keyed: another organization's account is another page. */}
      <TraderAccountView key={organizationId} source={source} accountId={accountId} />
    </Stack>
  );
}
