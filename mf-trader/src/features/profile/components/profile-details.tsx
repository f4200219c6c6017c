import { useState } from 'react';
import { Badge, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useSession } from '@propdesk/shared/session';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { profileTexts } from '../i18n/index.ts';
import { traderTexts } from '../../../lib/i18n/index.ts';
import { ProfileForm } from './profile-form.tsx';

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text>{value}</Text>
    </Stack>
  );
}

/** The signed-in trader's details, as the session knows them, and the form that changes them. */
export function ProfileDetails() {
  const { t, i18n } = useLazyTranslation(profileTexts, traderTexts);
  const user = useSession((state) => state.user);
  const [isEditing, setIsEditing] = useState(false);
  if (!user) return null;
  const { profile } = user;
  const country = profile.country
    ? (new Intl.DisplayNames([i18n.language], { type: 'region' }).of(profile.country) ?? profile.country)
    : t('profile.notSet');
  return (
    <Card withBorder radius="md" padding="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {t('profile.details')}
        </Title>
        {isEditing ? null : (
          <Button variant="default" size="xs" onClick={() => setIsEditing(true)}>
            {t('profile.edit')}
          </Button>
        )}
      </Group>
      {isEditing ? (
        <ProfileForm user={user} onDone={() => setIsEditing(false)} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Field label={t('profile.name')} value={`${profile.firstName} ${profile.lastName}`} />
          <Field label={t('profile.email')} value={user.email} />
          <Field label={t('profile.country')} value={country} />
          <Field label={t('profile.phone')} value={profile.phone ?? t('profile.notSet')} />
          <Stack gap={0}>
            <Text size="xs" c="dimmed">
              {t('profile.role')}
            </Text>
            <Badge variant="light" w="fit-content">
              {t('profile.trader')}
            </Badge>
          </Stack>
        </SimpleGrid>
      )}
    </Card>
  );
}
