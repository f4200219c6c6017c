import { createFederatedAppConfig } from '../scripts/webpack/create-config.ts';
import { APP_PORTS } from '../scripts/serve/apps.ts';
import { navigation } from './src/navigation.ts';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createFederatedAppConfig({
    appDir: import.meta.dirname,
    federationName: 'mf_trader',
    port: APP_PORTS['mf-trader'],
    exposes: { './App': './src/exposes/app.tsx', './AccountView': './src/exposes/account-view.tsx' },
    navigation,
    mode: argv.mode ?? 'production',
    title: 'PropDesk · Trader (standalone)',
  });
