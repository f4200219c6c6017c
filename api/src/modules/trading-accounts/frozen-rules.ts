import type { EntityManager } from '@mikro-orm/core';
import type { TRuleSetData } from '@propdesk/shared/contracts';
import { jsonOf, placeholders, queryRows } from '../../db/bulk-sql.ts';

/** Enough for every account a tick marks; past it the cache starts again rather than grow without end. */
const MAX_CACHED_ACCOUNTS = 200_000;

export interface TFrozenRules {
  /** The rules of each account, read from the database only for accounts not seen before. */
  rulesOf(em: EntityManager, accountIds: readonly string[]): Promise<ReadonlyMap<string, TRuleSetData>>;
}

/**
 * The rules frozen on each account, kept between batches. They are copied onto the account when it is
 * bought and nothing ever rewrites them (trading-account.entity.ts), so a copy read once stays right for
 * the account's whole life, and a tick need not read and parse them again every second for thousands of
 * accounts. Accounts of one rule-set version share one object, so memory grows with the versions, not
 * with the accounts.
 */
export function createFrozenRules(): TFrozenRules {
  const byAccount = new Map<string, TRuleSetData>();
  const byText = new Map<string, TRuleSetData>();
  return {
    rulesOf: async (em, accountIds) => {
      if (byAccount.size + accountIds.length > MAX_CACHED_ACCOUNTS) {
        byAccount.clear();
        byText.clear();
      }
      const missing = accountIds.filter((accountId) => !byAccount.has(accountId));
      if (missing.length > 0) {
        const rows = await queryRows<{ id: string; rules: unknown }>(
          em,
          `select id, rules from trading_accounts where id in (${placeholders(missing.length)})`,
          missing,
        );
        for (const row of rows) {
          const rules = jsonOf<TRuleSetData>(row.rules);
          const text = JSON.stringify(rules);
          const shared = byText.get(text) ?? rules;
          byText.set(text, shared);
          byAccount.set(row.id, shared);
        }
      }
      const found = new Map<string, TRuleSetData>();
      for (const accountId of accountIds) {
        const rules = byAccount.get(accountId);
        if (rules !== undefined) found.set(accountId, rules);
      }
      return found;
    },
  };
}
