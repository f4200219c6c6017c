import { Migration } from '@mikro-orm/migrations';
import { backfillDomainVerificationTokens } from '../../../modules/domains/domain-token-backfill.ts';

/** Gives the domains added before verification existed a verification token of their own. */
export class Migration20261127101500_domain_verification_tokens extends Migration {
  override name = 'Migration20261127101500_domain_verification_tokens';

  override async up(): Promise<void> {
    await backfillDomainVerificationTokens((sql, params) => this.execute(sql, params));
  }

  override down(): void {
    // The tokens stay: the previous migration's down drops the column.
  }
}
