import type { ReactElement } from 'react';
import type { TAccountHistory } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Box, SimpleGrid, Text } from '@mantine/core';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { Panel } from '@propdesk/shared/trading-ui';
import { accountViewTexts } from '../i18n/index.ts';
import { useFormatters } from '@propdesk/shared/format';

/**
 * The account's charts, with recharts drawn in the theme's colours (docs/adr/0007: @mantine/charts would
 * bundle a second @mantine/core into this remote). Loaded lazily: recharts is the heaviest part of the
 * trader area and only this page needs it.
 */

const CHART_HEIGHT = 260;
const AXIS_TICK = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 };
const TOOLTIP_STYLE = {
  background: 'var(--mantine-color-body)',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 8,
  fontSize: 13,
};

type AccountChartsProps = {
  history: TAccountHistory;
  currency: string;
  /** The overall floor, drawn under the equity line. */
  maxLossFloorMinor: number;
};

/**
 * One chart in its titled figure: a line of text when there is nothing to draw yet, otherwise the chart
 * (hidden from screen readers) and a caption that says in words what it shows.
 */
function ChartFigure({
  titleId,
  title,
  emptyText,
  emptyTestId,
  caption,
  children,
}: {
  titleId: string;
  title: string;
  /** Shown instead of the chart; null when there is data to draw. */
  emptyText: string | null;
  emptyTestId: string;
  caption: string | null;
  children: ReactElement;
}) {
  return (
    <Panel titleId={titleId} title={title} component="figure" gap="sm">
      {emptyText !== null ? (
        <Text size="sm" c="dimmed" data-testid={emptyTestId}>
          {emptyText}
        </Text>
      ) : (
        <>
          <Box h={CHART_HEIGHT} aria-hidden="true">
            <ResponsiveContainer
              width="100%"
              height={CHART_HEIGHT}
              initialDimension={{ width: 320, height: CHART_HEIGHT }}
            >
              {children}
            </ResponsiveContainer>
          </Box>
          {caption === null ? null : (
            <Text component="figcaption" size="xs" c="dimmed">
              {caption}
            </Text>
          )}
        </>
      )}
    </Panel>
  );
}

export default function AccountCharts({ history, currency, maxLossFloorMinor }: AccountChartsProps) {
  const { t } = useLazyTranslation(accountViewTexts);
  const format = useFormatters();
  const money = (amount: number) => format.moneyWithCents(Math.round(amount * 100), currency);
  const compactMoney = (amount: number) =>
    new Intl.NumberFormat(format.locale, { style: 'currency', currency, notation: 'compact' }).format(amount);
  const equityData = history.equity.map((point) => ({
    at: Date.parse(point.at),
    balance: point.balanceMinor / 100,
    equity: point.equityMinor / 100,
  }));
  const dailyData = history.dailyStats.map((day) => ({
    day: format.dayKey(day.dayKey),
    profit: day.closedProfitMinor / 100,
  }));
  const last = history.equity.at(-1);
  const totalDaily = history.dailyStats.reduce((sum, day) => sum + day.closedProfitMinor, 0);

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartFigure
        titleId="equity-chart-title"
        title={t('charts.equityTitle')}
        emptyText={equityData.length === 0 ? t('charts.noEquity') : null}
        emptyTestId="equity-chart-empty"
        caption={
          last
            ? t('charts.equityCaption', {
                count: equityData.length,
                balance: format.moneyWithCents(last.balanceMinor, currency),
                equity: format.moneyWithCents(last.equityMinor, currency),
              })
            : null
        }
      >
        <LineChart data={equityData} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid stroke="var(--mantine-color-default-border)" strokeDasharray="4 4" />
          <XAxis
            dataKey="at"
            type="number"
            scale="time"
            domain={['dataMin', 'dataMax']}
            tick={AXIS_TICK}
            tickFormatter={(value: number) => format.date(value)}
            minTickGap={24}
          />
          <YAxis tick={AXIS_TICK} tickFormatter={compactMoney} width={72} domain={['auto', 'auto']} />
          <Tooltip
            contentStyle={TOOLTIP_STYLE}
            labelFormatter={(value) => format.dateTime(Number(value))}
            formatter={(value) => money(Number(value))}
          />
          <Legend />
          <ReferenceLine
            y={maxLossFloorMinor / 100}
            stroke="var(--mantine-color-red-filled)"
            strokeDasharray="6 4"
            label={{
              value: t('charts.floor'),
              fill: 'var(--mantine-color-red-filled)',
              fontSize: 12,
              position: 'insideBottomLeft',
            }}
          />
          <Line
            type="monotone"
            dataKey="balance"
            name={t('figures.balance')}
            stroke="var(--mantine-color-gray-6)"
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="equity"
            name={t('figures.equity')}
            stroke="var(--mantine-primary-color-filled)"
            dot={false}
            strokeWidth={2}
            isAnimationActive={false}
          />
        </LineChart>
      </ChartFigure>
      <ChartFigure
        titleId="daily-chart-title"
        title={t('charts.dailyTitle')}
        emptyText={dailyData.length === 0 ? t('charts.noDays') : null}
        emptyTestId="daily-chart-empty"
        caption={t('charts.dailyCaption', {
          count: dailyData.length,
          total: format.signedMoney(totalDaily, currency),
        })}
      >
        <BarChart data={dailyData} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid
            stroke="var(--mantine-color-default-border)"
            strokeDasharray="4 4"
            vertical={false}
          />
          <XAxis dataKey="day" tick={AXIS_TICK} minTickGap={8} />
          <YAxis tick={AXIS_TICK} tickFormatter={compactMoney} width={72} />
          <Tooltip
            contentStyle={TOOLTIP_STYLE}
            formatter={(value) => money(Number(value))}
            cursor={{ fill: 'var(--mantine-color-default-hover)' }}
          />
          <ReferenceLine y={0} stroke="var(--mantine-color-default-border)" />
          <Bar dataKey="profit" name={t('charts.closedProfit')} isAnimationActive={false}>
            {dailyData.map((day) => (
              <Cell
                key={day.day}
                fill={
                  day.profit >= 0 ? 'var(--mantine-color-teal-filled)' : 'var(--mantine-color-red-filled)'
                }
              />
            ))}
          </Bar>
        </BarChart>
      </ChartFigure>
    </SimpleGrid>
  );
}
