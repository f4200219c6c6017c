import { Anchor, Stack, Text } from '@mantine/core';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Link, useLocation, useParams } from '@propdesk/shared/router';
import { clientTexts } from '../i18n/index.ts';
import { useClientsOrganization } from '../queries/client-queries.ts';
import { ClientDetails } from './client-details.tsx';
import type { TClientLinkState } from './client-rows.tsx';

function listSearchOf(state: unknown): string {
  const search = (state as Partial<TClientLinkState> | null)?.listSearch;
  return typeof search === 'string' && search !== '' ? `?${search}` : '';
}

/**
 * A client's page (`…/clients/:userId/details`) in the organization the shell's switcher chose, with the
 * way back to the list as it was filtered when the client was opened. With `accountPath`, readers who may
 * read the firm's accounts open each of the client's accounts there.
 */
export function ClientDetailsPage({
  listPath,
  accountPath,
}: {
  listPath: string;
  accountPath?: (accountId: string) => string;
}) {
  const { t } = useLazyTranslation(clientTexts);
  const { userId = '' } = useParams();
  const location = useLocation();
  const organization = useClientsOrganization('staff');
  return (
    <Stack gap="md">
      <Anchor component={Link} to={`${listPath}${listSearchOf(location.state)}`} size="sm">
        {t('detail.back')}
      </Anchor>
      {organization.organizationId === null ? (
        <Text c="dimmed">{organization.isPending ? t('loading') : t('noOrganization')}</Text>
      ) : (
        <ClientDetails
          organizationId={organization.organizationId}
          userId={userId}
          canManage={organization.canManage}
          canRevokeCertificates={organization.canRevokeCertificates}
          canRefund={organization.canRefund}
          {...(organization.canReadAccounts && accountPath !== undefined ? { accountPath } : {})}
        />
      )}
    </Stack>
  );
}
