import { ActivityLog } from '@propdesk/shared/activity-log';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts } from '../../lib/i18n/index.ts';

/** `/organization/activity-logs`: who did what in the organization the shell's switcher chose. */
export function ActivityLogsPage() {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t('pages.activityLogs')}>
      <ActivityLog />
    </PageFrame>
  );
}
