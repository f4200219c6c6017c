import path from 'node:path';
import { createFederatedAppConfig } from '../scripts/webpack/create-config.ts';
import { createEmbedConfig } from '../scripts/webpack/create-embed-config.ts';
import { createServerRenderConfig } from '../scripts/webpack/create-server-render-config.ts';
import { APP_PORTS } from '../scripts/serve/apps.ts';

const FEDERATION_NAME = 'mf_landing';

export default (_env: unknown, argv: { mode?: 'development' | 'production' }) => {
  const mode = argv.mode ?? 'production';
  const federated = createFederatedAppConfig({
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
  });
  return [
    federated,
    // embed.js: the landing as <propdesk-landing org="slug"> for any web page.
    createEmbedConfig({
      appDir: import.meta.dirname,
      entry: './src/embed/index.ts',
      after: FEDERATION_NAME,
      mode,
      styles: {
        insert: path.join(import.meta.dirname, 'src/embed/styles/leave-out-of-page.ts'),
        styleTagTransform: path.join(import.meta.dirname, 'src/embed/styles/landing-stylesheets.ts'),
      },
    }),
    // The public pages drawn on the server (dist-server/render-page.js) for their first paint, which
    // only the production servers do.
    ...(mode === 'production'
      ? [
          createServerRenderConfig({
            appDir: import.meta.dirname,
            entry: './src/server/render-page.tsx',
            federationName: FEDERATION_NAME,
            mode,
          }),
        ]
      : []),
  ];
};
