import { z } from 'zod';
import { PHASE_KINDS, PROGRAMS } from '../domain/plans.ts';
import { DASHBOARD_MAX_DAYS, utcDaysBetween } from '../domain/organization-dashboard.ts';

export * from '../domain/organization-dashboard.ts';

const ZInstant = z.iso.datetime();
/** A UTC calendar day the databases can hold. */
const ZDay = z.iso.date().refine((value) => value >= '2000-01-01' && value <= '2199-12-31', {
  message: 'Must be between the years 2000 and 2199',
});

/** Both ends or neither (then the last DASHBOARD_DEFAULT_DAYS days); at most DASHBOARD_MAX_DAYS days. */
export const ZDashboardQuery = z
  .object({ from: ZDay.optional(), to: ZDay.optional() })
  .superRefine(({ from, to }, context) => {
    if ((from === undefined) !== (to === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [from === undefined ? 'from' : 'to'],
        message: 'Give both ends',
      });
      return;
    }
    if (from === undefined || to === undefined) return;
    if (from > to) context.addIssue({ code: 'custom', path: ['to'], message: 'Must not be before from' });
    else if (utcDaysBetween(from, to) > DASHBOARD_MAX_DAYS) {
      context.addIssue({ code: 'custom', path: ['to'], message: `At most ${DASHBOARD_MAX_DAYS} days` });
    }
  });
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

const ZCount = z.number().int().min(0);

/** A sum of money in one currency and how many rows it adds up. */
export const ZDashboardMoney = z.object({
  currency: z.string(),
  count: ZCount,
  amountMinor: z.number().int(),
});
export type TDashboardMoney = z.infer<typeof ZDashboardMoney>;

export const ZDashboardDay = z.object({
  day: z.iso.date(),
  newClients: ZCount,
  breaches: ZCount,
  /** Paid orders by their payment day, per currency. */
  revenue: z.array(ZDashboardMoney),
  /** Payouts by the day they were marked paid, per currency. */
  payoutsPaid: z.array(ZDashboardMoney),
});
export type TDashboardDay = z.infer<typeof ZDashboardDay>;

/** The dashboard's figures (docs: Product › Organization dashboard defines each one). */
export const ZOrganizationDashboard = z.object({
  range: z.object({ from: z.iso.date(), to: z.iso.date() }),
  /** The instant the figures were read at: "today" and "the last 7 days" count back from it. */
  asOf: ZInstant,
  clients: z.object({
    total: ZCount,
    /** Joined since the start of the UTC day `joinedSince7Days` (today and the 6 days before). */
    newLast7Days: ZCount,
    joinedSince7Days: z.iso.date(),
    newLast30Days: ZCount,
    joinedSince30Days: z.iso.date(),
    /** Identity checks sent and waiting for review. */
    kycSubmitted: ZCount,
    /** Clients with a live funded or instant account. */
    funded: ZCount,
  }),
  activeAccounts: z.array(z.object({ program: z.enum(PROGRAMS), phase: z.enum(PHASE_KINDS), count: ZCount })),
  /** Evaluation phases (challenge, verification) that ended in the range, by program. */
  passRates: z.array(z.object({ program: z.enum(PROGRAMS), passed: ZCount, decided: ZCount })),
  /** Paid orders by payment day in the range. */
  revenue: z.array(ZDashboardMoney),
  payouts: z.object({
    /** Waiting for review now. */
    requested: z.array(ZDashboardMoney),
    /** Approved, waiting to be paid now. */
    approved: z.array(ZDashboardMoney),
    /** Marked paid in the range. */
    paid: z.array(ZDashboardMoney),
  }),
  /** Breaches since 00:00 UTC today, and how many accounts they hit. */
  breachesToday: z.object({ day: z.iso.date(), breaches: ZCount, accounts: ZCount }),
  /** One entry per day of the range, oldest first, days without anything included. */
  series: z.array(ZDashboardDay),
});
export type TOrganizationDashboard = z.infer<typeof ZOrganizationDashboard>;
