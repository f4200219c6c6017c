import { Box } from '@mantine/core';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TSecurityDashboard } from '@propdesk/shared/contracts';

/**
 * The daily failed sign-ins and lock-outs, drawn with recharts like the trader's charts
 * (docs/adr/0007-recharts-in-the-trader-remote.md), in the theme's CSS variables. Loaded lazily: only the
 * security dashboard needs it. Hidden from screen readers: the card says the same in words.
 */

const CHART_HEIGHT = 200;
const AXIS_TICK = { fill: 'var(--mantine-color-dimmed)', fontSize: 12 };
const TOOLTIP_STYLE = {
  background: 'var(--mantine-color-body)',
  border: '1px solid var(--mantine-color-default-border)',
  borderRadius: 8,
  fontSize: 13,
};

export default function SignInChart({
  days,
  language,
  labels,
}: {
  days: TSecurityDashboard['signIns']['days'];
  language: string;
  labels: { failures: string; lockouts: string };
}) {
  const dayLabel = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', timeZone: 'UTC' });
  const data = days.map((day) => ({
    day: dayLabel.format(new Date(`${day.day}T00:00:00Z`)),
    failures: day.failures,
    lockouts: day.lockouts,
  }));
  return (
    <Box h={CHART_HEIGHT} aria-hidden="true">
      <ResponsiveContainer
        width="100%"
        height={CHART_HEIGHT}
        initialDimension={{ width: 320, height: CHART_HEIGHT }}
      >
        <BarChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid
            stroke="var(--mantine-color-default-border)"
            strokeDasharray="4 4"
            vertical={false}
          />
          <XAxis dataKey="day" tick={AXIS_TICK} minTickGap={16} />
          <YAxis tick={AXIS_TICK} allowDecimals={false} width={32} />
          <Tooltip contentStyle={TOOLTIP_STYLE} cursor={{ fill: 'var(--mantine-color-default-hover)' }} />
          <Legend wrapperStyle={{ fontSize: 12 }} />
          <Bar dataKey="failures" name={labels.failures} fill="var(--mantine-color-orange-6)" />
          <Bar dataKey="lockouts" name={labels.lockouts} fill="var(--mantine-color-red-7)" />
        </BarChart>
      </ResponsiveContainer>
    </Box>
  );
}
