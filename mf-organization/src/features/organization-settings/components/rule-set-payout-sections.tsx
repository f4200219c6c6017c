import { SimpleGrid } from '@mantine/core';
import { PAYOUT_FLOOR_MODES, REFUND_POLICIES } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { SectionCard } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { RuleCapsField } from './rule-set-caps-field.tsx';
import { RuleChoice, RuleNumber, RuleSwitch, RuleToggle, useRuleSetForm } from './rule-set-fields.tsx';
import { SWITCHED_ON_DEFAULTS } from './rule-set-form.ts';

/** Instant accounts' scaling plan (docs: Domain rules › Scaling); the other programs have none. */
export function RuleScalingSection() {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const { form } = useRuleSetForm();
  if (form.program !== 'instant' && form.scaling === null) return null;
  return (
    <SectionCard title={t('rules.sections.scaling')}>
      <RuleToggle
        path={['scaling']}
        label={t('rules.fields.scalingOn')}
        description={t('rules.help.scaling')}
        fallback={SWITCHED_ON_DEFAULTS.scaling}
      />
      {form.scaling === null ? null : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <RuleNumber
            path={['scaling', 'profitThresholdPercent']}
            label={t('rules.fields.profitThresholdPercent')}
            unit="%"
          />
          <RuleNumber
            path={['scaling', 'balanceIncreasePercent']}
            label={t('rules.fields.balanceIncreasePercent')}
            unit="%"
          />
        </SimpleGrid>
      )}
    </SectionCard>
  );
}

/** The payout terms (docs: Domain rules › Payouts). */
export function RulePayoutSection() {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const number = (field: string, options: { unit?: string; decimals?: number; scale?: number } = {}) => (
    <RuleNumber
      path={['payout', field]}
      label={t(`rules.fields.${field}`)}
      description={t(`rules.help.${field}`)}
      {...options}
    />
  );
  return (
    <SectionCard title={t('rules.sections.payouts')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {number('profitSplitPercent', { unit: '%' })}
        {number('maxProfitSplitPercent', { unit: '%' })}
        {number('splitStepPercent', { unit: '%' })}
        {number('cycleDays', { decimals: 0 })}
        {number('firstPayoutAfterDays', { decimals: 0 })}
        {number('minimumAmountMinor', { scale: 100 })}
        {number('bufferPercent', { unit: '%' })}
        <RuleChoice
          path={['payout', 'floorAfterPayout']}
          label={t('rules.fields.floorAfterPayout')}
          description={t('rules.help.floorAfterPayout')}
          options={PAYOUT_FLOOR_MODES}
          labelOf={(mode) => t(`rules.options.floorAfterPayout.${mode}`)}
        />
        <RuleSwitch
          path={['payout', 'requireConsistency']}
          label={t('rules.fields.requireConsistency')}
          description={t('rules.help.requireConsistency')}
        />
      </SimpleGrid>
      <RuleCapsField />
    </SectionCard>
  );
}

export function RuleRefundSection() {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  return (
    <SectionCard title={t('rules.sections.refund')}>
      <RuleChoice
        path={['refundPolicy']}
        label={t('rules.fields.refundPolicy')}
        description={t('rules.help.refundPolicy')}
        options={REFUND_POLICIES}
        labelOf={(policy) => t(`rules.options.refundPolicy.${policy}`)}
      />
    </SectionCard>
  );
}
