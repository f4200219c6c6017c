import { ActivityLog } from '../../features/activity-log/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts, type TitledPageProps } from '../../lib/i18n/index.ts';

/** `/organization/activity-logs`: who did what in the organization the shell's switcher chose. */
export function ActivityLogsPage({ title = 'pages.activityLogs' }: TitledPageProps) {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t(title)}>
      <ActivityLog />
    </PageFrame>
  );
}
