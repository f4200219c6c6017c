import { useState } from 'react';
import { Alert, Badge, Button, Divider, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TPayoutAccount } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { PayoutChecklist } from '@propdesk/shared/trading-ui';
import { PageFrame } from '@propdesk/shared/ui';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { usePayoutOverview } from '../api/payouts.ts';
import { payoutsTexts } from '../i18n/index.ts';
import { PayoutHistory } from './payout-history.tsx';
import { PayoutMethods } from './payout-methods.tsx';
import { SectionCard } from '@propdesk/shared/ui';
import { PayoutRequest } from './payout-request.tsx';
import { LoadError, LoadingBlock } from '../../account-view/index.ts';
import { useFormatters } from '@propdesk/shared/format';

/** One funded account: what can be paid now, the split and how it rises, the checklist, the request. */
function PayoutAccountCard({ account }: { account: TPayoutAccount }) {
  const { t } = useLazyTranslation(payoutsTexts);
  const format = useFormatters();
  const [isRequesting, setIsRequesting] = useState(false);
  const [isSent, setIsSent] = useState(false);
  const { eligibility, currency } = account;
  const money = (amountMinor: number) => format.moneyWithCents(amountMinor, currency);
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-label={t('account.title', { login: account.login })}
    >
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap">
          <Title order={2} size="h4">
            {t('account.title', { login: account.login })}
          </Title>
          <Text size="sm" c="dimmed">
            {t('account.balance', { amount: money(account.balanceMinor) })}
          </Text>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Stack gap={4}>
            <Text size="sm" c="dimmed">
              {t('account.available')}
            </Text>
            <Text fz={28} fw={700} data-testid="payout-amount">
              {money(eligibility.amountMinor)}
            </Text>
            <Text size="sm">
              {t('account.share', {
                share: money(eligibility.profitShareMinor),
                gross: money(eligibility.grossMinor),
              })}
            </Text>
            {eligibility.feeRefundMinor > 0 ? (
              <Text size="sm" c="teal">
                {t('account.feeRefund', { amount: money(eligibility.feeRefundMinor) })}
              </Text>
            ) : null}
          </Stack>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              {t('account.split', {
                split: format.percent(eligibility.splitPercent),
                number: eligibility.payoutNumber,
              })}
            </Text>
            <Text size="sm" c="dimmed">
              {eligibility.splitPercent >= eligibility.maxSplitPercent
                ? t('account.splitMax')
                : t('account.splitRise', {
                    step: eligibility.splitStepPercent,
                    max: format.percent(eligibility.maxSplitPercent),
                    next: format.percent(eligibility.nextSplitPercent),
                  })}
            </Text>
          </Stack>
        </SimpleGrid>
        <Divider label={t('account.checklist')} labelPosition="left" />
        <PayoutChecklist eligibility={eligibility} currency={currency} reader="trader" />
        {isSent ? (
          <Alert color="teal" role="status">
            {t('request.sent')}
          </Alert>
        ) : null}
        {isRequesting ? (
          <PayoutRequest
            account={account}
            onDone={() => setIsRequesting(false)}
            onSent={() => {
              setIsRequesting(false);
              setIsSent(true);
            }}
          />
        ) : (
          <Group justify="flex-end" gap="sm">
            {!eligibility.isEligible ? (
              <Text size="xs" c="dimmed">
                {t('account.requestHint')}
              </Text>
            ) : null}
            <Button
              disabled={!eligibility.isEligible}
              onClick={() => {
                setIsSent(false);
                setIsRequesting(true);
              }}
            >
              {t('account.request')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** /payouts: per funded account the checklist, the amount and the split; the trader's payout history. */
export function PayoutsPage() {
  const { t } = useLazyTranslation(payoutsTexts, traderTexts);
  const overview = usePayoutOverview();
  const data = overview.data;
  return (
    <PageFrame title={t('pages.payouts')}>
      <Stack gap="lg">
        {overview.isPending ? <LoadingBlock label={t('loading')} /> : null}
        {overview.isError ? (
          <LoadError
            message={t('loadFailed')}
            onRetry={() => void overview.refetch()}
            isRetrying={overview.isFetching}
          />
        ) : null}
        {data !== undefined ? (
          <>
            <Group>
              <Badge color={data.kycStatus === 'approved' ? 'teal' : 'gray'} variant="light">
                {t(`kyc.${data.kycStatus}`)}
              </Badge>
            </Group>
            {data.accounts.length === 0 ? <Text c="dimmed">{t('empty')}</Text> : null}
            {data.accounts.map((account) => (
              <PayoutAccountCard key={account.accountId} account={account} />
            ))}
            {data.accounts.length > 0 ? <PayoutMethods /> : null}
            <SectionCard title={t('history.title')}>
              <PayoutHistory payouts={data.payouts} />
            </SectionCard>
          </>
        ) : null}
      </Stack>
    </PageFrame>
  );
}
