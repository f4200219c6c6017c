import { createHash } from 'node:crypto';
import { generateShades } from '../../../shared/src/theme/color-shades.ts';
import { dimmedTextColor } from '../../../shared/src/theme/contrast.ts';
import { isHexColor } from '../../../shared/src/theme/hex-color.ts';
import { FIRST_SCREEN_ID } from '../../../shared/src/federation/first-screen.ts';

/** The hero's texts per language, as mf-landing's build writes them (first-screen.json). */
export type TFirstScreenTexts = Record<
  string,
  { eyebrow: string; title: string; lead: string; startChallenge: string; viewPlans: string }
>;

/** The organization's branding that the first screen is painted in (its public theme). */
export type TFirstScreenTheme = {
  primaryColor?: string | null;
  backgroundColor?: string | null;
  textColor?: string | null;
  fontFamily?: string | null;
};

// The defaults and the font stack of shared/src/theme/build-organization-theme.ts.
const DEFAULTS = { primaryColor: '#2563eb', backgroundColor: '#ffffff', textColor: '#0f172a' };
const SYSTEM_FONTS = '-apple-system, BlinkMacSystemFont, "Segoe UI", Roboto, Helvetica, Arial, sans-serif';

function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );
}

/** A font name from the organization's settings, kept only if it cannot break out of the rule. */
function safeFontFamily(font: string | null | undefined): string {
  const trimmed = font?.trim() ?? '';
  return /^[\w\s,"'-]{1,120}$/.test(trimmed) ? `${trimmed}, ${SYSTEM_FONTS}` : SYSTEM_FONTS;
}

function color(value: string | null | undefined, fallback: string): string {
  return isHexColor(value) ? value : fallback;
}

/**
 * The hero as the landing renders it (the same boxes, sizes and colours: Mantine's Container md,
 * Stack gap lg, Title h1 32/48 px, Text lg, Buttons lg), so the browser paints it with the HTML and
 * the landing's own hero later takes its place without moving anything. The top bar and the ticker
 * keep their heights as empty bands.
 */
function styles(theme: TFirstScreenTheme): string {
  const primary = color(theme.primaryColor, DEFAULTS.primaryColor);
  const background = color(theme.backgroundColor, DEFAULTS.backgroundColor);
  const text = color(theme.textColor, DEFAULTS.textColor);
  const button = generateShades(primary)[6] ?? primary;
  return `
body{margin:0;background:${background};color:${text};font-family:${safeFontFamily(theme.fontFamily)};-webkit-font-smoothing:antialiased}
#${FIRST_SCREEN_ID} ~ #root{display:none}
#${FIRST_SCREEN_ID} .fs-bands{height:106px}
#${FIRST_SCREEN_ID} .fs-hero{max-width:960px;margin:0 auto;padding:64px 16px;box-sizing:border-box}
#${FIRST_SCREEN_ID} [hidden]{display:none!important}
#${FIRST_SCREEN_ID} .fs-stack{display:flex;flex-direction:column;align-items:center;gap:20px;text-align:center}
#${FIRST_SCREEN_ID} p,#${FIRST_SCREEN_ID} h1{margin:0}
#${FIRST_SCREEN_ID} .fs-eyebrow{color:${primary};font-weight:700;text-transform:uppercase;font-size:14px;line-height:1.45}
#${FIRST_SCREEN_ID} h1{font-size:32px;line-height:1.15;font-weight:700}
#${FIRST_SCREEN_ID} .fs-lead{font-size:18px;line-height:1.6;max-width:640px;color:${dimmedTextColor(text, background)}}
#${FIRST_SCREEN_ID} .fs-actions{display:flex;flex-wrap:wrap;gap:16px;justify-content:center}
#${FIRST_SCREEN_ID} .fs-actions a{display:inline-flex;align-items:center;height:50px;padding:0 26px;border-radius:4px;font-size:18px;font-weight:600;text-decoration:none;border:1px solid transparent}
#${FIRST_SCREEN_ID} .fs-primary{background:${button};color:#fff}
#${FIRST_SCREEN_ID} .fs-default{background:${background};color:${text};border-color:#ced4da!important}
@media (min-width:48em){#${FIRST_SCREEN_ID} h1{font-size:48px}}
`.trim();
}

/** Should the landing never take over (an error nobody foresaw), the app is shown after this anyway. */
const SAFETY_RELEASE_MS = 20_000;

/**
 * Shows the reader's language (localStorage `language`, as the portal's i18n) and drops the others;
 * the landing removes the whole screen once its own hero is in (shared/src/federation/first-screen.ts).
 */
const CHOOSE_LANGUAGE_SCRIPT = `(function(){var s=document.getElementById('${FIRST_SCREEN_ID}');if(!s)return;var l='en';try{l=localStorage.getItem('language')||'en'}catch(e){}var b=s.querySelectorAll('[data-lang]'),k=null;for(var i=0;i<b.length;i++)if(b[i].getAttribute('data-lang')===l)k=b[i];if(!k)k=s.querySelector('[data-lang="en"]');for(var j=0;j<b.length;j++)if(b[j]!==k)b[j].remove();if(k){k.hidden=false;document.documentElement.lang=k.getAttribute('data-lang')}setTimeout(function(){s.remove()},${SAFETY_RELEASE_MS})})();`;

/** The script's hash for the page's Content-Security-Policy (no 'unsafe-inline' for scripts). */
export const FIRST_SCREEN_SCRIPT_HASH = `'sha256-${createHash('sha256').update(CHOOSE_LANGUAGE_SCRIPT).digest('base64')}'`;

export function renderFirstScreen(texts: TFirstScreenTexts, theme: TFirstScreenTheme): string {
  const heroes = Object.entries(texts)
    .map(
      ([language, hero]) =>
        `<div class="fs-stack" data-lang="${escapeHtml(language)}" hidden>` +
        `<p class="fs-eyebrow">${escapeHtml(hero.eyebrow)}</p>` +
        `<h1>${escapeHtml(hero.title)}</h1>` +
        `<p class="fs-lead">${escapeHtml(hero.lead)}</p>` +
        `<div class="fs-actions"><a class="fs-primary" href="/auth">${escapeHtml(hero.startChallenge)}</a>` +
        `<a class="fs-default" href="/pricing">${escapeHtml(hero.viewPlans)}</a></div></div>`,
    )
    .join('');
  // The style lives inside the screen: removing the screen removes its page-wide rules too.
  return (
    `<div id="${FIRST_SCREEN_ID}"><style>${styles(theme)}</style>` +
    `<div class="fs-bands"></div><div class="fs-hero">${heroes}</div></div>` +
    `<script>${CHOOSE_LANGUAGE_SCRIPT}</script>`
  );
}

/** index.html with the first screen as the body's first content. */
export function withFirstScreen(indexHtml: string, firstScreen: string): string {
  return indexHtml.replace(/<body([^>]*)>/, (body) => `${body}${firstScreen}`);
}
