import { Link, useLocation } from '@propdesk/shared/router';
import { Button } from '@mantine/core';
import { useSession } from '@propdesk/shared/session';
import { useTranslation } from '@propdesk/shared/i18n';
import { navigationAreaForPath } from './sidebar/navigation-items.ts';

/**
 * The partner button of the trader area. Approved partners get "Affiliate Dashboard";
 * until the affiliate work reports a partner status, everyone is offered "Become Partner".
 */
export function PartnerButton({ isApprovedPartner = false }: { isApprovedPartner?: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isSignedIn = useSession((state) => state.status === 'authenticated');
  if (!isSignedIn || navigationAreaForPath(pathname) !== 'trader') return null;
  return isApprovedPartner ? (
    <Button component={Link} to="/affiliate-program" variant="light" size="compact-sm" visibleFrom="sm">
      {t('header.affiliateDashboard')}
    </Button>
  ) : (
    <Button component={Link} to="/affiliate-registration" variant="light" size="compact-sm" visibleFrom="sm">
      {t('header.becomePartner')}
    </Button>
  );
}
