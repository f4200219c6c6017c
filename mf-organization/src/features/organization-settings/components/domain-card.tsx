import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { TDomainStatus, TOrganizationDomain } from '@propdesk/shared/contracts';
import { formatDateTime } from '@propdesk/shared/format';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { ConfirmDialog } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useRemoveDomain, useVerifyDomain } from '../queries.ts';
import { CopyableValue } from './copyable-value.tsx';

const STATUS_COLORS: Record<TDomainStatus, string> = { pending: 'gray', verified: 'green', failed: 'red' };

/**
 * A domain with its standing, the TXT record to create and the date the claim lapses (until it is
 * verified) and, for those who may, the check and the removal (asked first).
 */
export function DomainCard({
  organizationId,
  domain,
  canEdit,
}: {
  organizationId: string;
  domain: TOrganizationDomain;
  canEdit: boolean;
}) {
  const { t, i18n } = useLazyTranslation(organizationSettingsTexts);
  const verify = useVerifyDomain(organizationId);
  const remove = useRemoveDomain(organizationId);
  const [isRemoving, setIsRemoving] = useState(false);
  const when = (instant: string) => formatDateTime(instant, i18n.language);

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="domain-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="sm">
          <Text fw={600} style={{ wordBreak: 'break-all' }}>
            {domain.domain}
          </Text>
          <Badge color={STATUS_COLORS[domain.status]} variant="light">
            {t(`domains.status.${domain.status}`)}
          </Badge>
        </Group>
        {domain.lastCheckFailure === null ? null : (
          <Alert color="red" variant="light">
            {t(`domains.failures.${domain.lastCheckFailure}`)}
          </Alert>
        )}
        {domain.status === 'verified' ? null : (
          <Stack gap={4}>
            <Text size="sm">{t('domains.recordIntro')}</Text>
            {/* Fixed layout: the long values wrap, so the record reads on a phone without scrolling. */}
            <Table withTableBorder verticalSpacing="xs" layout="fixed">
              <Table.Tbody>
                <Table.Tr>
                  <Table.Th w={80}>{t('domains.recordType')}</Table.Th>
                  <Table.Td>TXT</Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('domains.recordName')}</Table.Th>
                  <Table.Td>
                    <CopyableValue value={domain.record.name} />
                  </Table.Td>
                </Table.Tr>
                <Table.Tr>
                  <Table.Th>{t('domains.recordValue')}</Table.Th>
                  <Table.Td>
                    <CopyableValue value={domain.record.value} />
                  </Table.Td>
                </Table.Tr>
              </Table.Tbody>
            </Table>
            {domain.expiresAt === null ? null : (
              <Text size="sm" c="dimmed">
                {t('domains.expires', { when: when(domain.expiresAt) })}
              </Text>
            )}
          </Stack>
        )}
        <Group justify="space-between" gap="sm">
          <Text size="xs" c="dimmed">
            {domain.verifiedAt !== null
              ? t('domains.verifiedSince', { when: when(domain.verifiedAt) })
              : domain.lastCheckedAt !== null
                ? t('domains.lastChecked', { when: when(domain.lastCheckedAt) })
                : null}
          </Text>
          {canEdit ? (
            <Group gap="xs">
              <Button
                size="xs"
                variant="light"
                loading={verify.isPending}
                onClick={() => verify.mutate(domain.id)}
              >
                {t('domains.verify')}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => setIsRemoving(true)}>
                {t('domains.remove')}
              </Button>
            </Group>
          ) : null}
        </Group>
        {verify.isError ? (
          <Alert color="red" role="alert">
            {isApiError(verify.error) && verify.error.status === 409
              ? t('domains.verifyTaken')
              : t('domains.verifyFailed')}
          </Alert>
        ) : null}
      </Stack>
      <ConfirmDialog
        title={isRemoving ? t('domains.removeTitle', { domain: domain.domain }) : null}
        message={t('domains.removeBody')}
        error={remove.isError ? t('domains.removeFailed') : null}
        isPending={remove.isPending}
        confirmLabel={t('domains.removeConfirm')}
        cancelLabel={t('domains.cancel')}
        onConfirm={() => remove.mutate(domain.id, { onSuccess: () => setIsRemoving(false) })}
        onCancel={() => setIsRemoving(false)}
      />
    </Paper>
  );
}
