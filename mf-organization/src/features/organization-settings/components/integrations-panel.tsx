import { useState } from 'react';
import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import type { TIngestionKeyStatus } from '@propdesk/shared/contracts';
import { memberRoleHas } from '@propdesk/shared/domain';
import { formatDateTime } from '@propdesk/shared/format';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useCurrentOrganizationState } from '@propdesk/shared/session';
import { ConfirmDialog, QueryStatus, SectionCard } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useIngestionKey, useIssueIngestionKey } from '../queries.ts';
import { ApiKeysSection } from './api-keys-section.tsx';
import { CopyableValue } from './copyable-value.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

/** What the key's dates say: when it was issued or last replaced, and whether a delivery used it since. */
function KeyState({ status }: { status: TIngestionKeyStatus }) {
  const { t, i18n } = useLazyTranslation(organizationSettingsTexts);
  const when = (instant: string) => formatDateTime(instant, i18n.language);
  if (!status.exists || status.createdAt === null) {
    return (
      <Alert color="yellow" variant="light">
        {t('integrations.noKey')}
      </Alert>
    );
  }
  return (
    <Text size="sm">
      {status.rotatedAt === null
        ? t('integrations.keyIssued', { when: when(status.createdAt) })
        : t('integrations.keyRotated', { when: when(status.rotatedAt) })}{' '}
      {status.lastUsedAt === null
        ? t('integrations.keyUnused')
        : t('integrations.keyUsed', { when: when(status.lastUsedAt) })}
    </Text>
  );
}

function BridgeSettings({ organizationId, canEdit }: { organizationId: string; canEdit: boolean }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const status = useIngestionKey(organizationId);
  const issue = useIssueIngestionKey(organizationId);
  const [isConfirming, setIsConfirming] = useState(false);
  const failure = !issue.isError
    ? null
    : isApiError(issue.error) && issue.error.status === 403
      ? t('integrations.secondFactor')
      : t('integrations.failed');

  return (
    <SectionCard title={t('integrations.bridges')}>
      <Text size="sm" c="dimmed">
        {t('integrations.bridgesIntro')}
      </Text>
      <QueryStatus
        query={status}
        loadingLabel={t('integrations.loading')}
        failureLabel={t('integrations.loadFailed')}
        retryLabel={t('retry')}
      />
      {status.data === undefined ? null : (
        <Stack gap="sm">
          <Table withTableBorder verticalSpacing="xs" layout="fixed">
            <Table.Tbody>
              <Table.Tr>
                <Table.Th w={130}>{t('integrations.endpoint')}</Table.Th>
                <Table.Td>
                  <CopyableValue value={status.data.endpoint} testId="ingestion-endpoint" />
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('integrations.signatureHeader')}</Table.Th>
                <Table.Td>
                  <CopyableValue value={status.data.signatureHeader} />
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Th>{t('integrations.signatureScheme')}</Table.Th>
                <Table.Td>
                  <Text component="code" size="sm" style={{ wordBreak: 'break-word' }}>
                    {status.data.signatureScheme}
                  </Text>
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <KeyState status={status.data} />
          {issue.data === undefined ? null : (
            <Alert
              color="teal"
              variant="light"
              title={t('integrations.secretTitle')}
              data-testid="ingestion-secret"
            >
              <Stack gap="xs">
                <Text size="sm">{t('integrations.secretBody')}</Text>
                <CopyableValue value={issue.data.secret} />
              </Stack>
            </Alert>
          )}
          {failure === null ? null : (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          {canEdit ? (
            <Group justify="flex-end">
              <Button
                variant={status.data.exists ? 'light' : 'filled'}
                loading={issue.isPending}
                onClick={() => (status.data?.exists ? setIsConfirming(true) : issue.mutate())}
              >
                {status.data.exists ? t('integrations.rotate') : t('integrations.issue')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      )}
      <ConfirmDialog
        title={isConfirming ? t('integrations.rotateTitle') : null}
        message={t('integrations.rotateBody')}
        error={null}
        isPending={issue.isPending}
        confirmLabel={t('integrations.rotateConfirm')}
        cancelLabel={t('integrations.cancel')}
        onConfirm={() => issue.mutate(undefined, { onSettled: () => setIsConfirming(false) })}
        onCancel={() => setIsConfirming(false)}
      />
    </SectionCard>
  );
}

/**
 * The firm's integrations: its API keys to the public api, its webhooks, and where its platform bridges deliver and
 * the secret they sign with (issued or replaced by owners, admins and platform admins, shown once). Shared by the organization area's
 * `/organization/api` and the admin's organization view.
 */
export function IntegrationsPanel() {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const { organization, isPending } = useCurrentOrganizationState();
  if (organization === null) {
    return <Text c="dimmed">{isPending ? t('loading') : t('noOrganization')}</Text>;
  }
  const canEdit = memberRoleHas(organization.role, 'settings.manage');
  return (
    <Stack gap="lg">
      {canEdit ? null : (
        <Alert color="gray" variant="light" data-testid="integrations-read-only">
          {t('integrations.readOnly')}
        </Alert>
      )}
      <ApiKeysSection key={`keys-${organization.id}`} organizationId={organization.id} canEdit={canEdit} />
      <WebhooksSection key={`hooks-${organization.id}`} organizationId={organization.id} canEdit={canEdit} />
      <BridgeSettings key={organization.id} organizationId={organization.id} canEdit={canEdit} />
    </Stack>
  );
}
