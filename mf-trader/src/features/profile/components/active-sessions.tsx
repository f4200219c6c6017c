import { Alert, Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notify } from '@propdesk/shared/notify';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { profileTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { useEndSession, useSessions } from '../api/sessions.ts';

/** The devices signed in to the account, each of which (but this one) can be signed out. */
export function ActiveSessions() {
  const { t, i18n } = useLazyTranslation(profileTexts, traderTexts);
  const sessions = useSessions();
  const endSession = useEndSession();
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('profile.sessions')}
      </Title>
      {sessions.isPending ? <Skeleton h={64} radius="md" /> : null}
      {sessions.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('profile.sessionsFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void sessions.refetch()}>
              {t('profile.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      <Stack gap="sm">
        {sessions.data?.map((session) => (
          <Group key={session.id} justify="space-between" wrap="nowrap" data-testid="active-session">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={500} truncate>
                  {session.userAgent ?? t('profile.unknownDevice')}
                </Text>
                {session.isCurrent ? (
                  <Badge size="sm" variant="light">
                    {t('profile.thisDevice')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="xs" c="dimmed">
                {[
                  session.ip,
                  t('profile.signedInAt', { date: formatDate(session.createdAt) }),
                  t('profile.lastActive', { date: formatDate(session.lastUsedAt) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Text>
            </Stack>
            {session.isCurrent ? null : (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                loading={endSession.isPending && endSession.variables === session.id}
                onClick={() =>
                  endSession.mutate(session.id, {
                    onSuccess: () => void notify({ color: 'green', message: t('profile.sessionEnded') }),
                    onError: () =>
                      void notify({
                        color: 'red',
                        title: t('profile.updateFailed'),
                        message: t('profile.tryLater'),
                      }),
                  })
                }
              >
                {t('profile.endSession')}
              </Button>
            )}
          </Group>
        ))}
        {sessions.data && sessions.data.length <= 1 ? (
          <Text size="sm" c="dimmed">
            {t('profile.sessionsEmpty')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
