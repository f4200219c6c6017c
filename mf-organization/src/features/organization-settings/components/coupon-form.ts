import type { TCoupon, TCouponInput, TCouponKind } from '@propdesk/shared/contracts';
import { COUPON_CODE_PATTERN, COUPON_LIMITS } from '@propdesk/shared/domain/coupons.ts';

/** The coupon form as typed: numbers as the inputs hold them, instants as datetime-local text. */
export type TCouponFields = {
  code: string;
  kind: TCouponKind;
  percent: number | string;
  amount: number | string;
  currency: string;
  planIds: string[];
  startsAt: string;
  endsAt: string;
  maxUses: number | string;
  maxUsesPerTrader: number | string;
  active: boolean;
};

export type TCouponFieldName =
  'code' | 'percent' | 'amount' | 'currency' | 'startsAt' | 'endsAt' | 'maxUses' | 'maxUsesPerTrader';

/** Each field's problem as a key of the `coupons` texts. */
export type TCouponProblems = Partial<Record<TCouponFieldName | 'planIds', string>>;

/** An instant as a datetime-local value in the reader's own time zone (which Date reads it back in). */
export function localInputOf(instant: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return (
    `${instant.getFullYear()}-${pad(instant.getMonth() + 1)}-${pad(instant.getDate())}` +
    `T${pad(instant.getHours())}:${pad(instant.getMinutes())}`
  );
}

export function fieldsOf(coupon: TCoupon | null, defaultCurrency: string, now: Date): TCouponFields {
  if (coupon === null) {
    return {
      code: '',
      kind: 'percent',
      percent: 10,
      amount: '',
      currency: defaultCurrency,
      planIds: [],
      startsAt: localInputOf(now),
      endsAt: '',
      maxUses: '',
      maxUsesPerTrader: '',
      active: true,
    };
  }
  return {
    code: coupon.code,
    kind: coupon.kind,
    percent: coupon.percentOff ?? '',
    amount: coupon.amountOffMinor === null ? '' : coupon.amountOffMinor / 100,
    currency: coupon.currency ?? defaultCurrency,
    planIds: coupon.planIds,
    startsAt: localInputOf(new Date(coupon.startsAt)),
    endsAt: coupon.endsAt === null ? '' : localInputOf(new Date(coupon.endsAt)),
    maxUses: coupon.maxUses ?? '',
    maxUsesPerTrader: coupon.maxUsesPerTrader ?? '',
    active: coupon.active,
  };
}

/** An empty limit is no limit; otherwise a whole number from 1, or NaN when it is not one. */
function limitOf(value: number | string): number | null {
  if (value === '') return null;
  const limit = Number(value);
  return Number.isInteger(limit) && limit >= 1 && limit <= COUPON_LIMITS.maxUses ? limit : Number.NaN;
}

/**
 * The input the api takes, or each field's problem, checked as the api would check it so the form
 * answers at once (the api checks again).
 */
export function inputOf(fields: TCouponFields): { input: TCouponInput } | { problems: TCouponProblems } {
  const code = fields.code.trim();
  const percent = Number(fields.percent);
  const amountMinor = Math.round(Number(fields.amount) * 100);
  const startsAt = new Date(fields.startsAt);
  const endsAt = fields.endsAt === '' ? null : new Date(fields.endsAt);
  const maxUses = limitOf(fields.maxUses);
  const maxUsesPerTrader = limitOf(fields.maxUsesPerTrader);
  const isPercent = fields.kind === 'percent';
  const problems: TCouponProblems = {
    ...(code.length >= COUPON_LIMITS.codeMinLength &&
    code.length <= COUPON_LIMITS.codeMaxLength &&
    COUPON_CODE_PATTERN.test(code)
      ? {}
      : { code: 'codeInvalid' }),
    ...(!isPercent || (Number.isInteger(percent) && percent >= 1 && percent <= 100)
      ? {}
      : { percent: 'percentInvalid' }),
    ...(isPercent ||
    (fields.amount !== '' && amountMinor >= 1 && amountMinor <= COUPON_LIMITS.maxAmountOffMinor)
      ? {}
      : { amount: 'amountInvalid' }),
    ...(isPercent || /^[A-Z]{3}$/.test(fields.currency) ? {} : { currency: 'currencyInvalid' }),
    ...(Number.isNaN(startsAt.getTime()) ? { startsAt: 'startInvalid' } : {}),
    ...(endsAt !== null && (Number.isNaN(endsAt.getTime()) || endsAt.getTime() <= startsAt.getTime())
      ? { endsAt: 'endInvalid' }
      : {}),
    ...(Number.isNaN(maxUses) ? { maxUses: 'limitInvalid' } : {}),
    ...(Number.isNaN(maxUsesPerTrader) ? { maxUsesPerTrader: 'limitInvalid' } : {}),
  };
  if (Object.keys(problems).length > 0) return { problems };
  return {
    input: {
      code,
      kind: fields.kind,
      percentOff: isPercent ? percent : null,
      amountOffMinor: isPercent ? null : amountMinor,
      currency: isPercent ? null : fields.currency,
      planIds: fields.planIds,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt === null ? null : endsAt.toISOString(),
      maxUses,
      maxUsesPerTrader,
      active: fields.active,
    },
  };
}

/** The form field each input of the api's validation answer belongs to, with its text. */
const PROBLEMS_BY_INPUT: Readonly<Record<string, [TCouponFieldName | 'planIds', string]>> = {
  code: ['code', 'codeInvalid'],
  percentOff: ['percent', 'percentInvalid'],
  amountOffMinor: ['amount', 'amountInvalid'],
  currency: ['currency', 'currencyInvalid'],
  planIds: ['planIds', 'plansInvalid'],
  startsAt: ['startsAt', 'startInvalid'],
  endsAt: ['endsAt', 'endInvalid'],
  maxUses: ['maxUses', 'limitInvalid'],
  maxUsesPerTrader: ['maxUsesPerTrader', 'limitInvalid'],
};

/**
 * The api's refusal of the form's input (400 `VALIDATION_ERROR`, `details.issues[{ path: '/code' }]`) as
 * each field's problem, for what the form could not check itself (a plan another tab removed).
 */
export function problemsOfRefusal(details: unknown): TCouponProblems {
  const issues =
    typeof details === 'object' && details !== null && 'issues' in details && Array.isArray(details.issues)
      ? (details.issues as unknown[])
      : [];
  const problems: TCouponProblems = {};
  for (const issue of issues) {
    const path = typeof issue === 'object' && issue !== null && 'path' in issue ? issue.path : null;
    const input = typeof path === 'string' ? path.replace(/^\//, '').split('/')[0] : undefined;
    const found = input === undefined ? undefined : PROBLEMS_BY_INPUT[input];
    if (found !== undefined) problems[found[0]] ??= found[1];
  }
  return problems;
}
