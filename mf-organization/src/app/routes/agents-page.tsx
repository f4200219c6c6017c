import { useLazyTranslation } from '@propdesk/shared/i18n';
import { SupportAgents } from '@propdesk/shared/members';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts } from '../../lib/i18n/index.ts';

/** `/organization/agents` ("Support Agents"): the support agents of the organization being run. */
export function AgentsPage() {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t('pages.agents')}>
      <SupportAgents />
    </PageFrame>
  );
}
