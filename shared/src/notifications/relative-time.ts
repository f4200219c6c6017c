import { useEffect, useState } from 'react';

/** The largest unit that fits, from years down to seconds, so "3 hours ago" rather than "180 minutes ago". */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** Under this a notification is "now": counting seconds up would only make the list twitch. */
const NOW_SECONDS = 45;

/** How long ago a notification came, in the reader's language ("5 minutes ago", "yesterday", "now"). */
export function formatTimeAgo(iso: string, now: number, language: string): string {
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  // A clock running behind the server's would put a new notification in the future: it is "now".
  const seconds = Math.min(0, Math.round((Date.parse(iso) - now) / 1000));
  if (Math.abs(seconds) < NOW_SECONDS) return format.format(0, 'second');
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(Math.trunc(seconds / 60), 'minute');
}

/** The time of day and date in full, for the tooltip of a relative time. */
export function formatFullTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** The current time, a minute at a time: enough for "5 minutes ago" to move on its own. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
