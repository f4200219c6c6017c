import { Fieldset, Group, NumberInput, SegmentedControl, Stack, Text } from '@mantine/core';
import type { TPlanResetOffer } from '@propdesk/shared/contracts';
import { MAX_RESET_WINDOW_DAYS } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { organizationSettingsTexts } from '../i18n/index.ts';

/** How a plan prices the reset of a failed account: not at all, at a price, or at a discount off its fee. */
const RESET_KINDS = ['none', 'price', 'discount'] as const;
type TResetKind = (typeof RESET_KINDS)[number];

export type TResetFields = {
  kind: TResetKind;
  /** In currency units, as the form shows money. */
  price: number | string;
  percent: number | string;
  days: number | string;
};
export type TResetErrors = Partial<Record<'price' | 'percent' | 'days', string>>;
type TTranslate = (key: string) => string;

export function resetFieldsOf(offer: TPlanResetOffer | null): TResetFields {
  if (offer === null) return { kind: 'none', price: '', percent: '', days: 7 };
  return {
    kind: offer.priceMinor === null ? 'discount' : 'price',
    price: offer.priceMinor === null ? '' : offer.priceMinor / 100,
    percent: offer.discountPercent ?? '',
    days: offer.windowDays,
  };
}

/**
 * The offer the api would take (ZPlanResetOffer: a price below the plan's fee or a 1–99% discount, for
 * 1–365 days), or what is wrong with the fields, checked as the firm saves.
 */
export function resetOfferFrom(
  fields: TResetFields,
  feeMinor: number,
  t: TTranslate,
): { offer: TPlanResetOffer | null; errors: TResetErrors } {
  if (fields.kind === 'none') return { offer: null, errors: {} };
  const days = Number(fields.days);
  const errors: TResetErrors =
    Number.isInteger(days) && days >= 1 && days <= MAX_RESET_WINDOW_DAYS
      ? {}
      : { days: t('plans.reset.daysInvalid') };
  if (fields.kind === 'price') {
    const priceMinor = Math.round(Number(fields.price) * 100);
    const isValid =
      fields.price !== '' && Number.isFinite(priceMinor) && priceMinor >= 1 && priceMinor < feeMinor;
    if (!isValid) errors.price = t('plans.reset.priceInvalid');
    return { offer: { priceMinor, discountPercent: null, windowDays: days }, errors };
  }
  const percent = Number(fields.percent);
  if (fields.percent === '' || !Number.isInteger(percent) || percent < 1 || percent > 99)
    errors.percent = t('plans.reset.percentInvalid');
  return { offer: { priceMinor: null, discountPercent: percent, windowDays: days }, errors };
}

/** The plan's reset offer in its editor: the kind of price, the price or discount, and the days it lasts. */
export function PlanResetFields({
  fields,
  errors,
  currency,
  onChange,
}: {
  fields: TResetFields;
  errors: TResetErrors;
  currency: string;
  onChange: (values: Partial<TResetFields>) => void;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  return (
    <Fieldset legend={t('plans.reset.legend')} variant="unstyled">
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('plans.reset.hint')}
        </Text>
        <SegmentedControl
          aria-label={t('plans.reset.kind')}
          fullWidth
          data={RESET_KINDS.map((kind) => ({ value: kind, label: t(`plans.reset.kinds.${kind}`) }))}
          value={fields.kind}
          onChange={(kind) => onChange({ kind: kind as TResetKind })}
        />
        {fields.kind === 'none' ? null : (
          <Group grow align="flex-start">
            {fields.kind === 'price' ? (
              <NumberInput
                label={t('plans.reset.price', { currency })}
                value={fields.price}
                error={errors.price}
                min={0}
                decimalScale={2}
                onChange={(price) => onChange({ price })}
              />
            ) : (
              <NumberInput
                label={t('plans.reset.percent')}
                value={fields.percent}
                error={errors.percent}
                min={1}
                max={99}
                clampBehavior="none"
                allowDecimal={false}
                suffix="%"
                onChange={(percent) => onChange({ percent })}
              />
            )}
            <NumberInput
              label={t('plans.reset.days')}
              description={t('plans.reset.daysHint')}
              value={fields.days}
              error={errors.days}
              min={1}
              max={MAX_RESET_WINDOW_DAYS}
              clampBehavior="none"
              allowDecimal={false}
              onChange={(days) => onChange({ days })}
            />
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
