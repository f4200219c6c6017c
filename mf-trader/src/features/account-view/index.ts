/**
 * One account as its trader and the firm's staff both read it (the trader's `/accounts/:accountId`, the
 * organization's `/organization/accounts/:accountId`): the same blocks over the same answers, read from a
 * source per reader (the trader's own account, or the organization's), with the reader's wording and
 * actions where they differ. Its building blocks (panels, meters, badges) serve the trader's other pages.
 */
export { AccountView } from './components/account-view.tsx';
export { AccountSummary, type TStreamState } from './components/account-summary.tsx';
export { BreachReport } from './components/breach-report.tsx';
export { DealsTable } from './components/deals-table.tsx';
export { ObjectivesPanel, ResetCountdown } from './components/objectives-panel.tsx';
export { RulesPanel } from './components/rules-panel.tsx';
export { ChartsBlock } from './components/charts-block.tsx';
export { Panel } from '@propdesk/shared/trading-ui';
export { ProgressMeter } from '@propdesk/shared/trading-ui';
export { LoadError, LoadingBlock } from '@propdesk/shared/trading-ui';
export { AccountStatusBadge, PhaseBadge } from '@propdesk/shared/trading-ui';
export {
  AccountViewSourceProvider,
  TRADER_ACCOUNT_SOURCE,
  useAccountViewSource,
  type TAccountViewReader,
  type TAccountViewSource,
} from './source.tsx';
export {
  DEALS_PAGE_SIZE,
  useAccountDeals,
  useAccountDetail,
  useAccountHistory,
} from './queries/account-queries.ts';
export { accountViewTexts } from './i18n/index.ts';
