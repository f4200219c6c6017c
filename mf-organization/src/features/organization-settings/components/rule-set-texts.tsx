import { useState } from 'react';
import { Alert, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useFormatters } from '@propdesk/shared/format';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { tradingTexts, useRuleSentence } from '@propdesk/shared/trading-ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import {
  DEFAULT_SAMPLE_SIZE_MINOR,
  SAMPLE_CURRENCY,
  SAMPLE_SIZES_MINOR,
  useLiveRuleSetCheck,
  type TLiveRuleSetCheck,
} from './rule-set-live-check.ts';

/**
 * The rules of each phase as a trader with a fresh account of the sample size reads them, in the
 * reader's language; the size is the reader's to pick. While the rules have problems, it says so.
 */
export function RuleTexts({
  live,
  sizeMinor,
  onSizeChange,
}: {
  live: TLiveRuleSetCheck;
  sizeMinor: number;
  onSizeChange: (sizeMinor: number) => void;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts, tradingTexts);
  const format = useFormatters();
  const sentence = useRuleSentence(SAMPLE_CURRENCY);
  const { check } = live;
  return (
    <Stack gap="sm" aria-busy={!live.isCurrent}>
      <NativeSelect
        label={t('rules.texts.sampleSize')}
        description={t('rules.texts.sampleSizeHint')}
        value={String(sizeMinor)}
        data={SAMPLE_SIZES_MINOR.map((size) => ({
          value: String(size),
          label: format.moneyCentsIfAny(size, SAMPLE_CURRENCY),
        }))}
        onChange={(event) => onSizeChange(Number(event.currentTarget.value))}
        maw={280}
      />
      {live.isFailed ? (
        <Alert color="red" role="alert">
          {t('rules.texts.checkFailed')}
        </Alert>
      ) : check === null ? (
        <Text size="sm" c="dimmed">
          {t('rules.texts.checking')}
        </Text>
      ) : !check.valid ? (
        <Text size="sm" c="dimmed">
          {t('rules.texts.fixFirst')}
        </Text>
      ) : (
        check.phases.map((phase, index) => (
          <Stack key={`${phase.kind}-${index}`} gap="xs" data-testid="rule-texts-phase">
            <Title order={3} size="h5">
              {t('rules.phaseNumber', { number: index + 1, phase: t(`rules.phaseKinds.${phase.kind}`) })}
            </Title>
            <Stack component="dl" gap="xs" m={0}>
              {phase.texts.map((text) => (
                <Stack key={`${text.key}-${text.rule}`} gap={0}>
                  <Text component="dt" size="sm" fw={600}>
                    {t(`rule.${text.rule}`, { defaultValue: text.rule })}
                  </Text>
                  <Text component="dd" m={0} size="sm">
                    {sentence(text)}
                  </Text>
                </Stack>
              ))}
            </Stack>
          </Stack>
        ))
      )}
    </Stack>
  );
}

/** Stored rules, read only, as traders read them (the version in force, a scheduled one). */
export function RuleSetSummary({ organizationId, data }: { organizationId: string; data: unknown }) {
  const [sizeMinor, setSizeMinor] = useState<number>(DEFAULT_SAMPLE_SIZE_MINOR);
  const live = useLiveRuleSetCheck(organizationId, data, sizeMinor);
  return <RuleTexts live={live} sizeMinor={sizeMinor} onSizeChange={setSizeMinor} />;
}
