/**
 * English formatting of amounts for rule texts and reports. The structured values next to each text keep
 * the raw minor units, so a front end formats in the reader's language instead.
 */
const formatters = new Map<string, Intl.NumberFormat>();

export function formatMinor(amountMinor: number, currency: string): string {
  let formatter = formatters.get(currency);
  if (!formatter) {
    formatter = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formatters.set(currency, formatter);
  }
  // Minor units are hundredths, as everywhere in PropDesk (shared/domain fromMinorUnits).
  return formatter.format(amountMinor / 100);
}

export function formatPercent(percent: number): string {
  return `${Number(percent.toFixed(2))}%`;
}

export function formatDuration(ms: number): string {
  const totalMinutes = Math.max(0, Math.floor(ms / 60_000));
  const hours = Math.floor(totalMinutes / 60);
  return `${hours}h ${String(totalMinutes % 60).padStart(2, '0')}m`;
}
