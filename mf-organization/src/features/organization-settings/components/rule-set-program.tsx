import { Stack } from '@mantine/core';
import type { TProgram } from '@propdesk/shared/contracts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { QueryStatus } from '@propdesk/shared/ui';
import { organizationSettingsTexts } from '../i18n/index.ts';
import { useRuleSetVersions } from '../rule-set-queries.ts';
import { RuleSetHistory } from './rule-set-history.tsx';
import { RuleSetInForce } from './rule-set-in-force.tsx';
import { RuleSetPending } from './rule-set-pending.tsx';

/**
 * One program's rules: the version in force, the next one (started, edited, scheduled), and the history.
 * The first page of versions names the version in force and the pending one whatever page of the history
 * is on screen, so paging the history never touches the draft being edited.
 */
export function RuleSetProgram({
  organizationId,
  program,
  canEdit,
}: {
  organizationId: string;
  program: TProgram;
  canEdit: boolean;
}) {
  const { t } = useLazyTranslation(organizationSettingsTexts);
  const versions = useRuleSetVersions(organizationId, program, 1);
  const data = versions.data;
  return (
    <Stack gap="lg">
      <QueryStatus
        query={versions}
        loadingLabel={t('rules.loading')}
        failureLabel={t('rules.loadFailed')}
        retryLabel={t('retry')}
      />
      {data === undefined ? null : (
        <>
          <RuleSetInForce organizationId={organizationId} version={data.inForce} />
          <RuleSetPending
            organizationId={organizationId}
            program={program}
            pending={data.pending}
            canEdit={canEdit}
          />
          <RuleSetHistory organizationId={organizationId} program={program} />
        </>
      )}
    </Stack>
  );
}
