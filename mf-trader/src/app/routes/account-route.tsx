import { useLazyTranslation } from '@propdesk/shared/i18n';
import { useParams } from '@propdesk/shared/router';
import { AccountView, TRADER_ACCOUNT_SOURCE, useAccountDetail } from '../../features/account-view/index.ts';
import { Stack } from '@mantine/core';
import { PageFrame } from '@propdesk/shared/ui';
import { ResetOffer } from '../../features/orders/components/reset-offer.tsx';
import { OpenPositions } from '../../features/simulator/components/open-positions.tsx';
import { TradeTicket } from '../../features/simulator/components/trade-ticket.tsx';
import { useAccountStream } from '../../features/trading-accounts/hooks/use-account-stream.ts';
import { traderTexts } from '../../lib/i18n/index.ts';

/**
 * /accounts/:accountId: the account live (the shared account view over the trader's own account and its
 * stream), with the simulator's trade ticket and open positions under its objectives.
 */
export function AccountPage({ accountId }: { accountId: string }) {
  const { t } = useLazyTranslation(traderTexts);
  const detail = useAccountDetail(TRADER_ACCOUNT_SOURCE, accountId);
  const streamState = useAccountStream(accountId, detail.isSuccess);
  return (
    <PageFrame title={t('pages.accountDetails')}>
      <Stack gap="lg">
        <ResetOffer accountId={accountId} isFailed={detail.data?.account.status === 'failed'} />
        <AccountView
          source={TRADER_ACCOUNT_SOURCE}
          accountId={accountId}
          streamState={streamState}
          afterObjectives={({ account, snapshot }) => {
            if (account.platform !== 'simulator') return null;
            const canTrade = snapshot.status === 'active';
            return (
              <>
                <TradeTicket
                  accountId={accountId}
                  canTrade={canTrade}
                  hasEnded={snapshot.status !== 'active' && snapshot.status !== 'paused'}
                />
                <OpenPositions accountId={accountId} currency={account.currency} canTrade={canTrade} />
              </>
            );
          }}
        />
      </Stack>
    </PageFrame>
  );
}

/** Keyed by the account: moving to another account starts from a fresh page and a fresh stream. */
export function AccountRoute() {
  const { accountId = '' } = useParams();
  return <AccountPage key={accountId} accountId={accountId} />;
}
