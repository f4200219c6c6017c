import { describe, expect, it } from '@jest/globals';
import { formatTimeAgo } from './relative-time.ts';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');

describe('formatTimeAgo', () => {
  it.each([
    ['2026-11-27T11:59:30.000Z', 'en', 'now'],
    ['2026-11-27T12:03:00.000Z', 'en', 'now'],
    ['2026-11-27T11:55:00.000Z', 'en', '5 minutes ago'],
    ['2026-11-27T09:00:00.000Z', 'en', '3 hours ago'],
    ['2026-11-26T12:00:00.000Z', 'en', 'yesterday'],
    ['2026-11-13T12:00:00.000Z', 'en', '2 weeks ago'],
    ['2026-11-27T11:55:00.000Z', 'es', 'hace 5 minutos'],
    ['2026-11-27T09:00:00.000Z', 'it', '3 ore fa'],
  ])('%s in %s reads "%s"', (iso, language, text) => {
    expect(formatTimeAgo(iso, NOW, language)).toBe(text);
  });
});
