import type { TTradingAccountSummary } from '@propdesk/shared/contracts';
import { tradingTexts } from '@propdesk/shared/trading-ui';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Link } from '@propdesk/shared/router';
import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { tradingAccountsTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { AccountStatusBadge, PhaseBadge, ProgressMeter } from '../../account-view/index.ts';
import { useFormatters } from '@propdesk/shared/format';

/** One account at a glance: status, phase, balance, equity, today's room and progress to the target. */
export function AccountCard({ account }: { account: TTradingAccountSummary }) {
  const { t } = useLazyTranslation(tradingAccountsTexts, traderTexts, tradingTexts);
  const format = useFormatters();
  const money = (amountMinor: number) => format.moneyWithCents(amountMinor, account.currency);
  // Equity can end below a floor (a breach): "Over by $598.95" reads better than a negative room.
  const room = (roomMinor: number) =>
    roomMinor < 0 ? t('objectives.overBy', { amount: money(-roomMinor) }) : money(roomMinor);
  const figures = [
    { label: t('accounts.balance'), value: money(account.balanceMinor) },
    { label: t('accounts.equity'), value: money(account.equityMinor) },
    {
      label: t('accounts.dailyRoom'),
      value: account.dailyRoomMinor === null ? t('accounts.noDailyLimit') : room(account.dailyRoomMinor),
    },
    { label: t('accounts.maxLossRoom'), value: room(account.maxLossRoomMinor) },
  ];
  return (
    <Card withBorder radius="md" padding="md" component="article" data-testid="account-card">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Stack gap={0}>
            <Anchor component={Link} to={`/accounts/${account.id}`} fw={700}>
              {account.login}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t(`program.${account.program}`)} ·{' '}
              {format.moneyCentsIfAny(account.initialBalanceMinor, account.currency)}
            </Text>
          </Stack>
          <AccountStatusBadge status={account.status} />
        </Group>
        <Group gap="xs">
          <PhaseBadge phaseKind={account.phaseKind} />
        </Group>
        <SimpleGrid cols={2} spacing="xs" component="dl" m={0}>
          {figures.map((figure) => (
            <Stack key={figure.label} gap={0}>
              <Text component="dt" size="xs" c="dimmed">
                {figure.label}
              </Text>
              <Text component="dd" m={0} fw={600} size="sm">
                {figure.value}
              </Text>
            </Stack>
          ))}
        </SimpleGrid>
        {account.profitTargetProgressPercent === null ? (
          <Text size="xs" c="dimmed">
            {t('accounts.noTarget')}
          </Text>
        ) : (
          <ProgressMeter
            label={t('accounts.targetProgress')}
            value={account.profitTargetProgressPercent}
            valueText={format.percent(account.profitTargetProgressPercent)}
            color={account.profitTargetProgressPercent >= 100 ? 'green' : 'blue'}
          />
        )}
      </Stack>
    </Card>
  );
}
