import { ActivityLog } from '@propdesk/shared/activity-log';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { PageFrame } from '@propdesk/shared/ui';
import { adminTexts } from '../../lib/i18n/index.ts';

/**
 * `/admin/activity-logs` and `/admin/org-activity-logs`: the activity log of the organization chosen in
 * the shell's switcher; platform admins read it in any organization.
 */
export function ActivityLogsPage() {
  const { t } = useLazyTranslation(adminTexts);
  return (
    <PageFrame title={t('pages.activityLogs')}>
      <ActivityLog />
    </PageFrame>
  );
}
