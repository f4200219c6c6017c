import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { TRADING_DAY_COUNTINGS } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { SectionCard } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { RuleChoice, RuleNumber, RuleToggle, useRuleField, useRuleSetForm } from './rule-set-fields.tsx';
import { SWITCHED_ON_DEFAULTS } from './rule-set-form.ts';

/** The IANA zones this browser knows, read once: the list is long and never changes. */
const KNOWN_TIME_ZONES: readonly string[] = Intl.supportedValuesOf('timeZone');

/** The reset's time zone, searched by name; a zone the browser does not list stays choosable. */
function ResetTimeZone() {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const field = useRuleField(['reset', 'timeZone']);
  const value = typeof field.value === 'string' ? field.value : null;
  const zones = KNOWN_TIME_ZONES;
  return (
    <Select
      label={t('rules.fields.timeZone')}
      description={t('rules.help.timeZone')}
      data={value === null || zones.includes(value) ? [...zones] : [value, ...zones]}
      value={value}
      error={field.error}
      searchable
      limit={50}
      allowDeselect={false}
      nothingFoundMessage={t('rules.noTimeZone')}
      onChange={(zone) => {
        if (zone !== null) field.set(zone);
      }}
    />
  );
}

function ResetTime() {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const field = useRuleField(['reset', 'time']);
  return (
    <TextInput
      type="time"
      label={t('rules.fields.resetTime')}
      description={t('rules.help.resetTime')}
      value={typeof field.value === 'string' ? field.value : ''}
      error={field.error}
      onChange={(event) => field.set(event.currentTarget.value)}
    />
  );
}

/** What makes a trading day count, and when one day ends and the next begins. */
export function RuleDaysSection() {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const { form } = useRuleSetForm();
  return (
    <SectionCard title={t('rules.sections.days')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <RuleChoice
          path={['tradingDays', 'counting']}
          label={t('rules.fields.counting')}
          description={t('rules.help.counting')}
          options={TRADING_DAY_COUNTINGS}
          labelOf={(counting) => t(`rules.options.counting.${counting}`)}
        />
        {/* Shown whenever it holds a value, so a problem with it never hides behind another counting. */}
        {form.tradingDays.counting === 'profitable_day' || form.tradingDays.profitableDayPercent !== null ? (
          <RuleNumber
            path={['tradingDays', 'profitableDayPercent']}
            label={t('rules.fields.profitableDayPercent')}
            description={t('rules.help.profitableDayPercent')}
            unit="%"
            isNullWhenEmpty
          />
        ) : null}
        <ResetTime />
        <ResetTimeZone />
      </SimpleGrid>
    </SectionCard>
  );
}

/** The rules that hold a pass back or end an idle account, and the tolerance every floor is read with. */
export function RuleConsistencySection() {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const { form } = useRuleSetForm();
  return (
    <SectionCard title={t('rules.sections.consistency')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <RuleToggle
          path={['consistencyMaxBestDayPercent']}
          label={t('rules.fields.consistencyOn')}
          description={t('rules.help.consistency')}
          fallback={SWITCHED_ON_DEFAULTS.consistencyMaxBestDayPercent}
        />
        {form.consistencyMaxBestDayPercent === null ? null : (
          <RuleNumber
            path={['consistencyMaxBestDayPercent']}
            label={t('rules.fields.consistencyMaxBestDayPercent')}
            unit="%"
          />
        )}
        <RuleToggle
          path={['inactivityExpiryDays']}
          label={t('rules.fields.inactivityOn')}
          description={t('rules.help.inactivity')}
          fallback={SWITCHED_ON_DEFAULTS.inactivityExpiryDays}
        />
        {form.inactivityExpiryDays === null ? null : (
          <RuleNumber
            path={['inactivityExpiryDays']}
            label={t('rules.fields.inactivityExpiryDays')}
            decimals={0}
          />
        )}
        <RuleNumber
          path={['toleranceMinor']}
          label={t('rules.fields.toleranceMinor')}
          description={t('rules.help.tolerance')}
          scale={100}
        />
      </SimpleGrid>
    </SectionCard>
  );
}
