import '@propdesk/shared/ui-plain/page-base.css';
import { createRoot, type Root } from 'react-dom/client';
import { setLanguage } from '@propdesk/shared/i18n';
import { loadEmbedConfig, type EmbedConfig } from './embed-config.ts';
import { embedLanguage } from './embed-language.ts';
import { EmbeddedLanding } from './embedded-landing.tsx';
import { attachLandingStylesheets } from './styles/landing-stylesheets.ts';

export const LANDING_ELEMENT_NAME = 'propdesk-landing';

/**
 * Isolation from the host page both ways: `all: initial` stops the page's inherited fonts and colours
 * at the element, and the shadow root keeps the page's rules out and ours in. It comes first: the
 * landing's base stylesheet then gives the element its own font and colours (`:host`).
 */
const HOST_STYLES = ':host { all: initial; display: block; }';

function hostStyleElement(): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = HOST_STYLES;
  return style;
}

/**
 * `<propdesk-landing org="slug" lang="es">`: a firm's landing in any web page. `api` and `portal`
 * attributes override the addresses embed.js learns from embed-config.json beside it.
 */
function createLandingElement(scriptUrl: string) {
  return class PropdeskLandingElement extends HTMLElement {
    static observedAttributes = ['org', 'lang', 'api', 'portal'];

    #root: Root | null = null;
    #mount: HTMLElement | null = null;
    #config: EmbedConfig | null = null;

    connectedCallback(): void {
      if (this.#root !== null) return; // moved within the page: keep what is rendered
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      const mount = document.createElement('div');
      shadow.replaceChildren(hostStyleElement(), mount);
      attachLandingStylesheets(shadow, mount);
      this.#mount = mount;
      this.#root = createRoot(mount);
      void this.#start();
    }

    disconnectedCallback(): void {
      // A move fires disconnect then connect: unmount only when the element really left the page.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#root?.unmount();
        this.#root = null;
      });
    }

    attributeChangedCallback(): void {
      this.#render();
    }

    async #start(): Promise<void> {
      try {
        const [config] = await Promise.all([
          this.#resolveConfig(),
          // The texts first, so the landing never flashes in English before the reader's language.
          setLanguage(this.#language()),
        ]);
        this.#config = config;
        this.#render();
      } catch (error) {
        // The firm's developer sees it in the console as an uncaught error; the page goes on.
        reportError(error);
        this.#root?.render(<p role="alert">The landing could not be loaded. Please reload the page.</p>);
      }
    }

    async #resolveConfig(): Promise<EmbedConfig> {
      const api = this.getAttribute('api');
      const portal = this.getAttribute('portal');
      if (api && portal) return { apiBaseUrl: api, portalUrl: portal };
      const served = await loadEmbedConfig(scriptUrl);
      return { apiBaseUrl: api || served.apiBaseUrl, portalUrl: portal || served.portalUrl };
    }

    #language() {
      return embedLanguage(this.getAttribute('lang'), document.documentElement.lang);
    }

    #render(): void {
      if (this.#root === null || this.#mount === null || this.#config === null) return;
      const organizationSlug = this.getAttribute('org')?.trim();
      if (!organizationSlug) {
        reportError(new Error(`<${LANDING_ELEMENT_NAME}> needs an org attribute: the organization's slug`));
        this.#root.render(null);
        return;
      }
      this.#root.render(
        <EmbeddedLanding
          organizationSlug={organizationSlug}
          language={this.#language()}
          apiBaseUrl={this.#config.apiBaseUrl}
          portalUrl={this.#config.portalUrl}
          hostElement={this}
        />,
      );
    }
  };
}

/** Defines the element once, however many times embed.js is included. */
export function definePropdeskLanding(scriptUrl: string): void {
  if (customElements.get(LANDING_ELEMENT_NAME) === undefined) {
    customElements.define(LANDING_ELEMENT_NAME, createLandingElement(scriptUrl));
  }
}
