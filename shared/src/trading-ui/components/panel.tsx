import type { ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';

/**
 * One titled card of the trader's pages. Its heading names the section (or figure) for screen readers,
 * so landmarks and charts are announced by their title. `heading` replaces the plain title when the
 * card needs more next to it (a version line, a badge). `titleId` lets a table inside be named by the
 * same heading.
 */
export function Panel({
  titleId,
  title,
  heading,
  component = 'section',
  gap = 'md',
  children,
  testId,
}: {
  titleId: string;
  title: string;
  heading?: (title: ReactNode) => ReactNode;
  component?: 'section' | 'figure';
  gap?: 'sm' | 'md';
  children: ReactNode;
  testId?: string;
}) {
  const titleElement = (
    <Title order={2} size="h4" id={titleId}>
      {title}
    </Title>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'lg' }}
      component={component}
      m={0}
      aria-labelledby={titleId}
      data-testid={testId}
    >
      <Stack gap={gap}>
        {heading === undefined ? titleElement : heading(titleElement)}
        {children}
      </Stack>
    </Paper>
  );
}
