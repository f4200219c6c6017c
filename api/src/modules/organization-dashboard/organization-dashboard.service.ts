import type { EntityManager } from '@mikro-orm/core';
import {
  addUtcDays,
  defaultDashboardRange,
  utcDayOf,
  utcDaysBetween,
  utcDayStartMs,
  type TDashboardDay,
  type TDashboardMoney,
  type TDashboardQuery,
  type TOrganizationDashboard,
  type TPhaseKind,
  type TProgram,
} from '@propdesk/shared/contracts';
import { readDashboardRows, type TDashboardRow } from './dashboard-rows.ts';

const DAY_MS = 86_400_000;

/** Money rows (k1 = currency) as sums per currency, largest first. */
function moneyOf(rows: readonly TDashboardRow[]): TDashboardMoney[] {
  const byCurrency = new Map<string, TDashboardMoney>();
  for (const row of rows) {
    const currency = row.k1 ?? '';
    const sum = byCurrency.get(currency) ?? { currency, count: 0, amountMinor: 0 };
    sum.count += row.n;
    sum.amountMinor += row.v;
    byCurrency.set(currency, sum);
  }
  return [...byCurrency.values()].sort(
    (a, b) => b.amountMinor - a.amountMinor || a.currency.localeCompare(b.currency),
  );
}

/** One entry per day of the range, oldest first, empty days included, so a chart's axis has no gaps. */
function seriesOf(rows: readonly TDashboardRow[], from: string, days: number): TDashboardDay[] {
  const firstEpochDay = utcDayStartMs(from) / DAY_MS;
  const newClients = new Array<number>(days).fill(0);
  const breaches = new Array<number>(days).fill(0);
  const revenue = Array.from({ length: days }, (): TDashboardRow[] => []);
  const payoutsPaid = Array.from({ length: days }, (): TDashboardRow[] => []);
  for (const row of rows) {
    const index = row.day === null ? -1 : row.day - firstEpochDay;
    if (index < 0 || index >= days) continue;
    if (row.kind === 'day_clients') newClients[index] = row.n;
    else if (row.kind === 'day_breaches') breaches[index] = row.n;
    else if (row.kind === 'day_revenue') revenue[index]?.push(row);
    else if (row.kind === 'day_payouts_paid') payoutsPaid[index]?.push(row);
  }
  return Array.from({ length: days }, (_, index) => ({
    day: addUtcDays(from, index),
    newClients: newClients[index] ?? 0,
    breaches: breaches[index] ?? 0,
    revenue: moneyOf(revenue[index] ?? []),
    payoutsPaid: moneyOf(payoutsPaid[index] ?? []),
  }));
}

/**
 * The organization's dashboard for a range of UTC days (the last 30 when none is given), read in one
 * statement. The caller has passed the staff permission check for the organization (dashboard.read).
 */
export async function readOrganizationDashboard({
  em,
  organizationId,
  query,
  now,
}: {
  em: EntityManager;
  organizationId: string;
  query: TDashboardQuery;
  now: number;
}): Promise<TOrganizationDashboard> {
  const { from, to } =
    query.from !== undefined && query.to !== undefined
      ? { from: query.from, to: query.to }
      : defaultDashboardRange(now);
  const today = utcDayOf(now);
  const joinedSince7Days = addUtcDays(today, -6);
  const joinedSince30Days = addUtcDays(today, -29);
  const rows = await readDashboardRows(em, {
    organizationId,
    rangeStartMs: utcDayStartMs(from),
    rangeEndMs: utcDayStartMs(to) + DAY_MS,
    joinedSince7Ms: utcDayStartMs(joinedSince7Days),
    joinedSince30Ms: utcDayStartMs(joinedSince30Days),
    todayStartMs: utcDayStartMs(today),
    todayEndMs: utcDayStartMs(today) + DAY_MS,
  });
  const of = (kind: TDashboardRow['kind']) => rows.filter((row) => row.kind === kind);
  const count = (kind: TDashboardRow['kind']) => of(kind).reduce((sum, row) => sum + row.n, 0);
  const breachesToday = of('breaches_today')[0];
  return {
    range: { from, to },
    asOf: new Date(now).toISOString(),
    clients: {
      total: count('clients_total'),
      newLast7Days: count('clients_new_7'),
      joinedSince7Days,
      newLast30Days: count('clients_new_30'),
      joinedSince30Days,
      kycSubmitted: count('kyc_submitted'),
      funded: count('clients_funded'),
    },
    activeAccounts: of('active_accounts')
      .map((row) => ({ program: row.k1 as TProgram, phase: row.k2 as TPhaseKind, count: row.n }))
      .sort((a, b) => a.program.localeCompare(b.program) || a.phase.localeCompare(b.phase)),
    passRates: of('pass')
      .map((row) => ({ program: row.k1 as TProgram, passed: row.v, decided: row.n }))
      .sort((a, b) => a.program.localeCompare(b.program)),
    revenue: moneyOf(of('revenue')),
    payouts: {
      requested: moneyOf(
        of('payouts_open')
          .filter((row) => row.k1 === 'requested')
          .map(byCurrencyOf),
      ),
      approved: moneyOf(
        of('payouts_open')
          .filter((row) => row.k1 === 'approved')
          .map(byCurrencyOf),
      ),
      paid: moneyOf(of('payouts_paid')),
    },
    breachesToday: { day: today, breaches: breachesToday?.n ?? 0, accounts: breachesToday?.v ?? 0 },
    series: seriesOf(rows, from, utcDaysBetween(from, to)),
  };
}

/** An open payout row keyed by status then currency, re-keyed by its currency. */
function byCurrencyOf(row: TDashboardRow): TDashboardRow {
  return { ...row, k1: row.k2 };
}
