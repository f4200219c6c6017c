import type { TStaffAccountTrader } from '@propdesk/shared/contracts';

/**
 * Whose account it is, as staff read it: the owner's profile joined as `pr` (with the owner's id selected
 * as `trader_id`). A trader who never gave a name is shown by their email.
 */
export const TRADER_PROFILE_COLUMNS =
  'pr.first_name as trader_first_name, pr.last_name as trader_last_name, pr.email as trader_email';

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

export function traderOf(row: Readonly<Record<string, unknown>>): TStaffAccountTrader {
  const email = textOf(row['trader_email']);
  const name = `${textOf(row['trader_first_name'])} ${textOf(row['trader_last_name'])}`.trim();
  return { id: textOf(row['trader_id']), name: name === '' ? email : name, email };
}
