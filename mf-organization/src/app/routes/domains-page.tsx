import { useLazyTranslation } from '@propdesk/shared/i18n';
import { DomainsManager } from '../../features/organization-settings/index.ts';
import { PageFrame } from '@propdesk/shared/ui';
import { organizationTexts, type TitledPageProps } from '../../lib/i18n/index.ts';

/** `/organization/domains`: the firm's own domains, for the organization the shell's switcher chose. */
export function DomainsPage({ title = 'pages.domains' }: TitledPageProps) {
  const { t } = useLazyTranslation(organizationTexts);
  return (
    <PageFrame title={t(title)}>
      <DomainsManager />
    </PageFrame>
  );
}
