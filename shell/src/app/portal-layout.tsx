import { useLocation } from 'react-router';
import { useTranslation } from '@propdesk/shared/i18n';
import { Box, VisuallyHidden } from '@propdesk/shared/ui';
import { PortalHeader } from '../features/navigation/portal-header.tsx';
import { findRemoteForPath, RemoteSwitch } from '../federation/remote-switch.tsx';

/** Public landing pages bring their own top bar; every other area gets the shell's header. */
export function PortalLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const isLanding = findRemoteForPath(pathname) === 'mf_landing';
  return (
    <>
      <VisuallyHidden component="a" href="#content">
        {t('app.skipToContent')}
      </VisuallyHidden>
      {isLanding ? null : <PortalHeader />}
      <Box component="main" id="content">
        <RemoteSwitch />
      </Box>
    </>
  );
}
