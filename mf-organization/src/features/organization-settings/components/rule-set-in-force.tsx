import { Text } from '@mantine/core';
import type { TRuleSetVersion } from '@propdesk/shared/contracts';
import { useFormatters } from '@propdesk/shared/format';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { SectionCard } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { RuleSetSummary } from './rule-set-texts.tsx';

/** The version plans are sold with today: its number, since when, and its rules as traders read them. */
export function RuleSetInForce({
  organizationId,
  version,
}: {
  organizationId: string;
  version: TRuleSetVersion | null;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const format = useFormatters();
  return (
    <SectionCard title={t('rules.inForce.title')}>
      {version === null ? (
        <Text size="sm">{t('rules.inForce.none')}</Text>
      ) : (
        <>
          <Text size="sm" data-testid="rule-set-in-force">
            {version.effectiveFrom === null
              ? t('rules.inForce.version', { version: version.version })
              : t('rules.inForce.since', {
                  version: version.version,
                  when: format.dateTime(version.effectiveFrom),
                })}
          </Text>
          <RuleSetSummary organizationId={organizationId} data={version.data} />
        </>
      )}
    </SectionCard>
  );
}
