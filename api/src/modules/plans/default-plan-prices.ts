import type { TProgram } from '@propdesk/shared/contracts';

/**
 * The demo organizations' price list: funding from $25,000 to $200,000, fees from $99 (2-step and
 * 1-step) and from $499 (instant), as the landing says. Sizes and fees in minor units.
 */
export const DEFAULT_PLAN_PRICES: Record<
  TProgram,
  readonly { accountSizeMinor: number; feeMinor: number }[]
> = {
  two_step: [
    { accountSizeMinor: 2_500_000, feeMinor: 9_900 },
    { accountSizeMinor: 5_000_000, feeMinor: 18_900 },
    { accountSizeMinor: 10_000_000, feeMinor: 34_900 },
    { accountSizeMinor: 20_000_000, feeMinor: 64_900 },
  ],
  one_step: [
    { accountSizeMinor: 2_500_000, feeMinor: 9_900 },
    { accountSizeMinor: 5_000_000, feeMinor: 22_900 },
    { accountSizeMinor: 10_000_000, feeMinor: 39_900 },
    { accountSizeMinor: 20_000_000, feeMinor: 74_900 },
  ],
  instant: [
    { accountSizeMinor: 2_500_000, feeMinor: 49_900 },
    { accountSizeMinor: 5_000_000, feeMinor: 89_900 },
    { accountSizeMinor: 10_000_000, feeMinor: 159_900 },
    { accountSizeMinor: 20_000_000, feeMinor: 299_900 },
  ],
};
