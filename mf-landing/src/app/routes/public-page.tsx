import { PageFrame } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { LANDING_NAMESPACE, type LandingPageKey } from '../../i18n/catalogs.ts';

/** FAQ, legal texts and the white-label offer: written by the landing issue. */
export function PublicPage({ page }: { page: LandingPageKey }) {
  const { t } = useTranslation(LANDING_NAMESPACE);
  return <PageFrame title={t(`pages.${page}`)} />;
}
