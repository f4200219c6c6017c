import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { TWebhookEndpoint } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { ConfirmDialog, SectionCard } from '@propdesk/shared/ui';
import { organizationSettingsTexts, textKeyOf } from '../i18n/index.ts';
import { useRemoveWebhook, useSetWebhookActive, useWebhooks } from '../queries.ts';
import { CreateWebhookForm } from './create-webhook-form.tsx';
import { ListStates } from './list-states.tsx';
import { WebhookDeliveries } from './webhook-deliveries.tsx';

function WebhookCard({
  organizationId,
  endpoint,
  canEdit,
}: {
  organizationId: string;
  endpoint: TWebhookEndpoint;
  canEdit: boolean;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const setActive = useSetWebhookActive(organizationId);
  const remove = useRemoveWebhook(organizationId);
  const [isLogOpen, setIsLogOpen] = useState(false);
  const [isRemoving, setIsRemoving] = useState(false);
  const state = endpoint.isActive
    ? { label: t('webhooks.active'), color: 'green' }
    : endpoint.disabledReason === 'failures'
      ? { label: t('webhooks.offFailures'), color: 'red' }
      : { label: t('webhooks.offByFirm'), color: 'gray' };

  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} data-testid="webhook-card">
      <Stack gap="xs">
        <Group justify="space-between" gap="sm">
          <Text fw={600} style={{ wordBreak: 'break-all' }}>
            {endpoint.url}
          </Text>
          <Badge color={state.color} variant="light">
            {state.label}
          </Badge>
        </Group>
        {endpoint.description === null ? null : (
          <Text size="sm" c="dimmed">
            {endpoint.description}
          </Text>
        )}
        <Group gap={4}>
          {endpoint.eventTypes.map((type) => (
            <Badge key={type} size="sm" variant="outline">
              {t(`webhooks.eventNames.${textKeyOf(type)}`)}
            </Badge>
          ))}
        </Group>
        {endpoint.consecutiveFailures > 0 ? (
          <Text size="xs" c="red">
            {t('webhooks.failures', { count: endpoint.consecutiveFailures })}
          </Text>
        ) : null}
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            onClick={() => setIsLogOpen((open) => !open)}
            aria-expanded={isLogOpen}
          >
            {isLogOpen ? t('webhooks.hideLog') : t('webhooks.showLog')}
          </Button>
          {canEdit ? (
            <>
              <Button
                size="xs"
                variant="subtle"
                loading={setActive.isPending}
                onClick={() => setActive.mutate({ endpointId: endpoint.id, isActive: !endpoint.isActive })}
              >
                {endpoint.isActive ? t('webhooks.switchOff') : t('webhooks.switchOn')}
              </Button>
              <Button size="xs" variant="subtle" color="red" onClick={() => setIsRemoving(true)}>
                {t('webhooks.remove')}
              </Button>
            </>
          ) : null}
        </Group>
        {setActive.isError ? (
          <Alert color="red" role="alert">
            {t('webhooks.changeFailed')}
          </Alert>
        ) : null}
        {isLogOpen ? (
          <WebhookDeliveries organizationId={organizationId} endpointId={endpoint.id} canEdit={canEdit} />
        ) : null}
      </Stack>
      <ConfirmDialog
        title={isRemoving ? t('webhooks.removeTitle') : null}
        message={t('webhooks.removeBody')}
        error={remove.isError ? t('webhooks.changeFailed') : null}
        isPending={remove.isPending}
        confirmLabel={t('webhooks.removeConfirm')}
        cancelLabel={t('webhooks.cancel')}
        onConfirm={() => remove.mutate(endpoint.id, { onSuccess: () => setIsRemoving(false) })}
        onCancel={() => setIsRemoving(false)}
      />
    </Paper>
  );
}

/**
 * The firm's webhooks: each endpoint with its events, standing and delivery log; owners and admins add
 * endpoints (the signing secret shown once), switch them on or off, remove them and replay deliveries.
 */
export function WebhooksSection({ organizationId, canEdit }: { organizationId: string; canEdit: boolean }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const webhooks = useWebhooks(organizationId);
  return (
    <SectionCard title={t('webhooks.title')}>
      <Text size="sm" c="dimmed">
        {t('webhooks.intro')}
      </Text>
      {canEdit ? <CreateWebhookForm organizationId={organizationId} /> : null}
      <ListStates
        query={webhooks}
        loadingLabel={t('webhooks.loading')}
        failureLabel={t('webhooks.loadFailed')}
        emptyLabel={t('webhooks.empty')}
      >
        {(rows) =>
          rows.map((endpoint) => (
            <WebhookCard
              key={endpoint.id}
              organizationId={organizationId}
              endpoint={endpoint}
              canEdit={canEdit}
            />
          ))
        }
      </ListStates>
    </SectionCard>
  );
}
