import { Box, Group, Stack, Text } from '@mantine/core';

type ProgressMeterProps = {
  label: string;
  /** 0–100; clamped. */
  value: number;
  /** What the bar means in words, read by screen readers instead of the bare percentage. */
  valueText: string;
  color?: string;
  /** Shown under the bar, e.g. "$1,200 of $10,000". */
  caption?: string;
};

/**
 * A labelled progress bar (role="progressbar"). Drawn here rather than taken from Mantine: the shell's
 * facades do not export Progress, and a remote cannot add to them without a shell release.
 */
export function ProgressMeter({ label, value, valueText, color = 'blue', caption }: ProgressMeterProps) {
  const clamped = Math.max(0, Math.min(100, Number.isFinite(value) ? value : 0));
  return (
    <Stack gap={4}>
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm" c="dimmed" ta="right">
          {valueText}
        </Text>
      </Group>
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(clamped)}
        aria-valuetext={valueText}
        h={8}
        style={{ borderRadius: 4, background: 'var(--mantine-color-default-border)', overflow: 'hidden' }}
      >
        <Box
          h="100%"
          w={`${clamped}%`}
          style={{ background: `var(--mantine-color-${color}-filled)`, transition: 'width 300ms ease' }}
        />
      </Box>
      {caption ? (
        <Text size="xs" c="dimmed">
          {caption}
        </Text>
      ) : null}
    </Stack>
  );
}
