import { useState } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { TPayoutMethod } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { notify } from '@propdesk/shared/notify';
import { useDeletePayoutMethod, usePayoutMethods } from '../api/payouts.ts';
import { payoutsTexts } from '../i18n/index.ts';
import { PayoutMethodForm } from './payout-method-form.tsx';
import { SectionCard } from '@propdesk/shared/ui';

/** Where a method sends the money, as the trader recognises it. */
export function methodDestination(method: TPayoutMethod): string {
  return method.kind === 'bank_transfer'
    ? (method.iban ?? '')
    : `${method.network ?? ''} ${method.address ?? ''}`;
}

/**
 * The trader's saved payout methods: each can be changed (checked again as when added) or deleted after
 * a confirmation. Payouts already requested keep the destination they were sent to.
 */
export function PayoutMethods() {
  const { t } = useLazyTranslation(payoutsTexts);
  const methods = usePayoutMethods();
  const remove = useDeletePayoutMethod();
  const [editingId, setEditingId] = useState<string | null>(null);
  const [confirmingId, setConfirmingId] = useState<string | null>(null);
  const list = methods.data?.methods ?? [];

  const confirmDelete = (method: TPayoutMethod) =>
    remove.mutate(method.id, {
      onSuccess: () => {
        setConfirmingId(null);
        void notify({ color: 'green', message: t('methods.deleted', { label: method.label }) });
      },
    });

  return (
    <SectionCard title={t('methods.title')}>
      {methods.isSuccess && list.length === 0 ? <Text c="dimmed">{t('methods.empty')}</Text> : null}
      {remove.isError ? (
        <Alert color="red" role="alert">
          {t('methods.deleteFailed')}
        </Alert>
      ) : null}
      {list.map((method) => (
        <Stack key={method.id} gap="xs" data-testid="payout-method">
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600}>{method.label}</Text>
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t(`method.${method.kind}`)} · {methodDestination(method)}
              </Text>
            </Stack>
            {confirmingId === method.id ? (
              <Group gap="xs">
                <Text size="sm">{t('methods.confirmDelete')}</Text>
                <Button
                  color="red"
                  size="xs"
                  loading={remove.isPending}
                  onClick={() => confirmDelete(method)}
                >
                  {t('methods.deleteConfirmed', { label: method.label })}
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirmingId(null)}>
                  {t('methods.keep')}
                </Button>
              </Group>
            ) : (
              <Group gap="xs">
                <Button
                  size="xs"
                  variant="default"
                  aria-expanded={editingId === method.id}
                  onClick={() => setEditingId(editingId === method.id ? null : method.id)}
                >
                  {t('methods.edit', { label: method.label })}
                </Button>
                <Button size="xs" variant="subtle" color="red" onClick={() => setConfirmingId(method.id)}>
                  {t('methods.delete', { label: method.label })}
                </Button>
              </Group>
            )}
          </Group>
          {editingId === method.id ? (
            <PayoutMethodForm
              method={method}
              onSaved={() => {
                setEditingId(null);
                void notify({ color: 'green', message: t('method.saved') });
              }}
            />
          ) : null}
        </Stack>
      ))}
    </SectionCard>
  );
}
