import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { TStaffPayoutDetail } from '@propdesk/shared/contracts';
import { isApiError } from '@propdesk/shared/http';
import { formatMoneyWithCents, useLazyTranslation } from '@propdesk/shared/i18n';
import { usePayoutDecision, useStaffPayoutDetail } from '../queries/staff-payout-queries.ts';
import { staffPayoutTexts } from '../i18n/index.ts';
import { PayoutChecklist } from '@propdesk/shared/trading-ui';

/** The figures and decisions of one payout; the decision buttons follow its status. */
function PayoutReview({ detail, organizationId }: { detail: TStaffPayoutDetail; organizationId: string }) {
  const { t, i18n } = useLazyTranslation(staffPayoutTexts);
  const decide = usePayoutDecision(organizationId, detail.payout.id);
  const [reason, setReason] = useState('');
  const [reference, setReference] = useState('');
  const [inputError, setInputError] = useState<string | null>(null);
  const { payout, account, eligibility } = detail;
  const money = (amountMinor: number) => formatMoneyWithCents(amountMinor, payout.currency, i18n.language);
  const percent = (value: number) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 }).format(value) + ' %';
  const destination =
    payout.destination.kind === 'bank_transfer'
      ? `${payout.destination.accountHolder} · ${payout.destination.iban} · ${payout.destination.bic}`
      : `${payout.destination.network} · ${payout.destination.address}`;

  const errorText = (() => {
    if (inputError !== null) return inputError;
    if (!decide.isError) return null;
    const error = decide.error;
    if (isApiError(error) && error.code === 'SECOND_FACTOR_REQUIRED') return t('actions.secondFactor');
    if (isApiError(error) && error.code === 'CONFLICT')
      return t('actions.conflict', { message: error.message });
    return t('actions.failed');
  })();

  const reject = () => {
    if (reason.trim().length < 5) return setInputError(t('actions.reasonTooShort'));
    setInputError(null);
    decide.mutate({ step: 'reject', reason: reason.trim() });
  };
  const markPaid = () => {
    if (reference.trim().length < 3) return setInputError(t('actions.referenceTooShort'));
    setInputError(null);
    decide.mutate({ step: 'paid', reference: reference.trim() });
  };

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap">
        <Title order={3} size="h5">
          {t('detail.title', { trader: payout.traderName })}
        </Title>
        <Group gap="xs">
          <Badge variant="light">{t(`statuses.${payout.status}`)}</Badge>
          <Badge variant="light" color={detail.kycStatus === 'approved' ? 'teal' : 'red'}>
            {t(`kyc.${detail.kycStatus}`)}
          </Badge>
        </Group>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Stack gap={4}>
          <Text size="sm" c="dimmed">
            {t('detail.amount')}
          </Text>
          <Text fz={24} fw={700} data-testid="staff-payout-amount">
            {money(payout.amountMinor)}
          </Text>
          <Text size="sm">
            {t('detail.share', {
              share: money(payout.profitShareMinor),
              split: percent(payout.splitPercent),
              gross: money(payout.grossMinor),
            })}
          </Text>
          {payout.feeRefundMinor > 0 ? (
            <Text size="sm">{t('detail.feeRefund', { amount: money(payout.feeRefundMinor) })}</Text>
          ) : null}
          <Text size="sm">
            {t('detail.destination')}: {destination}
          </Text>
          {payout.rejectionReason !== null ? (
            <Text size="sm">{t('detail.rejectionReason', { reason: payout.rejectionReason })}</Text>
          ) : null}
          {payout.paidReference !== null ? (
            <Text size="sm">{t('detail.paidReference', { reference: payout.paidReference })}</Text>
          ) : null}
        </Stack>
        <Stack gap={4} aria-label={t('detail.account', { login: account.login })} role="group">
          <Text size="sm" fw={600}>
            {t('detail.account', { login: account.login })}
          </Text>
          <Text size="sm">
            {t('detail.accountStatus')}: {account.status}
          </Text>
          <Text size="sm">
            {t('detail.balance')}: {money(account.balanceMinor)}
          </Text>
          <Text size="sm">
            {t('detail.equity')}: {money(account.equityMinor)}
          </Text>
          <Text size="sm">
            {t('detail.floor')}: {money(account.maxLossFloorMinor)}
          </Text>
        </Stack>
      </SimpleGrid>
      <Text size="sm" fw={600}>
        {t('detail.checklist')}
      </Text>
      <PayoutChecklist eligibility={eligibility} currency={payout.currency} reader="staff" />
      {payout.status === 'requested' ? (
        <Stack gap="xs">
          <TextInput
            label={t('detail.reason')}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
          />
          <Group gap="sm">
            <Button onClick={() => decide.mutate({ step: 'approve' })} loading={decide.isPending}>
              {t('actions.approve')}
            </Button>
            <Button color="red" variant="light" onClick={reject} loading={decide.isPending}>
              {t('actions.reject')}
            </Button>
          </Group>
        </Stack>
      ) : null}
      {payout.status === 'approved' ? (
        <Group gap="sm" align="flex-end">
          <TextInput
            label={t('detail.reference')}
            value={reference}
            onChange={(event) => setReference(event.currentTarget.value)}
          />
          <Button onClick={markPaid} loading={decide.isPending}>
            {t('actions.markPaid')}
          </Button>
        </Group>
      ) : null}
      {errorText !== null ? (
        <Alert color="red" role="alert">
          {errorText}
        </Alert>
      ) : null}
      {decide.isSuccess ? (
        <Alert color="teal" role="status">
          {t('actions.done')}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** One payout as staff review it: loaded by its id within the current organization. */
export function StaffPayoutDetail({
  organizationId,
  payoutId,
  onClose,
}: {
  organizationId: string;
  payoutId: string;
  onClose: () => void;
}) {
  const { t } = useLazyTranslation(staffPayoutTexts);
  const detail = useStaffPayoutDetail(organizationId, payoutId);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={t('review')}>
      <Stack gap="sm">
        <Group justify="flex-end">
          <Button variant="subtle" size="xs" onClick={onClose}>
            {t('detail.close')}
          </Button>
        </Group>
        {detail.isPending ? <Text size="sm">{t('loading')}</Text> : null}
        {detail.isError ? (
          <Alert color="red" role="alert">
            {t('detail.loadFailed')}
          </Alert>
        ) : null}
        {detail.data !== undefined ? (
          <PayoutReview detail={detail.data} organizationId={organizationId} />
        ) : null}
      </Stack>
    </Paper>
  );
}
