import { useState, type FormEvent } from 'react';
import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import type { TClientDetail } from '@propdesk/shared/contracts';
import { CLIENT_NOTE_MAX_LENGTH } from '@propdesk/shared/domain/clients.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { notify } from '@propdesk/shared/notify';
import { clientTexts } from '../i18n/index.ts';
import { useAddClientNote } from '../queries/client-queries.ts';
import { useClientFormat } from './client-format.ts';
import { Section } from './client-sections.tsx';

function NoteForm({ organizationId, userId }: { organizationId: string; userId: string }) {
  const { t } = useLazyTranslation(clientTexts);
  const add = useAddClientNote(organizationId, userId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const length = text.trim().length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length === 0) return setError(t('notes.required'));
    if (length > CLIENT_NOTE_MAX_LENGTH) return setError(t('notes.tooLong', { max: CLIENT_NOTE_MAX_LENGTH }));
    setError(null);
    add.mutate(text.trim(), {
      onSuccess: () => {
        setText('');
        void notify({ color: 'teal', message: t('notes.added') });
      },
    });
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="xs">
        <Textarea
          label={t('notes.label')}
          placeholder={t('notes.placeholder')}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          autosize
          minRows={2}
          maxRows={8}
          error={error}
          description={t('notes.counter', { length, max: CLIENT_NOTE_MAX_LENGTH })}
        />
        {add.isError ? (
          <Alert color="red" role="alert">
            {t('notes.failed')}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={add.isPending}>
            {t('notes.add')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Staff notes on the client, newest first, with their authors; the form for those who may write one. */
export function ClientNotes({
  organizationId,
  detail,
  canWrite,
}: {
  organizationId: string;
  detail: TClientDetail;
  canWrite: boolean;
}) {
  const { t, i18n } = useLazyTranslation(clientTexts);
  const format = useClientFormat(i18n.language);
  return (
    <Section id="client-notes" title={t('notes.title')}>
      {canWrite ? <NoteForm organizationId={organizationId} userId={detail.client.userId} /> : null}
      {detail.notes.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('notes.empty')}
        </Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {detail.notes.map((note) => (
            <Stack key={note.id} component="li" gap={2} data-testid="client-note">
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {note.text}
              </Text>
              <Text size="xs" c="dimmed">
                {t('notes.by', {
                  name: note.authorName ?? t('notes.unknownAuthor'),
                  date: format.instant(note.createdAt),
                })}
              </Text>
            </Stack>
          ))}
        </Stack>
      )}
    </Section>
  );
}
