import { useState } from 'react';
import { Alert, Button, Card, Group, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { TNotificationPreferences } from '@propdesk/shared/contracts';
import { MAIL_PREFERENCE_CATEGORIES, type TMailPreferenceCategory } from '@propdesk/shared/domain';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useNotificationPreferences, useSaveNotificationPreferences } from '@propdesk/shared/notifications';
import { notify } from '@propdesk/shared/notify';
import { profileTexts } from '../i18n/index.ts';

type TMailChoices = TNotificationPreferences['mail'];

/**
 * Which emails the trader gets, one switch per category, saved with one button: the switches show the
 * person's choices until the api has them, so a failed save keeps them and says so. In-app notifications
 * and security emails cannot be turned off, and the section says that too.
 */
export function MailPreferencesSection() {
  const { t } = useLazyTranslation(profileTexts);
  const preferences = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  // Only what the person changed; the rest shows the saved answer.
  const [changes, setChanges] = useState<Partial<TMailChoices>>({});
  const [hasSaveFailed, setHasSaveFailed] = useState(false);
  const saved = preferences.data?.mail;
  const shown: TMailChoices | undefined = saved ? { ...saved, ...changes } : undefined;
  const isChanged =
    saved !== undefined &&
    MAIL_PREFERENCE_CATEGORIES.some((category) => shown?.[category] !== saved[category]);

  const choose = (category: TMailPreferenceCategory, isOn: boolean) => {
    setChanges((current) => ({ ...current, [category]: isOn }));
    setHasSaveFailed(false);
  };

  const submit = () => {
    if (!shown) return;
    save.mutate(
      { mail: shown },
      {
        onSuccess: () => {
          setChanges({});
          void notify({ color: 'green', message: t('mailPreferences.saved') });
        },
        onError: () => setHasSaveFailed(true),
      },
    );
  };

  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb={4}>
        {t('mailPreferences.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('mailPreferences.lead')}
      </Text>
      {preferences.isPending ? <Skeleton h={160} radius="md" data-testid="mail-preferences-loading" /> : null}
      {preferences.isError ? (
        <Alert color="red" role="alert">
          <Group justify="space-between">
            <Text size="sm">{t('mailPreferences.loadFailed')}</Text>
            <Button size="xs" variant="light" onClick={() => void preferences.refetch()}>
              {t('profile.retry')}
            </Button>
          </Group>
        </Alert>
      ) : null}
      {shown ? (
        <Stack gap="md">
          {MAIL_PREFERENCE_CATEGORIES.map((category) => (
            <Switch
              key={category}
              checked={shown[category]}
              onChange={(event) => choose(category, event.currentTarget.checked)}
              label={t(`mailPreferences.categories.${category}.label`)}
              description={t(`mailPreferences.categories.${category}.description`)}
            />
          ))}
          <Text size="sm" c="dimmed">
            {t('mailPreferences.alwaysOn')}
          </Text>
          {hasSaveFailed ? (
            <Alert color="red" role="alert">
              {t('mailPreferences.saveFailed')}
            </Alert>
          ) : null}
          <Group>
            <Button onClick={submit} disabled={!isChanged} loading={save.isPending}>
              {t('mailPreferences.save')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Card>
  );
}
