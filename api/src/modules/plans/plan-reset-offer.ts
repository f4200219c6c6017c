import type { TPlanResetOffer } from '@propdesk/shared/contracts';
import type { TPlan } from './plan.entity.ts';

/** What a plan stores of its reset offer (docs: Domain rules › Resets). */
type TResetColumns = {
  resetPriceMinor: number | null;
  resetDiscountPercent: number | null;
  resetWindowDays: number | null;
};

/** The same columns as an entity or a row holds them (a nullable column may read undefined). */
type TStoredResetColumns = { [K in keyof TResetColumns]?: TResetColumns[K] | undefined };

/** The plan's columns for an offer as the firm wrote it; all null without one. */
export function resetColumnsOf(offer: TPlanResetOffer | null): TResetColumns {
  return {
    resetPriceMinor: offer?.priceMinor ?? null,
    resetDiscountPercent: offer?.discountPercent ?? null,
    resetWindowDays: offer?.windowDays ?? null,
  };
}

/** The offer a plan stores, as its settings page reads it; null when it offers no reset. */
export function resetOfferOf(plan: TStoredResetColumns): TPlanResetOffer | null {
  const priceMinor = plan.resetPriceMinor ?? null;
  const discountPercent = plan.resetDiscountPercent ?? null;
  const windowDays = plan.resetWindowDays ?? null;
  if ((priceMinor === null && discountPercent === null) || windowDays === null) return null;
  return { priceMinor, discountPercent, windowDays };
}

/**
 * What a reset of the plan costs today: its reset price, or its fee less the discount, rounded to the
 * nearest cent (a 33% discount on 99.99 is 33.00 off, not 32.9967); null when it offers no reset.
 */
export function resetPriceOf(plan: TStoredResetColumns & Pick<TPlan, 'feeMinor'>): number | null {
  const offer = resetOfferOf(plan);
  if (offer === null) return null;
  if (offer.priceMinor !== null) return offer.priceMinor;
  return plan.feeMinor - Math.round((plan.feeMinor * (offer.discountPercent ?? 0)) / 100);
}
