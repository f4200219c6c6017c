import { useState } from 'react';
import { Badge, Button, Group, Table, Text } from '@mantine/core';
import type { TApiKey } from '@propdesk/shared/contracts';
import { formatDate, formatDateTime } from '@propdesk/shared/format';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { ConfirmDialog, SectionCard } from '@propdesk/shared/ui';
import { ListStates } from './list-states.tsx';
import { organizationSettingsTexts, textKeyOf } from '../i18n/index.ts';
import { useApiKeys, useRevokeApiKey } from '../queries.ts';
import { CreateApiKeyForm } from './create-api-key-form.tsx';

const STATUS_COLORS: Record<TApiKey['status'], string> = {
  active: 'green',
  revoked: 'gray',
  expired: 'orange',
};

/**
 * The firm's API keys: each with its scopes, expiry, last use and standing; owners and admins create keys
 * (shown once) and revoke them, after confirming.
 */
export function ApiKeysSection({ organizationId, canEdit }: { organizationId: string; canEdit: boolean }) {
  const { t, i18n } = useLazyTranslation(organizationSettingsTexts);
  const keys = useApiKeys(organizationId);
  const revoke = useRevokeApiKey(organizationId);
  const [revoking, setRevoking] = useState<TApiKey | null>(null);

  return (
    <SectionCard title={t('apiKeys.title')}>
      <Text size="sm" c="dimmed">
        {t('apiKeys.intro')}
      </Text>
      {canEdit ? <CreateApiKeyForm organizationId={organizationId} /> : null}
      <ListStates
        query={keys}
        loadingLabel={t('apiKeys.loading')}
        failureLabel={t('apiKeys.loadFailed')}
        emptyLabel={t('apiKeys.empty')}
      >
        {(rows) => (
          <Table.ScrollContainer minWidth={720} type="native">
            <Table verticalSpacing="xs" aria-label={t('apiKeys.title')} data-testid="api-keys">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('apiKeys.columns.name')}</Table.Th>
                  <Table.Th>{t('apiKeys.columns.key')}</Table.Th>
                  <Table.Th>{t('apiKeys.columns.scopes')}</Table.Th>
                  <Table.Th>{t('apiKeys.columns.expires')}</Table.Th>
                  <Table.Th>{t('apiKeys.columns.lastUsed')}</Table.Th>
                  <Table.Th>{t('apiKeys.columns.status')}</Table.Th>
                  {canEdit ? <Table.Th /> : null}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((key) => {
                  const { status } = key;
                  return (
                    <Table.Tr key={key.id}>
                      <Table.Td>{key.name}</Table.Td>
                      <Table.Td>
                        <Text component="code" size="sm">
                          pdkey_{key.prefix}…
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        <Group gap={4}>
                          {key.scopes.map((scope) => (
                            <Badge key={scope} size="sm" variant="outline">
                              {t(`apiKeys.scopes.${textKeyOf(scope)}`)}
                            </Badge>
                          ))}
                        </Group>
                      </Table.Td>
                      <Table.Td>
                        {key.expiresAt === null
                          ? t('apiKeys.never')
                          : formatDate(key.expiresAt, i18n.language)}
                      </Table.Td>
                      <Table.Td>
                        {key.lastUsedAt === null
                          ? t('apiKeys.notUsed')
                          : formatDateTime(key.lastUsedAt, i18n.language)}
                      </Table.Td>
                      <Table.Td>
                        <Badge size="sm" variant="light" color={STATUS_COLORS[status]}>
                          {t(`apiKeys.statuses.${status}`)}
                        </Badge>
                      </Table.Td>
                      {canEdit ? (
                        <Table.Td>
                          {status === 'revoked' ? null : (
                            <Button
                              size="compact-xs"
                              variant="subtle"
                              color="red"
                              onClick={() => setRevoking(key)}
                            >
                              {t('apiKeys.revoke')}
                            </Button>
                          )}
                        </Table.Td>
                      ) : null}
                    </Table.Tr>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </ListStates>
      <ConfirmDialog
        title={revoking === null ? null : t('apiKeys.revokeTitle', { name: revoking.name })}
        message={t('apiKeys.revokeBody')}
        error={revoke.isError ? t('apiKeys.revokeFailed') : null}
        isPending={revoke.isPending}
        confirmLabel={t('apiKeys.revokeConfirm')}
        cancelLabel={t('apiKeys.cancel')}
        onConfirm={() => {
          if (revoking !== null) revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) });
        }}
        onCancel={() => setRevoking(null)}
      />
    </SectionCard>
  );
}
