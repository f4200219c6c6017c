import type { ReactElement } from 'react';
import { Box, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  Line,
  LineChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { TDashboardDay, TOrganizationDashboard } from '@propdesk/shared/contracts';
import { utcDayStartMs } from '@propdesk/shared/domain/organization-dashboard.ts';
import { formatMoneyWithCents, useLazyTranslation } from '@propdesk/shared/i18n';
import { organizationDashboardTexts } from '../i18n/index.ts';

/**
 * The dashboard's daily charts, drawn with recharts (the library the trader's account charts use,
 * docs/adr/0007) in the theme's colours. Loaded lazily: only this part of the page needs recharts.
 */

const CHART_HEIGHT = 240;
const AXIS_TICK = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 };
const TOOLTIP_STYLE = {
  background: 'var(--mantine-color-body)',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 8,
  fontSize: 13,
};
const MARGIN = { top: 8, right: 8, bottom: 0, left: 0 };

/**
 * One chart in its titled figure: a line of text when there is nothing to draw, else the chart (hidden from
 * screen readers) and a caption that says in words what it shows.
 */
function ChartFigure({
  titleId,
  title,
  caption,
  isEmpty,
  children,
}: {
  titleId: string;
  title: string;
  caption: string;
  isEmpty: boolean;
  children: ReactElement;
}) {
  const { t } = useLazyTranslation(organizationDashboardTexts);
  return (
    <Paper withBorder radius="md" p="md" component="figure" m={0} aria-labelledby={titleId}>
      <Stack gap="sm">
        <Title order={3} size="h5" id={titleId}>
          {title}
        </Title>
        {isEmpty ? (
          <Text size="sm" c="dimmed">
            {t('charts.empty')}
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
            <Text component="figcaption" size="xs" c="dimmed">
              {caption}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}

/** The amount of one currency in a day's sums. */
function amountIn(sums: TDashboardDay['revenue'], currency: string): number {
  return sums.find((sum) => sum.currency === currency)?.amountMinor ?? 0;
}

export default function DashboardCharts({ dashboard }: { dashboard: TOrganizationDashboard }) {
  const { t, i18n } = useLazyTranslation(organizationDashboardTexts);
  const dayFormat = new Intl.DateTimeFormat(i18n.language, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const dayLabel = (day: string) => dayFormat.format(utcDayStartMs(day));
  const range = { from: dayLabel(dashboard.range.from), to: dayLabel(dashboard.range.to) };
  const series = dashboard.series;
  const activity = series.map((day) => ({
    day: dayLabel(day.day),
    newClients: day.newClients,
    breaches: day.breaches,
  }));
  const clients = series.reduce((sum, day) => sum + day.newClients, 0);
  const breaches = series.reduce((sum, day) => sum + day.breaches, 0);
  // One money chart per currency the period saw, the largest revenue first (firms mostly sell in one).
  const currencies = [
    ...new Set([...dashboard.revenue, ...dashboard.payouts.paid].map((sum) => sum.currency)),
  ];
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);

  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <ChartFigure
        titleId="dashboard-activity-chart"
        title={t('charts.activityTitle')}
        isEmpty={clients + breaches === 0}
        caption={t('charts.activityCaption', {
          clients: number(clients),
          breaches: number(breaches),
          ...range,
        })}
      >
        <BarChart data={activity} margin={MARGIN}>
          <CartesianGrid
            stroke="var(--mantine-color-default-border)"
            strokeDasharray="4 4"
            vertical={false}
          />
          <XAxis dataKey="day" tick={AXIS_TICK} minTickGap={16} />
          <YAxis tick={AXIS_TICK} allowDecimals={false} width={40} />
          <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--mantine-color-default-hover)' }} />
          <Legend />
          <Bar
            dataKey="newClients"
            name={t('charts.newClients')}
            fill="var(--mantine-primary-color-filled)"
            isAnimationActive={false}
          />
          <Bar
            dataKey="breaches"
            name={t('charts.breaches')}
            fill="var(--mantine-color-red-filled)"
            isAnimationActive={false}
          />
        </BarChart>
      </ChartFigure>
      {(currencies.length === 0 ? [null] : currencies).map((currency) => {
        const money = (amountMinor: number) =>
          formatMoneyWithCents(amountMinor, currency ?? 'USD', i18n.language);
        const data = series.map((day) => ({
          day: dayLabel(day.day),
          revenue: currency === null ? 0 : amountIn(day.revenue, currency) / 100,
          payoutsPaid: currency === null ? 0 : amountIn(day.payoutsPaid, currency) / 100,
        }));
        const revenue = currency === null ? 0 : amountIn(dashboard.revenue, currency);
        const paid = currency === null ? 0 : amountIn(dashboard.payouts.paid, currency);
        return (
          <ChartFigure
            key={currency ?? 'none'}
            titleId={`dashboard-money-chart-${currency ?? 'none'}`}
            title={t('charts.moneyTitle', { currency: currency ?? '' })}
            isEmpty={currency === null}
            caption={t('charts.moneyCaption', { revenue: money(revenue), paid: money(paid), ...range })}
          >
            <LineChart data={data} margin={MARGIN}>
              <CartesianGrid stroke="var(--mantine-color-default-border)" strokeDasharray="4 4" />
              <XAxis dataKey="day" tick={AXIS_TICK} minTickGap={16} />
              <YAxis
                tick={AXIS_TICK}
                width={72}
                tickFormatter={(value: number) =>
                  new Intl.NumberFormat(i18n.language, {
                    style: 'currency',
                    currency: currency ?? 'USD',
                    notation: 'compact',
                  }).format(value)
                }
              />
              <Tooltip
                contentStyle={TOOLTIP_STYLE}
                formatter={(value) => money(Math.round(Number(value) * 100))}
              />
              <Legend />
              <Line
                type="monotone"
                dataKey="revenue"
                name={t('charts.revenue')}
                stroke="var(--mantine-primary-color-filled)"
                dot={false}
                strokeWidth={2}
                isAnimationActive={false}
              />
              <Line
                type="monotone"
                dataKey="payoutsPaid"
                name={t('charts.payoutsPaid')}
                stroke="var(--mantine-color-teal-filled)"
                dot={false}
                strokeWidth={2}
                isAnimationActive={false}
              />
            </LineChart>
          </ChartFigure>
        );
      })}
    </SimpleGrid>
  );
}
