import type { TSimulatorPosition } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Alert, Button, Text, VisuallyHidden, Table } from '@mantine/core';
import { simulatorTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { organizationInactiveTextOf } from '../../../lib/api-error.ts';
import { useClosePosition, useOpenPositions } from '../api/simulator.ts';
import { LoadError, LoadingBlock, Panel } from '../../account-view/index.ts';
import { useFormatters } from '@propdesk/shared/format';

/** The open positions, marked to market, each with a Close button while the account may trade. */
export function OpenPositions({
  accountId,
  currency,
  canTrade,
}: {
  accountId: string;
  currency: string;
  canTrade: boolean;
}) {
  const { t } = useLazyTranslation(simulatorTexts, traderTexts);
  const format = useFormatters();
  const positions = useOpenPositions(accountId, canTrade);
  const close = useClosePosition(accountId);
  const levels = (position: TSimulatorPosition) =>
    [position.stopLoss, position.takeProfit]
      .map((level) => (level === null ? '—' : format.quote(level, position.symbol)))
      .join(' / ');
  return (
    <Panel titleId="positions-title" title={t('positions.title')}>
      {positions.isPending ? <LoadingBlock label={t('positions.loading')} rows={2} height={32} /> : null}
      {positions.isError && positions.data === undefined ? (
        <LoadError
          message={t('positions.loadFailed')}
          onRetry={() => void positions.refetch()}
          isRetrying={positions.isFetching}
        />
      ) : null}
      {close.isError ? (
        <Alert color="red" role="alert">
          {t(organizationInactiveTextOf(close.error) ?? 'positions.closeFailed')}
        </Alert>
      ) : null}
      {positions.data !== undefined && positions.data.length === 0 ? (
        <Text size="sm" c="dimmed" data-testid="positions-empty">
          {t('positions.empty')}
        </Text>
      ) : null}
      {positions.data !== undefined && positions.data.length > 0 ? (
        <Table.ScrollContainer minWidth={680} type="native">
          <Table verticalSpacing="xs" aria-labelledby="positions-title">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('columns.symbol')}</Table.Th>
                <Table.Th>{t('columns.side')}</Table.Th>
                <Table.Th ta="right">{t('columns.volume')}</Table.Th>
                <Table.Th ta="right">{t('positions.openPrice')}</Table.Th>
                <Table.Th ta="right">{t('positions.currentPrice')}</Table.Th>
                <Table.Th ta="right">{t('positions.levels')}</Table.Th>
                <Table.Th ta="right">{t('positions.floating')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('positions.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {positions.data.map((position) => (
                <Table.Tr key={position.id} data-testid="position-row">
                  <Table.Td fw={600}>{position.symbol}</Table.Td>
                  <Table.Td>{t(`side.${position.side}`)}</Table.Td>
                  <Table.Td ta="right">{format.number(position.volume, 2)}</Table.Td>
                  <Table.Td ta="right">{format.quote(position.openPrice, position.symbol)}</Table.Td>
                  <Table.Td ta="right">{format.quote(position.currentPrice, position.symbol)}</Table.Td>
                  <Table.Td ta="right">{levels(position)}</Table.Td>
                  <Table.Td
                    ta="right"
                    fw={700}
                    c={
                      position.floatingProfitMinor < 0
                        ? 'red'
                        : position.floatingProfitMinor > 0
                          ? 'teal'
                          : undefined
                    }
                  >
                    {format.signedMoney(position.floatingProfitMinor, currency)}
                  </Table.Td>
                  <Table.Td ta="right">
                    {canTrade ? (
                      <Button
                        size="compact-sm"
                        variant="light"
                        color="gray"
                        onClick={() => close.mutate(position.id)}
                        loading={close.isPending && close.variables === position.id}
                        aria-label={t('positions.closeOne', {
                          side: t(`side.${position.side}`),
                          symbol: position.symbol,
                        })}
                      >
                        {t('positions.close')}
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Panel>
  );
}
