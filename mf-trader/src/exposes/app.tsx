import type { RemoteAppProps } from '@propdesk/shared/federation';
import { registerTranslations } from '@propdesk/shared/i18n';
import { RouteTable } from '@propdesk/shared/ui';
import { ApiProvider } from '@propdesk/shared/session';
import { traderRoutes } from '../app/routes/routes.tsx';
import { TRADER_NAMESPACE, traderCatalogs } from '../i18n/catalogs.ts';
import { RULE_TEXTS_NAMESPACE, ruleTextCatalogs } from '../i18n/rule-text-catalogs.ts';

registerTranslations(TRADER_NAMESPACE, traderCatalogs);
registerTranslations(RULE_TEXTS_NAMESPACE, ruleTextCatalogs);

/** mf-trader's route tree (exposed as ./App): the trader area of the portal. */
export default function TraderApp({ apiBaseUrl }: RemoteAppProps) {
  return (
    <ApiProvider apiBaseUrl={apiBaseUrl}>
      <RouteTable routes={traderRoutes} />
    </ApiProvider>
  );
}
