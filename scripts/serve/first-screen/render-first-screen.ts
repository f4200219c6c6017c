import { createHash } from 'node:crypto';
import { pageThemeVariables } from '../../../shared/src/theme/page-theme-variables.ts';
import { FIRST_SCREEN_ID } from '../../../shared/src/federation/first-screen.ts';

/** The organization's branding that the first screen is painted in (its public theme). */
export type TFirstScreenTheme = Parameters<typeof pageThemeVariables>[0];

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/**
 * The page theme's custom properties on the screen itself (the landing's stylesheets draw with them;
 * the shell sets the same ones on the document once it runs), and the body as the page's base
 * stylesheet draws it. Values come from pageThemeVariables, which admits only colours it validated and
 * font names it sanitized, and are escaped for the attribute besides.
 */
function themeStyle(theme: TFirstScreenTheme): string {
  return Object.entries(pageThemeVariables(theme))
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

const BASE_STYLE =
  `body{margin:0;background:var(--pd-color-body);color:var(--pd-color-text);font-family:var(--pd-font-family);` +
  `-webkit-font-smoothing:antialiased}` +
  `#${FIRST_SCREEN_ID}{background:var(--pd-color-body);color:var(--pd-color-text);font-family:var(--pd-font-family)}` +
  `#${FIRST_SCREEN_ID} ~ #root{display:none}#${FIRST_SCREEN_ID} [data-lang][hidden]{display:none!important}` +
  `#${FIRST_SCREEN_ID} *,#${FIRST_SCREEN_ID} *::before,#${FIRST_SCREEN_ID} *::after{box-sizing:border-box}` +
  `#${FIRST_SCREEN_ID} :is(button,input,select,textarea){font:inherit}` +
  `#${FIRST_SCREEN_ID} :is(button,select){text-transform:none}`;

/** Should the landing never take over (an error nobody foresaw), the app is shown after this anyway. */
const SAFETY_RELEASE_MS = 20_000;

/**
 * Shows the reader's language (localStorage `language`, as the portal's i18n) and drops the others;
 * the landing removes the whole screen once its own page is in (shared/src/federation/first-screen.ts).
 */
const CHOOSE_LANGUAGE_SCRIPT = `(function(){var s=document.getElementById('${FIRST_SCREEN_ID}');if(!s)return;var l='en';try{l=localStorage.getItem('language')||'en'}catch(e){}var b=s.querySelectorAll('[data-lang]'),k=null;for(var i=0;i<b.length;i++)if(b[i].getAttribute('data-lang')===l)k=b[i];if(!k)k=s.querySelector('[data-lang="en"]');for(var j=0;j<b.length;j++)if(b[j]!==k)b[j].remove();if(k){k.hidden=false;document.documentElement.lang=k.getAttribute('data-lang')}setTimeout(function(){s.remove()},${SAFETY_RELEASE_MS})})();`;

/** The script's hash for the page's Content-Security-Policy (no 'unsafe-inline' for scripts). */
export const FIRST_SCREEN_SCRIPT_HASH = `'sha256-${createHash('sha256').update(CHOOSE_LANGUAGE_SCRIPT).digest('base64')}'`;

/**
 * Test ids belong to the running page: a test must never find, or click, the picture of it. Ids stay,
 * for the page's own anchors (/#funding) work before any script runs.
 */
function withoutTestIds(html: string): string {
  return html.replace(/ data-testid="[^"]*"/g, '');
}

/**
 * The page as mf-landing's server drew it, in each language, inside the same boxes the shell's public
 * frame gives it (a flex row, the content area the organization's custom CSS may restyle), with the
 * landing's styles inline, so the browser paints the whole page with the HTML and the running page
 * later takes its place in the same frame without moving anything.
 */
export function renderFirstScreen({
  pages,
  theme,
  css,
}: {
  /** The page's markup per language. */
  pages: Record<string, string>;
  theme: TFirstScreenTheme;
  /** The landing's stylesheets' text. */
  css: string;
}): string {
  const drawn = Object.entries(pages)
    .map(
      ([language, html]) =>
        `<div data-lang="${escapeAttribute(language)}" hidden>` +
        `<div style="display:flex;align-items:flex-start"><div style="flex:1;min-width:0">` +
        `<div data-organization-content="">${withoutTestIds(html)}</div></div></div></div>`,
    )
    .join('');
  // The style lives inside the screen: removing the screen removes its page-wide rules too.
  // The styles live inside the screen: removing the screen removes them and its page-wide rules too,
  // and the running landing loads its own stylesheets as it always does.
  return (
    `<div id="${FIRST_SCREEN_ID}" style="${escapeAttribute(themeStyle(theme))}">` +
    `<style>${BASE_STYLE}${css.replace(/<\/style/gi, '<\\/style')}</style>${drawn}</div>` +
    `<script>${CHOOSE_LANGUAGE_SCRIPT}</script>`
  );
}

/** index.html with the first screen as the body's first content. */
export function withFirstScreen(indexHtml: string, firstScreen: string): string {
  return indexHtml.replace(/<body([^>]*)>/, (body) => `${body}${firstScreen}`);
}
