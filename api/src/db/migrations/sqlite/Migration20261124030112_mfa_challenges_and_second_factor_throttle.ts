import { Migration } from '@mikro-orm/migrations';

export class Migration20261124030112_mfa_challenges_and_second_factor_throttle extends Migration {

  override name = 'Migration20261124030112_mfa_challenges_and_second_factor_throttle';

  override up(): void | Promise<void> {
    this.addSql(`create table \`mfa_challenges\` (\`id\` text not null primary key, \`created_at\` datetime not null, \`updated_at\` datetime not null, \`user_id\` text not null, \`token_hash\` text not null, \`portal\` text check (\`portal\` in ('client', 'admin', 'organization', 'support-agent')) not null, \`challenge\` text check (\`challenge\` in ('required', 'enrolment_required')) not null, \`expires_at\` datetime not null, \`completed_at\` datetime null, constraint \`mfa_challenges_user_id_foreign\` foreign key (\`user_id\`) references \`users\` (\`id\`) on delete cascade);`);
    this.addSql(`create index \`mfa_challenges_user_id_index\` on \`mfa_challenges\` (\`user_id\`);`);
    this.addSql(`create unique index \`mfa_challenges_token_hash_unique\` on \`mfa_challenges\` (\`token_hash\`);`);

    this.addSql(`alter table \`users\` add column \`second_factor_failures\` integer not null default 0;`);
    this.addSql(`alter table \`users\` add column \`second_factor_locked_until\` datetime null;`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop table if exists \`mfa_challenges\`;`);

    this.addSql(`alter table \`users\` drop column \`second_factor_failures\`;`);
    this.addSql(`alter table \`users\` drop column \`second_factor_locked_until\`;`);
  }

}
