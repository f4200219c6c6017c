import { initI18n } from '@propdesk/shared/i18n';

/**
 * embed.js: `<script src="https://…/embed.js" defer></script>` then `<propdesk-landing org="slug">`.
 * A bundle of its own (React and the landing, its styles inside each element's shadow root; nothing is
 * shared with the host page).
 */

// Read while this script runs: later document.currentScript is another script, or null.
const scriptUrl =
  document.currentScript instanceof HTMLScriptElement && document.currentScript.src
    ? document.currentScript.src
    : window.location.href;

// Before any landing module registers its texts: the host page's language and `lang` are its own.
initI18n(undefined, { isGuestInPage: true });

void import('./propdesk-landing-element.tsx').then(({ definePropdeskLanding }) =>
  definePropdeskLanding(scriptUrl),
);
