/**
 * The engine's rule texts (namespace `account-view-rules`), filled from each text's `values`. English is
 * empty on purpose: the engine's own English `text` is shown as it is, and a text whose key is unknown
 * here falls back to it in any language. es.ts and it.ts follow RuleTextCatalog.
 */
export type RuleTextCatalog = {
  profitTarget: string;
  minTradingDays: string;
  dailyLoss: string;
  maxLoss: string;
  consistency: string;
  scaling: string;
  inactivity: string;
  dailyReset: string;
  labels: {
    severity: { hard: string; soft: string };
    evaluation: { intraday: string; end_of_day: string };
    compared: { equity: string; balance: string };
    consequence: { hard: string; soft: string };
    anchor: { firstDay: string; balance: string; equity: string; higher_of_balance_and_equity: string };
    basis: { initial_balance: string; day_anchor: string };
    peak: {
      static: string;
      trailing_end_of_day: string;
      trailing_closed_balance: string;
      trailing_intraday: string;
    };
    movement: { static: string; trailing: string };
    lock: string;
    counting: { position_opened: string; opened_and_closed: string; profitable_day: string };
    noProfitableDay: string;
  };
};

/** Kept empty by its type: an English text here would hide the engine's own sentence (see above). */
export const en: { [K in keyof RuleTextCatalog]?: never } = {};
