import { PageFrame } from '@propdesk/shared/ui';
import { Stack } from '@mantine/core';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { profileTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { ActiveSessions } from './active-sessions.tsx';
import { ChangePasswordForm } from './change-password-form.tsx';
import { MailPreferencesSection } from './mail-preferences-section.tsx';
import { ProfileDetails } from './profile-details.tsx';
import { ReceiptsSection } from './receipts-section.tsx';
import { TwoFactorSection } from './two-factor-section.tsx';
import { VerificationSection } from './verification-section.tsx';

/**
 * `/profile`: the trader's details, identity verification, receipts, password, two-step verification, email
 * notifications and signed-in devices.
 */
export function ProfilePage() {
  const { t } = useLazyTranslation(profileTexts, traderTexts);
  return (
    <PageFrame title={t('pages.profile')} description={t('profile.lead')}>
      <Stack gap="lg">
        <ProfileDetails />
        <VerificationSection />
        <ReceiptsSection />
        <ChangePasswordForm />
        <TwoFactorSection />
        <MailPreferencesSection />
        <ActiveSessions />
      </Stack>
    </PageFrame>
  );
}
