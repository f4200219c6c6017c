import { Alert, Box } from '@mantine/core';
import { useTranslation } from '@propdesk/shared/i18n';
import { useCurrentOrganization } from '@propdesk/shared/session';

/**
 * Staff run an organization whatever its status: instead of the status gate they see, above every page of
 * the organization they run, why its traders are held back (the api refuses their purchases, trades and
 * payout requests while it is not active).
 */
export function OrganizationStatusBanner() {
  const { t } = useTranslation();
  const organization = useCurrentOrganization();
  if (organization === null || organization.status === 'active') return null;
  const { name, status } = organization;
  const message =
    status === 'suspended' || status === 'pending'
      ? t(`statusBanner.${status}`, { name })
      : t('statusBanner.other', { name, status });
  return (
    <Box px={{ base: 'sm', sm: 'md' }} pt="md">
      <Alert
        color={status === 'suspended' ? 'red' : 'yellow'}
        variant="light"
        role="status"
        data-testid="organization-status-banner"
      >
        {message}
      </Alert>
    </Box>
  );
}
