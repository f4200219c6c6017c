import type { ReactNode } from 'react';
import { Paper, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { TDashboardMoney, TOrganizationDashboard } from '@propdesk/shared/contracts';
import { formatMoneyWithCents, useLazyTranslation } from '@propdesk/shared/i18n';
import { Link } from '@propdesk/shared/router';
import { organizationDashboardTexts } from '../i18n/index.ts';
import { linkTo, type TDashboardLinks } from './dashboard-links.ts';
import { StatCard } from './stat-card.tsx';

const CARD_COLUMNS = { base: 1, xs: 2, md: 3, lg: 5 } as const;

function Section({ titleId, title, children }: { titleId: string; title: string; children: ReactNode }) {
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/** The dashboard's figures in sections, each figure a link to the list behind it where the area has one. */
export function DashboardFigures({
  dashboard,
  links,
}: {
  dashboard: TOrganizationDashboard;
  links: TDashboardLinks;
}) {
  const { t, i18n } = useLazyTranslation(organizationDashboardTexts);
  const number = (value: number) => new Intl.NumberFormat(i18n.language).format(value);
  const percent = (value: number) =>
    new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 }).format(value);
  /** One line per currency, the largest first; "None" without any. */
  const money = (sums: readonly TDashboardMoney[]) =>
    sums.length === 0
      ? t('money.nothing')
      : sums.map((sum) => (
          <div key={sum.currency}>{formatMoneyWithCents(sum.amountMinor, sum.currency, i18n.language)}</div>
        ));
  const countOf = (sums: readonly TDashboardMoney[]) => sums.reduce((total, sum) => total + sum.count, 0);
  const { clients, payouts, breachesToday } = dashboard;

  return (
    <Stack gap="xl">
      <Section titleId="dashboard-clients" title={t('clients.title')}>
        <SimpleGrid cols={CARD_COLUMNS} spacing="sm">
          <StatCard label={t('clients.total')} value={number(clients.total)} href={linkTo(links.clients)} />
          <StatCard
            label={t('clients.new7')}
            value={number(clients.newLast7Days)}
            href={linkTo(links.clients, { joinedFrom: clients.joinedSince7Days })}
          />
          <StatCard
            label={t('clients.new30')}
            value={number(clients.newLast30Days)}
            href={linkTo(links.clients, { joinedFrom: clients.joinedSince30Days })}
          />
          <StatCard
            label={t('clients.kycSubmitted')}
            value={number(clients.kycSubmitted)}
            href={linkTo(links.clients, { kyc: 'submitted' })}
          />
          <StatCard
            label={t('clients.funded')}
            value={number(clients.funded)}
            href={linkTo(links.clients, { funded: 'true' })}
          />
        </SimpleGrid>
      </Section>

      <Section titleId="dashboard-money" title={t('money.title')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <StatCard
            label={t('money.revenue')}
            value={money(dashboard.revenue)}
            detail={`${t('money.revenueHint')} · ${t('money.orders', { count: countOf(dashboard.revenue) })}`}
            href={null}
          />
          <StatCard
            label={t('money.payoutsRequested')}
            value={money(payouts.requested)}
            detail={t('money.payouts', { count: countOf(payouts.requested) })}
            href={linkTo(links.payouts, { status: 'requested' })}
          />
          <StatCard
            label={t('money.payoutsApproved')}
            value={money(payouts.approved)}
            detail={t('money.payouts', { count: countOf(payouts.approved) })}
            href={linkTo(links.payouts, { status: 'approved' })}
          />
          <StatCard
            label={t('money.payoutsPaid')}
            value={money(payouts.paid)}
            detail={`${t('money.payoutsPaidHint')} · ${t('money.payouts', { count: countOf(payouts.paid) })}`}
            href={linkTo(links.payouts, { status: 'paid' })}
          />
        </SimpleGrid>
      </Section>

      <Section titleId="dashboard-accounts" title={t('accounts.title')}>
        <SimpleGrid cols={CARD_COLUMNS} spacing="sm">
          <StatCard
            label={t('accounts.breachesToday')}
            value={number(breachesToday.breaches)}
            detail={t('accounts.breachedAccounts', { count: breachesToday.accounts })}
            href={linkTo(links.accounts, { breachedToday: 'true' })}
            testId="breaches-today"
          />
          {dashboard.activeAccounts.map((group) => (
            <StatCard
              key={`${group.program}-${group.phase}`}
              label={t('accounts.byProgram', {
                program: t(`programs.${group.program}`),
                phase: t(`phases.${group.phase}`),
              })}
              value={number(group.count)}
              href={linkTo(links.accounts, { program: group.program, phase: group.phase, status: 'active' })}
            />
          ))}
        </SimpleGrid>
        {dashboard.activeAccounts.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('accounts.none')}
          </Text>
        ) : null}
      </Section>

      <Section titleId="dashboard-pass-rates" title={t('passRates.title')}>
        <Text size="sm" c="dimmed">
          {t('passRates.hint')}
        </Text>
        {dashboard.passRates.length === 0 ? (
          <Text size="sm">{t('passRates.none')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {dashboard.passRates.map((rate) => {
              const share = rate.decided === 0 ? 0 : rate.passed / rate.decided;
              const accounts = linkTo(links.accounts, { program: rate.program });
              const label = t(`programs.${rate.program}`);
              return (
                <Paper
                  key={rate.program}
                  withBorder
                  radius="md"
                  p="md"
                  data-testid={`pass-rate-${rate.program}`}
                >
                  <Stack gap={6}>
                    <Text size="sm" c="dimmed">
                      {accounts === null ? label : <Link to={accounts}>{label}</Link>}
                    </Text>
                    <Text fz="h3" fw={700}>
                      {percent(share)}
                    </Text>
                    <Progress value={share * 100} aria-label={label} size="sm" />
                    <Text size="xs" c="dimmed">
                      {t('passRates.rate', { passed: number(rate.passed), decided: number(rate.decided) })}
                    </Text>
                  </Stack>
                </Paper>
              );
            })}
          </SimpleGrid>
        )}
      </Section>
    </Stack>
  );
}
