import { Alert, Tabs, Text } from '@mantine/core';
import type { TProgram } from '@propdesk/shared/contracts';
import { PROGRAMS } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useVisitedTabs } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { RuleSetProgram } from './rule-set-program.tsx';

/**
 * The rules each program is sold with, versioned: owners, admins and platform admins write the next
 * version, check it, preview its impact and schedule it (settings.manage); managers read them. A program
 * once opened stays mounted while another is shown, so switching programs loses no unsaved edit.
 */
export function RuleSetsEditor({ organizationId, canEdit }: { organizationId: string; canEdit: boolean }) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const { value: program, choose, hasVisited } = useVisitedTabs<TProgram>(PROGRAMS, 'two_step');
  return (
    <>
      <Text size="sm" c="dimmed">
        {t('rules.intro')}
      </Text>
      {canEdit ? null : (
        <Alert color="gray" variant="light" data-testid="rules-read-only">
          {t('rules.readOnly')}
        </Alert>
      )}
      <Tabs value={program} onChange={choose} variant="pills" keepMounted>
        <Tabs.List mb="md" aria-label={t('rules.programs')}>
          {PROGRAMS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`plans.programs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {PROGRAMS.map((value) => (
          <Tabs.Panel key={value} value={value}>
            {hasVisited(value) ? (
              <RuleSetProgram organizationId={organizationId} program={value} canEdit={canEdit} />
            ) : null}
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
