import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Modal, NumberInput, Select, Stack, Switch, TextInput } from '@mantine/core';
import type { TPlanInput, TProgram, TStaffPlan } from '@propdesk/shared/contracts';
import { PROGRAMS } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useSavePlan } from '../queries.ts';
import {
  PlanResetFields,
  resetFieldsOf,
  resetOfferFrom,
  type TResetErrors,
  type TResetFields,
} from './plan-reset-fields.tsx';

/** The limits the api holds plans to (PLAN_LIMITS), in currency units as the form shows them. */
const LIMITS = { minSize: 1_000, maxSize: 10_000_000, maxFee: 100_000 } as const;

type TFields = {
  program: TProgram;
  size: number | string;
  fee: number | string;
  currency: string;
  active: boolean;
  order: number | string;
  reset: TResetFields;
};
type TErrors = Partial<Record<'size' | 'fee' | 'currency', string>> & { reset?: TResetErrors };

function fieldsOf(plan: TStaffPlan | null): TFields {
  return plan === null
    ? {
        program: 'two_step',
        size: 100_000,
        fee: 499,
        currency: 'USD',
        active: true,
        order: 0,
        reset: resetFieldsOf(null),
      }
    : {
        program: plan.program,
        size: plan.accountSizeMinor / 100,
        fee: plan.feeMinor / 100,
        currency: plan.currency,
        active: plan.active,
        order: plan.displayOrder,
        reset: resetFieldsOf(plan.resetOffer),
      };
}

/** Adds a plan (`plan` null) or changes one, checking what the api would refuse as the firm types. */
export function PlanDialog({
  organizationId,
  plan,
  onClose,
}: {
  organizationId: string;
  plan: TStaffPlan | null;
  onClose: () => void;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const save = useSavePlan(organizationId);
  const [fields, setFields] = useState<TFields>(() => fieldsOf(plan));
  const [errors, setErrors] = useState<TErrors>({});
  const change = (values: Partial<TFields>) => setFields((current) => ({ ...current, ...values }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const size = Number(fields.size);
    const fee = Number(fields.fee);
    const reset = resetOfferFrom(fields.reset, Math.round(fee * 100), t);
    const found: TErrors = {
      ...(Number.isFinite(size) && size >= LIMITS.minSize && size <= LIMITS.maxSize
        ? {}
        : { size: t('plans.sizeInvalid') }),
      ...(Number.isFinite(fee) && fee >= 0 && fee <= LIMITS.maxFee && fee < size
        ? {}
        : { fee: t('plans.feeInvalid') }),
      ...(/^[A-Z]{3}$/.test(fields.currency) ? {} : { currency: t('plans.currencyInvalid') }),
      ...(Object.keys(reset.errors).length === 0 ? {} : { reset: reset.errors }),
    };
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const input: TPlanInput = {
      program: fields.program,
      accountSizeMinor: Math.round(size * 100),
      feeMinor: Math.round(fee * 100),
      currency: fields.currency,
      active: fields.active,
      displayOrder: Math.max(0, Math.min(999, Math.round(Number(fields.order) || 0))),
      resetOffer: reset.offer,
    };
    save.mutate({ planId: plan?.id ?? null, input }, { onSuccess: onClose });
  };

  const failure = !save.isError
    ? null
    : isApiError(save.error) && save.error.status === 409
      ? t('plans.taken')
      : t('plans.failed');

  return (
    <Modal
      opened
      onClose={onClose}
      title={plan === null ? t('plans.addTitle') : t('plans.editTitle')}
      centered
    >
      <form noValidate onSubmit={submit}>
        <Stack gap="sm">
          <Select
            label={t('plans.program')}
            data={PROGRAMS.map((program) => ({ value: program, label: t(`plans.programs.${program}`) }))}
            value={fields.program}
            allowDeselect={false}
            onChange={(value) => change({ program: (value as TProgram | null) ?? fields.program })}
          />
          <Group grow align="flex-start">
            <NumberInput
              label={t('plans.size')}
              value={fields.size}
              error={errors.size}
              min={LIMITS.minSize}
              max={LIMITS.maxSize}
              thousandSeparator=","
              onChange={(size) => change({ size })}
            />
            <NumberInput
              label={t('plans.fee')}
              value={fields.fee}
              error={errors.fee}
              min={0}
              max={LIMITS.maxFee}
              decimalScale={2}
              onChange={(fee) => change({ fee })}
            />
          </Group>
          <Group grow align="flex-start">
            <TextInput
              label={t('plans.currency')}
              value={fields.currency}
              error={errors.currency}
              maxLength={3}
              onChange={(event) => change({ currency: event.currentTarget.value.toUpperCase() })}
            />
            <NumberInput
              label={t('plans.order')}
              description={t('plans.orderHint')}
              value={fields.order}
              min={0}
              max={999}
              allowDecimal={false}
              onChange={(order) => change({ order })}
            />
          </Group>
          <Switch
            label={t('plans.onSale')}
            checked={fields.active}
            onChange={(event) => change({ active: event.currentTarget.checked })}
          />
          <PlanResetFields
            fields={fields.reset}
            errors={errors.reset ?? {}}
            currency={fields.currency}
            onChange={(values) => change({ reset: { ...fields.reset, ...values } })}
          />
          {failure === null ? null : (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('plans.cancel')}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t('plans.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
