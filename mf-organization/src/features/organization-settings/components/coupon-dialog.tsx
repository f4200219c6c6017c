import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { TCoupon, TCouponKind } from '@propdesk/shared/contracts';
import { useFormatters } from '@propdesk/shared/format';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useSaveCoupon } from '../coupon-queries.ts';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useStaffPlans } from '../queries.ts';
import {
  fieldsOf,
  inputOf,
  problemsOfRefusal,
  type TCouponFields,
  type TCouponProblems,
} from './coupon-form.ts';

/** Adds a coupon (`coupon` null) or changes one, checking what the api would refuse as the firm types. */
export function CouponDialog({
  organizationId,
  coupon,
  onClose,
}: {
  organizationId: string;
  coupon: TCoupon | null;
  onClose: () => void;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const format = useFormatters();
  const save = useSaveCoupon(organizationId);
  const plans = useStaffPlans(organizationId);
  const defaultCurrency = plans.data?.[0]?.currency ?? 'USD';
  const [fields, setFields] = useState<TCouponFields>(() => fieldsOf(coupon, defaultCurrency, new Date()));
  const [problems, setProblems] = useState<TCouponProblems>({});
  const change = (values: Partial<TCouponFields>) => setFields((current) => ({ ...current, ...values }));
  const problemOf = (field: keyof TCouponProblems) => {
    const key = problems[field];
    return key === undefined ? undefined : t(`coupons.${key}`);
  };
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = inputOf(fields);
    if ('problems' in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    save.mutate(
      { couponId: coupon?.id ?? null, input: checked.input },
      {
        onSuccess: onClose,
        // What only the api could check (a plan removed meanwhile) goes under its field.
        onError: (error) => {
          if (isApiError(error) && error.status === 400) setProblems(problemsOfRefusal(error.details));
        },
      },
    );
  };

  const failure = !save.isError
    ? null
    : isApiError(save.error) && save.error.status === 409
      ? t('coupons.taken')
      : isApiError(save.error) && save.error.status === 400
        ? t('coupons.invalidFields')
        : t('coupons.failed');
  const planOptions = (plans.data ?? []).map((plan) => ({
    value: plan.id,
    label: `${t(`plans.programs.${plan.program}`)} · ${format.moneyCentsIfAny(plan.accountSizeMinor, plan.currency)}`,
  }));

  return (
    <Modal
      opened
      onClose={onClose}
      title={coupon === null ? t('coupons.addTitle') : t('coupons.editTitle')}
      centered
      size="lg"
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <TextInput
            label={t('coupons.code')}
            description={t('coupons.codeHint')}
            value={fields.code}
            error={problemOf('code')}
            maxLength={40}
            autoComplete="off"
            onChange={(event) => change({ code: event.currentTarget.value })}
          />
          <Stack gap={4}>
            <Text size="sm" fw={500} id="coupon-kind">
              {t('coupons.kind')}
            </Text>
            <SegmentedControl
              aria-labelledby="coupon-kind"
              value={fields.kind}
              onChange={(kind) => change({ kind: kind as TCouponKind })}
              data={[
                { value: 'percent', label: t('coupons.kinds.percent') },
                { value: 'fixed', label: t('coupons.kinds.fixed') },
              ]}
            />
          </Stack>
          {fields.kind === 'percent' ? (
            <NumberInput
              label={t('coupons.percent')}
              value={fields.percent}
              error={problemOf('percent')}
              min={1}
              max={100}
              clampBehavior="none"
              allowDecimal={false}
              suffix=" %"
              onChange={(percent) => change({ percent })}
            />
          ) : (
            <Group grow align="flex-start">
              <NumberInput
                label={t('coupons.amount')}
                value={fields.amount}
                error={problemOf('amount')}
                min={0}
                decimalScale={2}
                onChange={(amount) => change({ amount })}
              />
              <TextInput
                label={t('coupons.currency')}
                description={t('coupons.currencyHint')}
                value={fields.currency}
                error={problemOf('currency')}
                maxLength={3}
                onChange={(event) => change({ currency: event.currentTarget.value.toUpperCase() })}
              />
            </Group>
          )}
          <Checkbox.Group
            label={t('coupons.plans')}
            description={plans.isError ? t('coupons.plansLoadFailed') : t('coupons.plansHint')}
            value={fields.planIds}
            error={problemOf('planIds')}
            onChange={(planIds) => change({ planIds })}
          >
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={6} mt="xs">
              {planOptions.map((option) => (
                <Checkbox key={option.value} value={option.value} label={option.label} />
              ))}
            </SimpleGrid>
          </Checkbox.Group>
          <Group grow align="flex-start">
            <TextInput
              type="datetime-local"
              label={t('coupons.startsAt')}
              value={fields.startsAt}
              error={problemOf('startsAt')}
              onChange={(event) => change({ startsAt: event.currentTarget.value })}
            />
            <TextInput
              type="datetime-local"
              label={t('coupons.endsAt')}
              value={fields.endsAt}
              error={problemOf('endsAt')}
              onChange={(event) => change({ endsAt: event.currentTarget.value })}
            />
          </Group>
          <Text size="xs" c="dimmed">
            {t('coupons.dateHint', { zone })}
          </Text>
          <Group grow align="flex-start">
            <NumberInput
              label={t('coupons.maxUses')}
              description={t('coupons.limitHint')}
              value={fields.maxUses}
              error={problemOf('maxUses')}
              min={1}
              allowDecimal={false}
              onChange={(maxUses) => change({ maxUses })}
            />
            <NumberInput
              label={t('coupons.maxUsesPerTrader')}
              description={t('coupons.limitHint')}
              value={fields.maxUsesPerTrader}
              error={problemOf('maxUsesPerTrader')}
              min={1}
              allowDecimal={false}
              onChange={(maxUsesPerTrader) => change({ maxUsesPerTrader })}
            />
          </Group>
          <Switch
            label={t('coupons.onOffer')}
            checked={fields.active}
            onChange={(event) => change({ active: event.currentTarget.checked })}
          />
          {failure === null ? null : (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('coupons.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('coupons.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
