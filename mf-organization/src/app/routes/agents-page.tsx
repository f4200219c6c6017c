import { useLazyTranslation } from '@propdesk/shared/i18n';
import { SupportAgents } from '../../features/members/index.ts';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts, type TitledPageProps } from '../../lib/i18n/index.ts';

/** `/organization/agents` ("Support Agents"): the support agents of the organization being run. */
export function AgentsPage({ title = 'pages.agents' }: TitledPageProps) {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t(title)}>
      <SupportAgents />
    </PageFrame>
  );
}
