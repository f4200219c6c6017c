import { useState, type FormEvent } from 'react';
import { tradingTexts } from '@propdesk/shared/trading-ui';
import { Button, Group, Loader, Text, TextInput } from '@mantine/core';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { plansTexts } from '../i18n/index.ts';
import type { codeStatusOf } from './plan-coupons.ts';

/**
 * The "Discount code" field of the pricing page: Apply checks the code against the plans shown (their
 * cards then show the price to pay), Remove takes it off; below, whether it applies or why not.
 */
export function DiscountCodeField({
  appliedCode,
  status,
  onApply,
  onRemove,
}: {
  appliedCode: string | null;
  status: ReturnType<typeof codeStatusOf>;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const { t } = useLazyTranslation(plansTexts, traderTexts, tradingTexts);
  const [text, setText] = useState(appliedCode ?? '');
  const [isEmpty, setIsEmpty] = useState(false);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    const code = text.trim();
    setIsEmpty(code === '');
    if (code !== '') onApply(code);
  };

  return (
    <form noValidate onSubmit={apply} aria-label={t('coupon.label')}>
      <Group align="flex-end" gap="xs" wrap="wrap">
        <TextInput
          label={t('coupon.label')}
          value={text}
          maxLength={40}
          autoComplete="off"
          error={isEmpty ? t('coupon.enterCode') : undefined}
          onChange={(event) => {
            setIsEmpty(false);
            setText(event.currentTarget.value);
          }}
          w={{ base: '100%', xs: 260 }}
        />
        <Button type="submit" variant="light">
          {t('coupon.apply')}
        </Button>
        {appliedCode === null ? null : (
          <Button
            variant="subtle"
            color="gray"
            onClick={() => {
              setText('');
              onRemove();
            }}
          >
            {t('coupon.remove')}
          </Button>
        )}
      </Group>
      <div aria-live="polite">
        {status?.state === 'checking' ? (
          <Group gap="xs" mt="xs">
            <Loader size="xs" />
            <Text size="sm">{t('coupon.checking')}</Text>
          </Group>
        ) : null}
        {status?.state === 'applied' && appliedCode !== null ? (
          <Text size="sm" c="green.8" mt="xs" data-testid="coupon-applied">
            {t('coupon.applied', { code: appliedCode })}
          </Text>
        ) : null}
        {status?.state === 'refused' ? (
          <Text size="sm" c="red.8" mt="xs" role="alert">
            {t(status.text)}
          </Text>
        ) : null}
      </div>
    </form>
  );
}
