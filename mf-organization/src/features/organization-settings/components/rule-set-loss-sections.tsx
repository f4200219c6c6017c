import { SimpleGrid } from '@mantine/core';
import {
  BREACH_SEVERITIES,
  DAILY_LOSS_ANCHORS,
  DAILY_LOSS_BASES,
  LOSS_EVALUATIONS,
  MAX_LOSS_MODES,
} from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { SectionCard } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { RuleChoice, RuleNumber, RuleSwitch, RuleToggle, useRuleSetForm } from './rule-set-fields.tsx';
import { SWITCHED_ON_DEFAULTS } from './rule-set-form.ts';

/** The daily loss limit and its switches, or none (docs: Domain rules › Daily loss). */
export function RuleDailyLossSection() {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const { form } = useRuleSetForm();
  const choice = (group: string) => (value: string) => t(`rules.options.${group}.${value}`);
  return (
    <SectionCard title={t('rules.sections.dailyLoss')}>
      <RuleToggle
        path={['dailyLoss']}
        label={t('rules.fields.dailyLossOn')}
        description={t('rules.help.dailyLossOn')}
        fallback={SWITCHED_ON_DEFAULTS.dailyLoss}
      />
      {form.dailyLoss === null ? null : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <RuleNumber path={['dailyLoss', 'percent']} label={t('rules.fields.dailyLossPercent')} unit="%" />
          <RuleChoice
            path={['dailyLoss', 'basis']}
            label={t('rules.fields.basis')}
            description={t('rules.help.basis')}
            options={DAILY_LOSS_BASES}
            labelOf={choice('basis')}
          />
          <RuleChoice
            path={['dailyLoss', 'anchor']}
            label={t('rules.fields.anchor')}
            description={t('rules.help.anchor')}
            options={DAILY_LOSS_ANCHORS}
            labelOf={choice('anchor')}
          />
          <RuleChoice
            path={['dailyLoss', 'evaluation']}
            label={t('rules.fields.evaluation')}
            description={t('rules.help.evaluation')}
            options={LOSS_EVALUATIONS}
            labelOf={choice('evaluation')}
          />
          <RuleChoice
            path={['dailyLoss', 'severity']}
            label={t('rules.fields.severity')}
            description={t('rules.help.severity')}
            options={BREACH_SEVERITIES}
            labelOf={choice('severity')}
          />
          <RuleSwitch
            path={['dailyLoss', 'includeFloating']}
            label={t('rules.fields.includeFloating')}
            description={t('rules.help.includeFloating')}
          />
        </SimpleGrid>
      )}
    </SectionCard>
  );
}

/** The overall floor of a phase: how far below the peak, which peak, and where a trailing floor stops. */
export function RuleMaxLossSection() {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const { form } = useRuleSetForm();
  return (
    <SectionCard title={t('rules.sections.maxLoss')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <RuleNumber
          path={['maxLoss', 'percent']}
          label={t('rules.fields.maxLossPercent')}
          description={t('rules.help.maxLossPercent')}
          unit="%"
        />
        <RuleChoice
          path={['maxLoss', 'mode']}
          label={t('rules.fields.mode')}
          description={t('rules.help.mode')}
          options={MAX_LOSS_MODES}
          labelOf={(mode) => t(`rules.options.mode.${mode}`)}
        />
        <RuleToggle
          path={['maxLoss', 'lockAtPercentAboveInitial']}
          label={t('rules.fields.neverLock')}
          description={t('rules.help.lock')}
          fallback={SWITCHED_ON_DEFAULTS.lockAtPercentAboveInitial}
          isOnWhenAbsent
        />
        {form.maxLoss.lockAtPercentAboveInitial === null ? null : (
          <RuleNumber
            path={['maxLoss', 'lockAtPercentAboveInitial']}
            label={t('rules.fields.lockAtPercentAboveInitial')}
            unit="%"
          />
        )}
      </SimpleGrid>
    </SectionCard>
  );
}
