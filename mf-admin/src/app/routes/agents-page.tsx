import { useLazyTranslation } from '@propdesk/shared/i18n';
import { SupportAgents } from '@propdesk/shared/members';
import { PageFrame } from '@propdesk/shared/ui';
import { adminTexts } from '../../lib/i18n/index.ts';

/** `/admin/agents` and `/admin/org-agents`: the support agents of the organization chosen in the switcher. */
export function AgentsPage() {
  const { t } = useLazyTranslation(adminTexts);
  return (
    <PageFrame title={t('pages.agents')}>
      <SupportAgents />
    </PageFrame>
  );
}
