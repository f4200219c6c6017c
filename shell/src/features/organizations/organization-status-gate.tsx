import type { ReactNode } from 'react';
import { useNavigate } from '@propdesk/shared/router';
import { Button, Center, Container, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from '@propdesk/shared/i18n';
import { useSessionManager } from '../../lib/shell-api.tsx';
import { gateStateFor, useOrganizationStatus } from './organization-status.ts';

function gateTexts(status: string): { title: string; message: string; hint: string | null } {
  if (status === 'suspended') {
    return {
      title: 'statusGate.suspendedTitle',
      message: 'statusGate.suspendedMessage',
      hint: 'statusGate.suspendedHint',
    };
  }
  // A missing status reads as pending.
  if (status === 'pending' || status === '') {
    return {
      title: 'statusGate.pendingTitle',
      message: 'statusGate.pendingMessage',
      hint: 'statusGate.pendingHint',
    };
  }
  return { title: 'statusGate.limitedTitle', message: 'statusGate.limitedMessage', hint: null };
}

/**
 * Members of an organization that is not active see why, can check again, or sign out.
 * The Italian texts are the product's original wording; English and Spanish say the same.
 */
export function OrganizationStatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const sessionManager = useSessionManager();
  const query = useOrganizationStatus();
  const state = gateStateFor(query);

  if (state === 'open') return children;
  if (state === 'checking') {
    return (
      <Center mih="40vh" aria-busy="true">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  const texts = gateTexts(state.blockedBy);
  const signOut = async () => {
    await sessionManager.signOut().catch(() => undefined);
    navigate('/auth');
  };
  return (
    <Container size="sm" py="xl">
      <Paper withBorder radius="md" p="xl" role="alert" data-testid="organization-status-gate">
        <Stack gap="sm" align="center" ta="center">
          <Title order={1} size="h2">
            {t(texts.title)}
          </Title>
          <Text>{t(texts.message, { status: state.blockedBy })}</Text>
          {texts.hint ? <Text c="dimmed">{t(texts.hint)}</Text> : null}
          <Group mt="md">
            <Button onClick={() => void query.refetch()} loading={query.isFetching}>
              {t('statusGate.recheck')}
            </Button>
            <Button variant="default" onClick={() => void signOut()}>
              {t('statusGate.logout')}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Container>
  );
}
