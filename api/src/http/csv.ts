/**
 * CSV exports' text (RFC 4180, lines ended by CRLF), shared by every streamed export so each neutralises
 * spreadsheet formulas the same way.
 */

/**
 * One CSV field. Quoted when it holds a separator, a quote or a line break; a leading =, +, −, @, tab or
 * carriage return is prefixed with an apostrophe so a spreadsheet never runs a trader's name (or any text
 * a person typed) as a formula.
 */
export function csvField(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One CSV line of fields, CRLF included. */
export function csvRow(fields: readonly (string | number | null)[]): string {
  return `${fields.map(csvField).join(',')}\r\n`;
}
