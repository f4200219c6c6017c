import type { TStaffAccountTrader, TTradingAccountDetail } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Link } from '@propdesk/shared/router';
import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { AccountStatusBadge, PhaseBadge, tradingTexts } from '@propdesk/shared/trading-ui';
import { accountViewTexts } from '../i18n/index.ts';
import { useFormatters } from '@propdesk/shared/format';
import { useNow } from '../lib/use-now.ts';
import { useAccountViewSource } from '../source.tsx';

/** Where the trader's live stream of the account stands. */
export type TStreamState = 'connecting' | 'live' | 'reconnecting' | 'closed';

const STREAM_COLORS: Record<TStreamState, string> = {
  connecting: 'gray',
  live: 'teal',
  reconnecting: 'orange',
  closed: 'gray',
};

/** Paused after a soft breach: when trading resumes, in the trader's local time, and how long until then. */
function PausedNotice({ pausedUntil }: { pausedUntil: number | null }) {
  const { t } = useLazyTranslation(accountViewTexts, tradingTexts);
  const format = useFormatters();
  const now = useNow(1000);
  return (
    <Alert color="yellow" title={t('account.pausedTitle')} role="status" data-testid="paused-notice">
      {pausedUntil === null
        ? t('account.pausedUnknown')
        : t('account.pausedUntil', {
            time: format.dateTime(pausedUntil),
            countdown: format.countdown(pausedUntil - now),
          })}
    </Alert>
  );
}

/**
 * The account's heading figures: what, status and phase, balance and equity; for its trader whether it is
 * live, for staff whose account it is.
 */
export function AccountSummary({
  detail,
  streamState,
  trader,
}: {
  detail: TTradingAccountDetail;
  /** The trader's live stream; staff read the account without one. */
  streamState?: TStreamState;
  /** Whose account it is, as staff read it. */
  trader?: TStaffAccountTrader;
}) {
  const { t } = useLazyTranslation(accountViewTexts, tradingTexts);
  const source = useAccountViewSource();
  const context = { context: source.reader };
  const format = useFormatters();
  const { account, snapshot } = detail;
  const money = (amountMinor: number) => format.moneyWithCents(amountMinor, account.currency);
  const floatingMinor = snapshot.equityMinor - snapshot.balanceMinor;
  const figures = [
    { label: t('figures.balance'), value: money(snapshot.balanceMinor), testId: 'balance' },
    { label: t('figures.equity'), value: money(snapshot.equityMinor), testId: 'equity' },
    {
      label: t('account.floating'),
      value: format.signedMoney(floatingMinor, account.currency),
      testId: 'floating',
    },
    {
      label: t('account.closedProfit'),
      value: format.signedMoney(snapshot.closedProfitMinor, account.currency),
      testId: 'closed-profit',
    },
  ];
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }}>
        <Stack gap="md">
          <Group justify="space-between" gap="sm" align="flex-start">
            <Stack gap={2}>
              <Text fw={800} fz="lg">
                {account.login}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`program.${account.program}`)} ·{' '}
                {format.moneyCentsIfAny(account.initialBalanceMinor, account.currency)} ·{' '}
                {t(`platform.${account.platform}`)}
              </Text>
              {trader === undefined ? null : (
                <Text size="sm" data-testid="account-trader">
                  {t('account.trader')}: {trader.name} · {trader.email}
                </Text>
              )}
            </Stack>
            <Group gap="xs">
              <AccountStatusBadge status={snapshot.status} />
              <PhaseBadge phaseKind={account.phaseKind} />
              {streamState === undefined ? null : (
                <Badge color={STREAM_COLORS[streamState]} variant="dot" data-testid="stream-state">
                  {t(`account.stream.${streamState}`)}
                </Badge>
              )}
            </Group>
          </Group>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" component="dl" m={0} aria-live="polite">
            {figures.map((figure) => (
              <Stack key={figure.label} gap={0}>
                <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {figure.label}
                </Text>
                <Text component="dd" m={0} fw={700} data-testid={figure.testId}>
                  {figure.value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </Stack>
      </Paper>
      {snapshot.status === 'paused' ? <PausedNotice pausedUntil={snapshot.pausedUntil} /> : null}
      {snapshot.status === 'passed' ? (
        <Alert color="green" title={t('account.passedTitle')} role="status">
          {detail.nextAccountId === null ? (
            t('account.passedNoNext', context)
          ) : (
            <Anchor component={Link} to={source.pagePath(detail.nextAccountId)}>
              {t('account.goToNext', context)}
            </Anchor>
          )}
        </Alert>
      ) : null}
      {snapshot.status === 'expired' ? (
        <Alert color="gray" title={t('account.expiredTitle')} role="status">
          {t('account.expiredText')}
        </Alert>
      ) : null}
      {snapshot.status === 'closed' ? (
        <Alert color="gray" title={t('account.closedTitle')} role="status">
          {t('account.closedText', context)}
        </Alert>
      ) : null}
      {detail.previousAccountId === null ? null : (
        <Text size="sm">
          <Anchor component={Link} to={source.pagePath(detail.previousAccountId)}>
            {t('account.previous')}
          </Anchor>
        </Text>
      )}
      {detail.resetOf === null ? null : (
        <Text size="sm">
          <Anchor component={Link} to={source.pagePath(detail.resetOf.accountId)}>
            {t('account.resetOf', { login: detail.resetOf.login })}
          </Anchor>
        </Text>
      )}
      {detail.resetAccountId === null ? null : (
        <Text size="sm">
          <Anchor component={Link} to={source.pagePath(detail.resetAccountId)}>
            {t('account.resetBy')}
          </Anchor>
        </Text>
      )}
    </Stack>
  );
}
