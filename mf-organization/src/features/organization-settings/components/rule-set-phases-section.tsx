import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { SectionCard } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { RuleNumber, RuleToggle, useRuleSetForm } from './rule-set-fields.tsx';
import { SWITCHED_ON_DEFAULTS } from './rule-set-form.ts';

/** Each phase of the program, in order: its kind (fixed by the program), its target and its minimum days. */
export function RulePhasesSection() {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const { form } = useRuleSetForm();
  return (
    <SectionCard title={t('rules.sections.phases')}>
      {form.phases.map((phase, index) => {
        const name = t(`rules.phaseKinds.${phase.kind}`);
        return (
          // The program fixes its phases: none is added, removed or moved, so the index is the phase.
          <Stack key={index} gap="xs" data-testid="rule-phase">
            <Text fw={600} size="sm">
              {t('rules.phaseNumber', { number: index + 1, phase: name })}
            </Text>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <Stack gap="xs">
                <RuleToggle
                  path={['phases', index, 'profitTargetPercent']}
                  label={t('rules.fields.noTarget', { phase: name })}
                  description={t('rules.help.noTarget')}
                  fallback={SWITCHED_ON_DEFAULTS.profitTargetPercent}
                  isOnWhenAbsent
                />
                {phase.profitTargetPercent === null ? null : (
                  <RuleNumber
                    path={['phases', index, 'profitTargetPercent']}
                    label={t('rules.fields.profitTargetPercent', { phase: name })}
                    description={t('rules.help.profitTargetPercent')}
                    unit="%"
                  />
                )}
              </Stack>
              <RuleNumber
                path={['phases', index, 'minTradingDays']}
                label={t('rules.fields.minTradingDays', { phase: name })}
                description={t('rules.help.minTradingDays')}
                decimals={0}
              />
            </SimpleGrid>
          </Stack>
        );
      })}
    </SectionCard>
  );
}
