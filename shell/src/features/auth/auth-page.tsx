import { useCallback, useState } from 'react';
import { Navigate } from '@propdesk/shared/router';
import { useSession } from '@propdesk/shared/session';
import { Container, Paper, Title, Tabs } from '@mantine/core';
import { authTexts } from './i18n/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { MEMBER_SIGN_IN_FEEDBACK } from './auth-feedback.ts';
import { pendingInvitationPath } from './pending-invitation.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';
import { useEmailVerification } from './use-email-verification.ts';

export type AuthTab = 'sign-in' | 'sign-up';

export interface AuthPageProps {
  /** /login opens sign-in, /sign-up opens sign-up. */
  initialTab: AuthTab;
  /** Set on a tenant's /client/{orgSlug}/auth page. */
  organizationSlug?: string;
}

/** The trader sign-in and sign-up page (`/auth`, `/login`, `/sign-up`, `/client/{orgSlug}/auth`). */
export default function AuthPage({ initialTab, organizationSlug }: AuthPageProps) {
  const { t } = useLazyTranslation(authTexts);
  const [tab, setTab] = useState<AuthTab>(initialTab);
  useEmailVerification(useCallback(() => setTab('sign-in'), []));
  const role = useSession((state) => state.user?.profile.role);
  // Someone who set out to accept an invitation (and signed up, then confirmed their address) goes back to it.
  const landingPath =
    pendingInvitationPath() ?? (organizationSlug ? `/client/${organizationSlug}/dashboard` : '/dashboard');
  // A signed-in trader who opens the sign-in page goes to the dashboard.
  if (role !== undefined && role !== 'admin' && role !== 'manager')
    return <Navigate to={landingPath} replace />;
  return (
    <Container size={440} py="xl">
      <Paper withBorder radius="md" p="lg">
        <Title order={1} size="h2" ta="center" mb="md">
          {tab === 'sign-in' ? t('signIn.title') : t('signUp.title')}
        </Title>
        <Tabs
          keepMounted={false}
          value={tab}
          onChange={(value) => setTab(value === 'sign-up' ? 'sign-up' : 'sign-in')}
        >
          <Tabs.List grow mb="md">
            <Tabs.Tab value="sign-in">{t('signIn.tab')}</Tabs.Tab>
            <Tabs.Tab value="sign-up">{t('signUp.tab')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="sign-in">
            <SignInForm portal="client" landingPath={landingPath} feedback={MEMBER_SIGN_IN_FEEDBACK} />
          </Tabs.Panel>
          <Tabs.Panel value="sign-up">
            <SignUpForm
              {...(organizationSlug ? { organizationSlug } : {})}
              onRegistered={() => setTab('sign-in')}
            />
          </Tabs.Panel>
        </Tabs>
      </Paper>
    </Container>
  );
}
