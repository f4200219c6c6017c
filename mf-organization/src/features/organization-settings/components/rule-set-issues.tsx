import { Alert, List, Text } from '@mantine/core';
import type { TRuleSetIssue } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { issuesWithoutField, type TRuleSetForm } from './rule-set-form.ts';

/**
 * How many problems the rules have as written, and those no field shows (the rules as a whole, the list
 * of phases); each other one is under its own field.
 */
export function RuleSetIssues({
  issues,
  form,
  isChecking,
}: {
  issues: readonly TRuleSetIssue[];
  form: TRuleSetForm;
  isChecking: boolean;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  if (issues.length === 0) {
    return (
      <Text size="sm" c={isChecking ? 'dimmed' : 'teal'} role="status">
        {isChecking ? t('rules.texts.checking') : t('rules.noIssues')}
      </Text>
    );
  }
  const elsewhere = issuesWithoutField(issues, form);
  return (
    <Alert color="orange" role="status" title={t('rules.issues', { number: issues.length })}>
      <Text size="sm">{t('rules.issuesHint')}</Text>
      {elsewhere.length === 0 ? null : (
        <List size="sm" mt="xs">
          {elsewhere.map((issue) => (
            <List.Item key={`${issue.path.join('.')}-${issue.code}-${issue.message}`}>
              {issue.path.length === 0 ? issue.message : `${issue.path.join(' › ')}: ${issue.message}`}
            </List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
