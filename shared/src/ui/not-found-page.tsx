import { Link } from '@propdesk/shared/router';
import { useTranslation } from 'react-i18next';
import { Button, Center, Stack, Text, Title } from './mantine.ts';

/** Any unknown path shows "Oops! Page not found" with a "Return to Home" link to /. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Center mih="60vh" px="md">
      <Stack align="center" gap="md" ta="center">
        <Text fz={64} fw={800} c="dimmed" aria-hidden>
          {t('notFound.code')}
        </Text>
        <Title order={1}>{t('notFound.title')}</Title>
        <Button component={Link} to="/" variant="filled">
          {t('notFound.returnHome')}
        </Button>
      </Stack>
    </Center>
  );
}
