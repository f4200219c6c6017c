import { Migration } from '@mikro-orm/migrations';

/**
 * Unverified domains no longer block other firms: the domain is unique among verified domains only (and
 * once per firm), and an unverified claim lapses. Claims older than this migration get the 7 days a new
 * claim gets (DOMAIN_CLAIM_TTL_MS at the time), counted from now rather than from when they were added.
 */
export class Migration20261207191344_claimable_domains extends Migration {

  override name = 'Migration20261207191344_claimable_domains';

  override up(): void | Promise<void> {
    this.addSql(`drop index \`organization_domains_domain_unique\`;`);
    this.addSql(`alter table \`organization_domains\` add column \`expires_at\` datetime null;`);
    this.addSql(`create unique index \`organization_domains_organization_id_domain_unique\` on \`organization_domains\` (\`organization_id\`, \`domain\`);`);
    this.addSql(`create unique index \`organization_domains_verified_domain_unique\` on \`organization_domains\` (\`domain\`) where \`is_verified\` = true;`);
    this.addSql(`update \`organization_domains\` set \`expires_at\` = (cast(strftime('%s', 'now') as integer) + 7 * 86400) * 1000 where \`is_verified\` = false;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`organization_domains_organization_id_domain_unique\`;`);
    this.addSql(`drop index \`organization_domains_verified_domain_unique\`;`);
    this.addSql(`alter table \`organization_domains\` drop column \`expires_at\`;`);
    this.addSql(`create unique index \`organization_domains_domain_unique\` on \`organization_domains\` (\`domain\`);`);
  }

}
