import { useEffect, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { matchPath, useLocation, useNavigate } from '@propdesk/shared/router';
import { useSession } from '@propdesk/shared/session';
import { Alert, Button, Center, Container, Loader, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import type { TAcceptedInvitation, TPublicInvitation } from '@propdesk/shared/contracts';
import { MEMBER_ERROR_CODES } from '@propdesk/shared/domain';
import { isApiError } from '@propdesk/shared/http';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useApiClient, useSessionManager } from '../../lib/shell-api.tsx';
import { MEMBER_SIGN_IN_FEEDBACK } from './auth-feedback.ts';
import { authTexts } from './i18n/index.ts';
import {
  forgetPendingInvitation,
  readPendingInvitation,
  storePendingInvitation,
} from './pending-invitation.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** What an acceptance refused with says about the invitation, by the api's code. */
const REFUSALS: Record<string, string> = {
  [MEMBER_ERROR_CODES.invitationUsed]: 'invitation.accepted',
  [MEMBER_ERROR_CODES.invitationExpired]: 'invitation.expired',
  [MEMBER_ERROR_CODES.invitationRevoked]: 'invitation.revoked',
  [MEMBER_ERROR_CODES.alreadyMember]: 'invitation.alreadyMember',
  NOT_FOUND: 'invitation.notFound',
};

/**
 * `/invitations/:token`: what an invitation to run an organization offers, and its acceptance. Signed in
 * with the invited address, the person accepts; signed out, they sign in or create their account here
 * (after confirming their address, signing in brings them back: pending-invitation.ts), and the
 * invitation is accepted once they are signed in. The api decides everything again on acceptance.
 */
export default function InvitationPage() {
  const { t } = useLazyTranslation(authTexts);
  const { pathname } = useLocation();
  const token = matchPath({ path: '/invitations/:token', end: true }, pathname)?.params.token ?? '';
  const api = useApiClient();
  const user = useSession((state) => state.user);
  const isSignedOut = useSession((state) => state.status === 'anonymous');
  const [isSignUpSent, setIsSignUpSent] = useState(false);
  // Set when this browser came back from signing in (or up) to accept, or signs in here, on this page:
  // accepting then needs no click. Not for someone already signed in when the page opened.
  const [isAwaited, setIsAwaited] = useState(() => readPendingInvitation() === token);
  if (isSignedOut && !isAwaited) setIsAwaited(true);
  const invitation = useQuery({
    queryKey: ['public', 'invitations', token],
    queryFn: () => api.get(`api/public/invitations/${encodeURIComponent(token)}`).json<TPublicInvitation>(),
    retry: false,
    staleTime: 0,
  });
  const queryClient = useQueryClient();
  const accept = useMutation({
    mutationFn: () =>
      api.post(`api/invitations/${encodeURIComponent(token)}/accept`).json<TAcceptedInvitation>(),
    retry: false,
    onSettled: () => {
      forgetPendingInvitation();
      void queryClient.invalidateQueries({ queryKey: ['me', 'organizations'] });
    },
  });
  const data = invitation.data;
  const isForThisPerson = user !== null && data !== undefined && user.email === data.email;
  const canAccept = data?.state === 'pending' && isForThisPerson;

  useEffect(() => {
    if (data?.state === 'pending' && user === null) storePendingInvitation(token);
    // A link that cannot be used any more no longer brings sign-ins back here.
    const isDead = invitation.isError || (data !== undefined && data.state !== 'pending');
    if (isDead && readPendingInvitation() === token) forgetPendingInvitation();
  }, [data, invitation.isError, user, token]);
  useEffect(() => {
    if (canAccept && isAwaited && accept.isIdle) accept.mutate();
  }, [canAccept, isAwaited, accept]);

  const role = (value: TPublicInvitation['role']) => t(`invitation.roles.${value}`);
  const refusal = (() => {
    if (invitation.isError) {
      return isApiError(invitation.error) && invitation.error.status === 404
        ? t('invitation.notFound')
        : t('invitation.loadFailed');
    }
    if (data !== undefined && data.state !== 'pending') return t(`invitation.${data.state}`);
    if (!accept.isError) return null;
    const key = isApiError(accept.error) ? REFUSALS[accept.error.code] : undefined;
    return t(key ?? 'invitation.acceptFailed', { organization: data?.organizationName ?? '' });
  })();

  return (
    <Container size={480} py="xl">
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={1} size="h2" ta="center">
            {t('invitation.title')}
          </Title>
          {invitation.isPending ? (
            <Center py="lg" aria-busy="true">
              <Stack align="center" gap="xs">
                <Loader />
                <Text size="sm">{t('invitation.loading')}</Text>
              </Stack>
            </Center>
          ) : null}
          {data !== undefined ? (
            <Text ta="center">
              {t('invitation.lead', {
                organization: data.organizationName,
                email: data.email,
                role: role(data.role),
              })}
            </Text>
          ) : null}
          {refusal !== null ? (
            <Alert color="red" role="alert">
              {refusal}
            </Alert>
          ) : null}
          {accept.isSuccess ? (
            <Joined accepted={accept.data} />
          ) : data?.state === 'pending' && user !== null ? (
            <SignedIn email={user.email} invited={data.email} accept={accept} />
          ) : null}
          {data?.state === 'pending' && user === null ? (
            isSignUpSent ? (
              <Alert color="green" role="status">
                {t('invitation.signUpSent')}
              </Alert>
            ) : (
              <Tabs defaultValue="sign-in" keepMounted={false}>
                <Tabs.List grow mb="md">
                  <Tabs.Tab value="sign-in">{t('invitation.signInTab')}</Tabs.Tab>
                  <Tabs.Tab value="sign-up">{t('invitation.signUpTab')}</Tabs.Tab>
                </Tabs.List>
                <Tabs.Panel value="sign-in">
                  <SignInForm portal="client" landingPath={pathname} feedback={MEMBER_SIGN_IN_FEEDBACK} />
                </Tabs.Panel>
                <Tabs.Panel value="sign-up">
                  <Stack gap="sm">
                    <Text size="sm" c="dimmed">
                      {t('invitation.signUpLead', { email: data.email })}
                    </Text>
                    <SignUpForm initialEmail={data.email} onRegistered={() => setIsSignUpSent(true)} />
                  </Stack>
                </Tabs.Panel>
              </Tabs>
            )
          ) : null}
        </Stack>
      </Paper>
    </Container>
  );
}

/** Signed in: accept with the invited address, or sign out to use it. */
function SignedIn({
  email,
  invited,
  accept,
}: {
  email: string;
  invited: string;
  accept: { mutate: () => void; isPending: boolean };
}) {
  const { t } = useLazyTranslation(authTexts);
  const sessionManager = useSessionManager();
  if (email !== invited) {
    return (
      <Stack gap="sm">
        <Alert color="yellow">{t('invitation.otherAccount', { email: invited })}</Alert>
        <Button variant="default" onClick={() => void sessionManager.signOut()}>
          {t('invitation.signOut')}
        </Button>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed" ta="center">
        {t('invitation.signedInAs', { email })}
      </Text>
      <Button onClick={() => accept.mutate()} loading={accept.isPending} fullWidth>
        {t('invitation.accept')}
      </Button>
    </Stack>
  );
}

/**
 * Accepted: on to the organization's portal. A role that signs in with a second factor, in a session
 * that had none, signs in again there (the api would end this session at its next refresh).
 */
function Joined({ accepted }: { accepted: TAcceptedInvitation }) {
  const { t } = useLazyTranslation(authTexts);
  const navigate = useNavigate();
  const sessionManager = useSessionManager();
  const role = t(`invitation.roles.${accepted.role}`);
  return (
    <Stack gap="sm">
      <Alert color="green" role="status">
        {t('invitation.joined', { organization: accepted.organizationName, role })}
      </Alert>
      {accepted.isSecondFactorNeeded ? (
        <>
          <Text size="sm">{t('invitation.secondFactorNeeded')}</Text>
          <Button
            onClick={() => {
              void sessionManager.signOut().finally(() => navigate('/organization/auth'));
            }}
          >
            {t('invitation.signInAgain')}
          </Button>
        </>
      ) : (
        <Button
          onClick={() =>
            navigate(accepted.role === 'agent' ? '/support-agent/dashboard' : '/organization/dashboard')
          }
        >
          {t('invitation.openPortal')}
        </Button>
      )}
    </Stack>
  );
}
