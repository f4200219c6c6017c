/**
 * The building blocks of every page about trading accounts, in the trader's area and the firm's back
 * office alike: titled panels, progress meters, loading and error states, an account's status and phase
 * badges, the payout checklist the trader and the reviewer both read, and the words of trading behind
 * them. Pages themselves live in the remote that owns them.
 */
export { Panel } from './components/panel.tsx';
export { ProgressMeter } from './components/progress-meter.tsx';
export { LoadError, LoadingBlock } from './components/query-states.tsx';
export { AccountStatusBadge, PhaseBadge } from './components/account-badges.tsx';
export { PayoutChecklist, type TChecklistReader } from './payout-checklist/payout-checklist.tsx';
export { tradingTexts } from './i18n/index.ts';
export { useRuleSentence } from './rule-sentence/use-rule-sentence.ts';
