import { Button, Card, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { NotFoundPage } from '@propdesk/shared/ui-plain';
import { isApiError } from '@propdesk/shared/http';
import { devToolsTexts } from './i18n/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useOutbox } from './outbox-query.ts';

/** `/email-test`: the mails the portal sent, for development (404 in production). */
export default function DevMailboxPage() {
  const { t, i18n } = useLazyTranslation(devToolsTexts);
  const outbox = useOutbox();
  if (isApiError(outbox.error) && outbox.error.status === 404) return <NotFoundPage />;
  return (
    <Container size="md" py="xl">
      <Group justify="space-between" mb="md">
        <Stack gap={2}>
          <Title order={1}>{t('devMailbox.title')}</Title>
          <Text c="dimmed" size="sm">
            {t('devMailbox.lead')}
          </Text>
        </Stack>
        <Button variant="default" onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          {t('devMailbox.refresh')}
        </Button>
      </Group>
      {outbox.isPending ? (
        <Center py="xl">
          <Loader />
        </Center>
      ) : null}
      {outbox.data?.length === 0 ? <Text c="dimmed">{t('devMailbox.empty')}</Text> : null}
      <Stack gap="sm">
        {outbox.data?.map((mail) => (
          <Card key={mail.id} withBorder radius="md" data-testid="outbox-mail">
            <Text fw={600}>{mail.subject}</Text>
            <Text size="sm" c="dimmed">
              {t('devMailbox.to')}: {mail.to} · {t('devMailbox.sentAt')}:{' '}
              {new Date(mail.createdAt).toLocaleString(i18n.language)}
            </Text>
            <Text size="sm" mt="xs" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {mail.text}
            </Text>
          </Card>
        ))}
      </Stack>
    </Container>
  );
}
