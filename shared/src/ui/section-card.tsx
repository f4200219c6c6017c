import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/** One titled, bordered section of a page, named by its title for screen readers. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-label={title}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
