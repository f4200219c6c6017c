import { createFederatedAppConfig } from '../scripts/webpack/create-config.ts';
import { APP_PORTS } from '../scripts/serve/apps.ts';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) =>
  createFederatedAppConfig({
    appDir: import.meta.dirname,
    federationName: 'shell',
    port: APP_PORTS.shell,
    mode: argv.mode ?? 'production',
    title: 'PropDesk',
  });
