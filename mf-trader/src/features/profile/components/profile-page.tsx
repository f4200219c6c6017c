import { PageFrame, Stack } from '@propdesk/shared/ui';
import { useTranslation } from '@propdesk/shared/i18n';
import { TRADER_NAMESPACE } from '../../../i18n/catalogs.ts';
import { ActiveSessions } from './active-sessions.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';

/** `/profile`: the trader's details, password, two-step verification and signed-in devices. */
export function ProfilePage() {
  const { t } = useTranslation(TRADER_NAMESPACE);
  return (
    <PageFrame title={t('pages.profile')} description={t('profile.lead')}>
      <Stack gap="lg">
        <ProfileDetails />
        <ChangePasswordForm />
        <TwoFactorSection />
        <ActiveSessions />
      </Stack>
    </PageFrame>
  );
}
