import { Alert, Stack, Text } from '@mantine/core';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { clientTexts } from '../i18n/index.ts';
import { ClientManagement } from './client-management.tsx';

/**
 * The support agent's client lookup (`/support-agent/dashboard`): find a client by name or email and
 * read their details in a drawer. Read-only, without filters or export: agents hold clients.read only
 * (docs/permissions.md), and the api refuses the rest whatever this page shows.
 */
export function ClientLookup() {
  const { t } = useLazyTranslation(clientTexts);
  return (
    <Stack gap="md">
      <Text>{t('lookup.intro')}</Text>
      <Alert color="blue" variant="light">
        {t('lookup.readOnly')}
      </Alert>
      <ClientManagement area="agent" />
    </Stack>
  );
}
