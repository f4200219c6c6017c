import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pageThemeVariables } from '../../../shared/src/theme/page-theme-variables.ts';
import { FIRST_SCREEN_ID } from '../../../shared/src/federation/first-screen.ts';
import { en } from '../../../shared/src/i18n/locales/en.ts';
import { es } from '../../../shared/src/i18n/locales/es.ts';
import { it } from '../../../shared/src/i18n/locales/it.ts';
import { PUBLIC_PAGE_MAIN_ID, SKIP_LINK_CLASS } from '../../../shared/src/ui-plain/skip-link.ts';
import { FIRST_SCREEN_SCRIPT } from './first-screen-script.ts';

/** The organization's branding that the first screen is painted in (its public theme). */
export type TFirstScreenTheme = Parameters<typeof pageThemeVariables>[0];

function escapeAttribute(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** A font list that cannot leave its declaration: names, spaces, commas, quotes and dashes only. */
const SAFE_FONT_LIST = /^[\w\s,"'-]+$/;

/**
 * The page theme's custom properties, for the document and the screen itself (the landing's stylesheets
 * draw with them; the shell sets the same ones on the document once it runs). Colours come validated
 * from pageThemeVariables; a font name that could break out of the rule falls back to the default fonts.
 */
function themeStyle(theme: TFirstScreenTheme): string {
  const variables = pageThemeVariables(theme);
  if (!SAFE_FONT_LIST.test(variables['--pd-font-family'] ?? '')) {
    variables['--pd-font-family'] = pageThemeVariables(null)['--pd-font-family']!;
  }
  return Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
}

/**
 * The page's base stylesheet, the one the app loads (font, colours and sizes of the body from the page
 * theme, box sizing, form controls), so the picture is drawn on the same base; and the screen's own rules:
 * its own colours while the app sets the document's, and the app's root hidden until it takes over.
 */
const readPlainCss = (file: string) =>
  readFileSync(path.join(import.meta.dirname, '../../../shared/src/ui-plain', file), 'utf8');
const PAGE_BASE_CSS = readPlainCss('page-base.css');
/** The app's skip link, drawn the same way: hidden until a keyboard reader reaches it. */
const SKIP_LINK_CSS = readPlainCss('skip-link.css');
const SKIP_TO_CONTENT: Readonly<Record<string, string>> = {
  en: en.app.skipToContent,
  es: es.app.skipToContent,
  it: it.app.skipToContent,
};
const SCREEN_STYLE =
  `#${FIRST_SCREEN_ID}{background:var(--pd-color-body);color:var(--pd-color-text);font-family:var(--pd-font-family)}` +
  `#${FIRST_SCREEN_ID} ~ #root{display:none}`;

/**
 * Test ids belong to the running page: a test must never find, or click, the picture of it. Ids stay,
 * for the page's own anchors (/#funding) work before any script runs.
 */
function withoutTestIds(html: string): string {
  return html.replace(/ data-testid="[^"]*"/g, '');
}

/** A page as mf-landing's server drew it in one language: its markup and its names. */
export interface DrawnPage {
  html: string;
  meta: { title: string; description: string } | null;
}

/** What a first screen adds to the page: the page's names in its head, the screen in its body. */
export interface FirstScreen {
  head: string;
  body: string;
}

function names(meta: DrawnPage['meta']): string {
  if (meta === null) return '';
  const title = escapeAttribute(meta.title);
  const description = escapeAttribute(meta.description);
  return (
    `<title>${title}</title><meta name="description" content="${description}">` +
    `<meta property="og:title" content="${title}"><meta property="og:description" content="${description}">` +
    `<meta property="og:type" content="website">`
  );
}

/**
 * The page as mf-landing's server drew it in the reader's language, inside the same boxes the shell's
 * public frame gives it (a flex row, the content area the organization's custom CSS may restyle), with
 * the landing's styles inline, so the browser paints the whole page with the HTML and the running page
 * later takes its place in the same frame without moving anything.
 */
export function renderFirstScreen({
  language,
  page,
  theme,
}: {
  language: string;
  /** The page and the landing's stylesheets' text. */
  page: DrawnPage & { css: string };
  theme: TFirstScreenTheme;
}): FirstScreen {
  const skipLink =
    `<a class="${SKIP_LINK_CLASS}" href="#${PUBLIC_PAGE_MAIN_ID}">` +
    `${escapeAttribute(SKIP_TO_CONTENT[language] ?? en.app.skipToContent)}</a>`;
  const drawn =
    `<div data-lang="${escapeAttribute(language)}">${skipLink}` +
    `<div style="display:flex;align-items:flex-start"><div style="flex:1;min-width:0">` +
    `<div data-organization-content="">${withoutTestIds(page.html)}</div></div></div></div>`;
  // The styles live inside the screen: removing the screen removes them and its page-wide rules too,
  // and the running landing loads its own stylesheets as it always does.
  const css = page.css.replace(/<\/style/gi, '<\\/style');
  const body =
    `<div id="${FIRST_SCREEN_ID}" style="${escapeAttribute(themeStyle(theme))}">` +
    `<style>:root{${themeStyle(theme)}}${PAGE_BASE_CSS}${SKIP_LINK_CSS}${SCREEN_STYLE}${css}</style>${drawn}</div>` +
    `<script>${FIRST_SCREEN_SCRIPT}</script>`;
  return { head: names(page.meta), body };
}

/**
 * index.html with the first screen: the page's names in its head (in place of its own title), the
 * screen first in its body.
 */
export function withFirstScreen(indexHtml: string, firstScreen: FirstScreen): string {
  const head = firstScreen.head === '' ? indexHtml : indexHtml.replace(/<title>[^<]*<\/title>/, '');
  return head
    .replace('</head>', () => `${firstScreen.head}</head>`)
    .replace(/<body([^>]*)>/, (body) => `${body}${firstScreen.body}`);
}
