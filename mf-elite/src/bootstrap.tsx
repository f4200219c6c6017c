import { renderStandalone } from '@propdesk/shared/standalone';
import App from './exposes/app.tsx';

renderStandalone(App);
