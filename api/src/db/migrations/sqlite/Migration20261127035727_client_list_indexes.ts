import { Migration } from '@mikro-orm/migrations';

export class Migration20261127035727_client_list_indexes extends Migration {

  override name = 'Migration20261127035727_client_list_indexes';

  override up(): void | Promise<void> {
    this.addSql(`create index \`sessions_user_id_last_used_at_index\` on \`sessions\` (\`user_id\`, \`last_used_at\`);`);

    this.addSql(`create index \`audit_events_actor_id_action_created_at_index\` on \`audit_events\` (\`actor_id\`, \`action\`, \`created_at\`);`);
  }

  override down(): void | Promise<void> {
    this.addSql(`drop index \`audit_events_actor_id_action_created_at_index\`;`);

    this.addSql(`drop index \`sessions_user_id_last_used_at_index\`;`);
  }

}
