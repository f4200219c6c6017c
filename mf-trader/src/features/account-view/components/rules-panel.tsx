import type { TRuleText } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { Stack, Text } from '@mantine/core';
import { Panel, tradingTexts, useRuleSentence } from '@propdesk/shared/trading-ui';
import { accountViewTexts } from '../i18n/index.ts';

/** The rules frozen onto the account at purchase, each with its formula filled with live numbers. */
export function RulesPanel({
  rules,
  ruleSetVersion,
  currency,
}: {
  rules: TRuleText[];
  ruleSetVersion: number;
  currency: string;
}) {
  const { t } = useLazyTranslation(accountViewTexts, tradingTexts);
  const sentence = useRuleSentence(currency);
  return (
    <Panel
      titleId="rules-title"
      title={t('rules.title')}
      heading={(title) => (
        <Stack gap={2}>
          {title}
          <Text size="xs" c="dimmed">
            {t('rules.frozen', { version: ruleSetVersion })}
          </Text>
        </Stack>
      )}
    >
      <Stack component="dl" gap="sm" m={0}>
        {rules.map((rule) => (
          <Stack key={rule.key} gap={2} data-testid="rule-text">
            <Text component="dt" size="sm" fw={700}>
              {t(`rule.${rule.rule}`)}
            </Text>
            <Text component="dd" m={0} size="sm">
              {sentence(rule)}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Panel>
  );
}
