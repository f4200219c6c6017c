import type { ReactNode } from 'react';
import { Paper, Stack, Text } from '@mantine/core';
import { Link } from '@propdesk/shared/router';

export type TStatCardProps = {
  label: string;
  /** The figure, or several lines of it (one per currency). */
  value: ReactNode;
  /** A line under the figure: what it counts, how many rows. */
  detail?: string | null;
  /** The filtered list behind the figure; null when the area has none. */
  href: string | null;
  testId?: string;
};

/**
 * One figure of the dashboard. With a list behind it the whole card is the link to it, so its accessible
 * name reads the label and the figure together ("Funded clients 12").
 */
export function StatCard({ label, value, detail = null, href, testId }: TStatCardProps) {
  const content = (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div" fz="h3" fw={700} lh={1.2}>
        {value}
      </Text>
      {detail === null ? null : (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Stack>
  );
  return href === null ? (
    <Paper withBorder radius="md" p="md" data-testid={testId}>
      {content}
    </Paper>
  ) : (
    <Paper
      component={Link}
      to={href}
      withBorder
      radius="md"
      p="md"
      data-testid={testId}
      style={{ textDecoration: 'none', color: 'inherit', display: 'block' }}
    >
      {content}
    </Paper>
  );
}
