import { useState } from 'react';
import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  PasswordInput,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { TPaymentAccount } from '@propdesk/shared/contracts';
import { BILLING_ERROR_CODES } from '@propdesk/shared/domain/billing.ts';
import { useFormatters } from '@propdesk/shared/format';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { notify } from '@propdesk/shared/notify';
import { ConfirmDialog } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useChangePaymentAccount, usePaymentAccount } from '../payment-account-queries.ts';
import { CopyableValue } from './copyable-value.tsx';

type TTexts = ReturnType<typeof useLazyTranslation>['t'];

/** Why the keys were not saved, in the reader's language: the api's code, not its English message. */
function refusalOf(error: unknown, t: TTexts): string {
  if (!isApiError(error)) return t('payments.saveFailed');
  if (error.code === BILLING_ERROR_CODES.paymentAccountRefused) return t('payments.refused');
  if (error.code === BILLING_ERROR_CODES.paymentAccountUnreachable) return t('payments.unreachable');
  return error.status === 400 ? t('payments.invalid') : t('payments.saveFailed');
}

function ConnectedAccount({ account }: { account: TPaymentAccount }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const { dateTime } = useFormatters();
  const rows: [string, string][] = [
    [t('payments.account'), [account.accountName, account.accountId].filter(Boolean).join(' · ')],
    [t('payments.mode'), account.mode === null ? '' : t(`payments.modes.${account.mode}`)],
    [t('payments.key'), t('payments.keyEnding', { last4: account.keyLast4 ?? '' })],
    [
      t('payments.connectedAt'),
      account.connectedAt === null
        ? ''
        : t('payments.connectedBy', {
            date: dateTime(account.connectedAt),
            email: account.connectedByEmail ?? '—',
          }),
    ],
  ];
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" verticalSpacing="xs" component="dl" m={0}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" size="sm" m={0}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}

/** The form that tests and saves new keys; both fields are secrets, cleared once saved. */
function ConnectForm({ organizationId, isReplacing }: { organizationId: string; isReplacing: boolean }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const { connect } = useChangePaymentAccount(organizationId);
  const [secretKey, setSecretKey] = useState('');
  const [webhookSecret, setWebhookSecret] = useState('');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        connect.mutate(
          { secretKey: secretKey.trim(), webhookSecret: webhookSecret.trim() },
          {
            onSuccess: () => {
              setSecretKey('');
              setWebhookSecret('');
              void notify({ color: 'green', message: t('payments.saved') });
            },
          },
        );
      }}
    >
      <Stack gap="sm">
        <Title order={3} size="h5">
          {isReplacing ? t('payments.replaceTitle') : t('payments.connectTitle')}
        </Title>
        <PasswordInput
          label={t('payments.secretKey')}
          description={t('payments.secretKeyHint')}
          value={secretKey}
          onChange={(event) => setSecretKey(event.currentTarget.value)}
          autoComplete="off"
          required
        />
        <PasswordInput
          label={t('payments.webhookSecret')}
          description={t('payments.webhookSecretHint')}
          value={webhookSecret}
          onChange={(event) => setWebhookSecret(event.currentTarget.value)}
          autoComplete="off"
          required
        />
        {connect.isError ? (
          <Alert color="red" role="alert">
            {refusalOf(connect.error, t)}
          </Alert>
        ) : null}
        <Group>
          <Button
            type="submit"
            loading={connect.isPending}
            disabled={secretKey.trim() === '' || webhookSecret.trim() === ''}
          >
            {isReplacing ? t('payments.replace') : t('payments.connect')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/**
 * The firm's own Stripe account: whether one takes its traders' payments, which (name, mode, key ending),
 * and the webhook URL to give Stripe. Owners connect, replace and disconnect it (billing.connect); everyone
 * else who reads the settings sees it. The keys are never shown back.
 */
export function PaymentAccountSection({
  organizationId,
  canEdit,
}: {
  organizationId: string;
  canEdit: boolean;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const account = usePaymentAccount(organizationId);
  const { disconnect } = useChangePaymentAccount(organizationId);
  const [isConfirming, setConfirming] = useState(false);
  const data = account.data;
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
      <Stack gap="md" maw={720}>
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {t('payments.title')}
          </Title>
          {data?.connected === true ? <Badge color="green">{t('payments.connected')}</Badge> : null}
        </Group>
        <Text size="sm" c="dimmed">
          {t('payments.intro')}
        </Text>
        {account.isPending ? (
          <Skeleton h={96} radius="md" aria-label={t('payments.loading')} data-testid="payments-loading" />
        ) : null}
        {account.isError ? (
          <Alert color="red" role="alert">
            <Group justify="space-between">
              <Text size="sm">{t('payments.loadFailed')}</Text>
              <Button size="xs" variant="light" onClick={() => void account.refetch()}>
                {t('retry')}
              </Button>
            </Group>
          </Alert>
        ) : null}
        {data === undefined ? null : (
          <>
            {data.connected ? (
              <ConnectedAccount account={data} />
            ) : (
              <Text size="sm">{t('payments.notConnected')}</Text>
            )}
            <Stack gap={4}>
              <Text size="sm" fw={500}>
                {t('payments.webhookUrl')}
              </Text>
              <CopyableValue value={data.webhookUrl} testId="payments-webhook-url" />
              <Text size="xs" c="dimmed">
                {t('payments.webhookHint')}
              </Text>
            </Stack>
            {canEdit ? (
              <>
                <ConnectForm
                  key={data.connected ? 'replace' : 'connect'}
                  organizationId={organizationId}
                  isReplacing={data.connected}
                />
                {data.connected ? (
                  <Group>
                    <Button variant="subtle" color="red" onClick={() => setConfirming(true)}>
                      {t('payments.disconnect')}
                    </Button>
                  </Group>
                ) : null}
              </>
            ) : (
              <Text size="sm" c="dimmed">
                {t('payments.readOnly')}
              </Text>
            )}
          </>
        )}
      </Stack>
      <ConfirmDialog
        title={isConfirming ? t('payments.disconnectTitle') : null}
        message={t('payments.disconnectBody')}
        error={disconnect.isError ? t('payments.disconnectFailed') : null}
        isPending={disconnect.isPending}
        confirmLabel={t('payments.disconnectConfirm')}
        cancelLabel={t('payments.cancel')}
        onConfirm={() =>
          disconnect.mutate(undefined, {
            onSuccess: () => {
              setConfirming(false);
              void notify({ color: 'green', message: t('payments.disconnected') });
            },
          })
        }
        onCancel={() => {
          disconnect.reset();
          setConfirming(false);
        }}
      />
    </Paper>
  );
}
