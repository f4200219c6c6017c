import { newVerificationToken } from './domain-check.ts';

/** What a migration offers to run SQL (Migration.execute), so both drivers' migrations share this. */
type TExecute = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

/** Gives each domain that has no verification token one of its own (the domain_verification_tokens migration). */
export async function backfillDomainVerificationTokens(execute: TExecute): Promise<void> {
  const rows = await execute('select id from organization_domains where verification_token is null');
  for (const row of rows) {
    await execute('update organization_domains set verification_token = ? where id = ?', [
      newVerificationToken(),
      row['id'],
    ]);
  }
}
