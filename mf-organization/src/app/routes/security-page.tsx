import { useLazyTranslation } from '@propdesk/shared/i18n';
import { SecurityDashboard } from '../../features/security-dashboard/index.ts';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts, type TitledPageProps } from '../../lib/i18n/index.ts';

/** `/organization/security`: the security dashboard of the organization the shell's switcher chose. */
export function SecurityPage({ title = 'pages.security' }: TitledPageProps) {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t(title)}>
      <SecurityDashboard />
    </PageFrame>
  );
}
