import type { AccountViewProps } from '@propdesk/shared/federation';
import { AccountView } from '../features/account-view/index.ts';

/**
 * The trader's page of one account as other remotes show it (exposed as ./AccountView): the firm's staff
 * read their traders' accounts through it, with their own source (their organization's routes, links
 * and dispute decisions), so both readers always see the same page.
 */
export default function ExposedAccountView({ source, accountId }: AccountViewProps) {
  return <AccountView source={source} accountId={accountId} />;
}
