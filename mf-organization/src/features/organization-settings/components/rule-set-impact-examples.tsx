import { Badge, Table } from '@mantine/core';
import type { TImpactExample } from '@propdesk/shared/contracts';
import type { TImpactChange } from '@propdesk/shared/domain/rule-sets.ts';
import { useFormatters } from '@propdesk/shared/format';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { tradingTexts } from '@propdesk/shared/trading-ui';
import { organizationSettingsTexts } from '../i18n/index.ts';

export const CHANGE_COLORS: Record<TImpactChange, string> = {
  would_fail: 'red',
  would_survive: 'teal',
  would_pass: 'blue',
  would_not_pass: 'orange',
};

/** Accounts the draft would have ended otherwise, one a row: how they ended, how they would, and why. */
export function RuleSetImpactExamples({ examples }: { examples: readonly TImpactExample[] }) {
  const { t } = useLazyTranslation(organizationSettingsTexts, tradingTexts);
  const format = useFormatters();
  return (
    <Table.ScrollContainer minWidth={760} type="native">
      <Table verticalSpacing="xs" aria-label={t('rules.impact.examples')} data-testid="impact-examples">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rules.impact.columns.login')}</Table.Th>
            <Table.Th>{t('rules.impact.columns.phase')}</Table.Th>
            <Table.Th>{t('rules.impact.columns.size')}</Table.Th>
            <Table.Th>{t('rules.impact.columns.change')}</Table.Th>
            <Table.Th>{t('rules.impact.columns.outcome')}</Table.Th>
            <Table.Th>{t('rules.impact.columns.rule')}</Table.Th>
            <Table.Th>{t('rules.impact.columns.at')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {examples.map((example) => (
            <Table.Tr key={example.accountId}>
              <Table.Td>{example.login}</Table.Td>
              <Table.Td>{t(`rules.phaseKinds.${example.phaseKind}`)}</Table.Td>
              <Table.Td>{format.moneyCentsIfAny(example.accountSizeMinor, example.currency)}</Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light" color={CHANGE_COLORS[example.change]}>
                  {t(`rules.impact.changes.${example.change}`)}
                </Badge>
              </Table.Td>
              <Table.Td>
                {t('rules.impact.outcome', {
                  actual: t(`rules.accountStatuses.${example.actual}`),
                  draft: t(`rules.accountStatuses.${example.draft}`),
                })}
              </Table.Td>
              <Table.Td>
                {example.rule === null ? '—' : t(`rule.${example.rule}`, { defaultValue: example.rule })}
              </Table.Td>
              <Table.Td>{example.at === null ? '—' : format.dateTime(example.at)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
