import { useEffect, type ReactNode } from 'react';
import { useTranslation } from '@propdesk/shared/i18n';
import { Container, Paper, Stack, Text, Title } from '@mantine/core';

export interface PageFrameProps {
  title: string;
  description?: string;
  /** Page content; without it the frame shows the empty state. */
  children?: ReactNode;
}

/** The frame of every portal page: one h1, an optional lead text, then content or an empty state. */
export function PageFrame({ title, description, children }: PageFrameProps) {
  const { t } = useTranslation();
  // The tab and the history list name the page, in the reader's language.
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{title}</Title>
          {description ? <Text c="dimmed">{description}</Text> : null}
        </Stack>
        {children ?? (
          <Paper withBorder radius="md" p="xl" data-testid="empty-state">
            <Stack gap={4} align="center" ta="center">
              <Text fw={600}>{t('pageFrame.emptyTitle')}</Text>
              <Text c="dimmed" size="sm">
                {t('pageFrame.emptyDescription')}
              </Text>
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
