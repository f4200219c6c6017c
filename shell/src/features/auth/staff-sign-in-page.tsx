import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Navigate, useLocation } from '@propdesk/shared/router';
import { Anchor, Container, Paper, Text, Title } from '@mantine/core';
import type { TAdminBootstrapStatus, TSignInPortal } from '@propdesk/shared/contracts';
import { useApiClient } from '../../lib/shell-api.tsx';
import { authTexts } from './i18n/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { ADMIN_SIGN_IN_FEEDBACK, MEMBER_SIGN_IN_FEEDBACK } from './auth-feedback.ts';
import { FirstAdminForm } from './first-admin-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

export type StaffPortal = Exclude<TSignInPortal, 'client'>;

/** Where each staff portal lands after signing in. */
const STAFF_PORTALS: Record<StaffPortal, { landingPath: string; titleKey: string }> = {
  admin: { landingPath: '/admin/dashboard', titleKey: 'staff.adminTitle' },
  organization: { landingPath: '/organization/dashboard', titleKey: 'staff.organizationTitle' },
  'support-agent': { landingPath: '/support-agent/dashboard', titleKey: 'staff.supportAgentTitle' },
};

/** Whether a password-reset link arrived at /admin/auth (type=recovery in the query or the hash). */
export function isRecoveryLink(search: string, hash: string): boolean {
  return [search, hash].some(
    (part) => new URLSearchParams(part.replace(/^[?#]/, '')).get('type') === 'recovery',
  );
}

/** Whether the platform still has no admin (the admin page then offers to create the first one). */
function useAdminBootstrapStatus(isAdminPortal: boolean) {
  const api = useApiClient();
  return useQuery({
    queryKey: ['auth', 'admin-bootstrap'],
    queryFn: () => api.get('api/auth/admin-bootstrap').json<TAdminBootstrapStatus>(),
    enabled: isAdminPortal,
    staleTime: 0,
  });
}

/** Sign-in for staff: `/admin/auth`, `/organization/auth` (and `/organization-auth`), `/support-agent/auth`. */
export default function StaffSignInPage({ portal }: { portal: StaffPortal }) {
  const { t } = useLazyTranslation(authTexts);
  const { search, hash } = useLocation();
  const bootstrap = useAdminBootstrapStatus(portal === 'admin');
  const [isCreatingAdmin, setIsCreatingAdmin] = useState(false);
  if (portal === 'admin' && isRecoveryLink(search, hash)) {
    return <Navigate to={`/reset-password${search}${hash}`} replace />;
  }
  const { landingPath, titleKey } = STAFF_PORTALS[portal];
  return (
    <Container size={440} py="xl">
      <Paper withBorder radius="md" p="lg">
        <Title order={1} size="h2" ta="center">
          {isCreatingAdmin ? t('bootstrap.title') : t(titleKey)}
        </Title>
        <Text c="dimmed" size="sm" ta="center" mb="md">
          {t('staff.lead')}
        </Text>
        {isCreatingAdmin ? (
          <FirstAdminForm
            onCreated={() => {
              setIsCreatingAdmin(false);
              void bootstrap.refetch();
            }}
          />
        ) : (
          <SignInForm
            portal={portal}
            landingPath={landingPath}
            feedback={portal === 'admin' ? ADMIN_SIGN_IN_FEEDBACK : MEMBER_SIGN_IN_FEEDBACK}
          />
        )}
        {bootstrap.data?.canCreateFirstAdmin || isCreatingAdmin ? (
          <Anchor
            component="button"
            type="button"
            size="sm"
            mt="md"
            onClick={() => setIsCreatingAdmin((value) => !value)}
          >
            {isCreatingAdmin ? t('bootstrap.backToSignIn') : t('bootstrap.toggle')}
          </Anchor>
        ) : null}
      </Paper>
    </Container>
  );
}
