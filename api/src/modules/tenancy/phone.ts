/** Drops the spaces, dashes and brackets people type into phone numbers: `+<digits>` or `<digits>`. */
export function normalizePhone(phone: string): string {
  return phone.replace(/[\s()-]/g, '');
}
