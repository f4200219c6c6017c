import { createFederatedAppConfig } from '../scripts/webpack/create-config.ts';
import { createEmbedConfig } from '../scripts/webpack/create-embed-config.ts';
import { APP_PORTS } from '../scripts/serve/apps.ts';

const FEDERATION_NAME = 'mf_landing';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) => {
  const mode = argv.mode ?? 'production';
  return [
    createFederatedAppConfig({
      appDir: import.meta.dirname,
      federationName: FEDERATION_NAME,
      port: APP_PORTS['mf-landing'],
      exposes: {
        './App': './src/exposes/app.tsx',
        './Landing': './src/exposes/landing.tsx',
      },
      mode,
      title: 'PropDesk · Landing (standalone)',
      servesEmbedConfig: true,
    }),
    // embed.js: the landing as <propdesk-landing org="slug"> for any web page.
    createEmbedConfig({
      appDir: import.meta.dirname,
      entry: './src/embed/index.ts',
      after: FEDERATION_NAME,
      mode,
    }),
  ];
};
