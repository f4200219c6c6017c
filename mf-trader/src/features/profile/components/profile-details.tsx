import { Badge, Card, SimpleGrid, Stack, Text, Title } from '@propdesk/shared/ui';
import { useSession } from '@propdesk/shared/session';
import { useTranslation } from '@propdesk/shared/i18n';
import { TRADER_NAMESPACE } from '../../../i18n/catalogs.ts';

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

/** The signed-in trader's details, as the session knows them. */
export function ProfileDetails() {
  const { t, i18n } = useTranslation(TRADER_NAMESPACE);
  const user = useSession((state) => state.user);
  if (!user) return null;
  const { profile } = user;
  const country = profile.country
    ? (new Intl.DisplayNames([i18n.language], { type: 'region' }).of(profile.country) ?? profile.country)
    : t('profile.notSet');
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="md">
        {t('profile.details')}
      </Title>
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
    </Card>
  );
}
