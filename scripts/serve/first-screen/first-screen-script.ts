import { createHash } from 'node:crypto';
import { FIRST_SCREEN_ID } from '../../../shared/src/federation/first-screen.ts';

/** Should the running page never take over (an error nobody foresaw), the screen leaves after this anyway. */
const SAFETY_RELEASE_MS = 20_000;

/** What this browser may have stored that the page drawn on the server cannot know. */
const STORED = {
  /** The reader's language (the portal's i18n). */
  language: 'language',
  /** Set while this browser holds a session (the shell's session manager), and the api's marker cookie. */
  sessionHint: 'propdesk.has-session',
  sessionCookie: 'propdesk_has_session',
};

/** The first signs of a reader, any of which starts the app. */
const START_EVENTS = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'wheel', 'scroll', 'focusin'];

/**
 * The first screen's one script, run as the HTML is parsed, before any other (plain ES5: it runs in every
 * browser as written). It:
 * - gives way at once to the app when the page was drawn in another language than the one this browser
 *   stored (the server reads the language cookie, which the portal's i18n keeps), and gives the page
 *   its canonical address;
 * - drops what the browser already answered (`data-stored-choice`: the cookie banner after a choice);
 * - starts the app (the scripts the server wrote as `data-app-src`) at the first sign of a reader:
 *   a pointer, a key, a scroll. A reader the picture cannot serve gets it at once: one with a session,
 *   a stored choice, or an address with a query or an anchor (a referral code, a section);
 * - remembers a click on a control of the picture (a tab, a question, a menu), which the running page
 *   replays on its own control when it takes over (releaseFirstScreen). Links work as links.
 * The picture leaves when the running page has drawn itself, or after SAFETY_RELEASE_MS once started.
 */
const SCRIPT = `(function (o) {
  var screen = document.getElementById(o.id);
  if (!screen) return;
  function stored(key) {
    try { return localStorage.getItem(key); } catch (error) { return null; }
  }
  var drawn = screen.querySelector('[data-lang]');
  var language = stored(o.stored.language);
  // Drawn in another language than the one this browser reads in (its cookie lost): the app draws it.
  var isOtherLanguage = !drawn || (language !== null && language !== drawn.getAttribute('data-lang'));
  if (isOtherLanguage) screen.remove();
  else document.documentElement.lang = drawn.getAttribute('data-lang');
  var canonical = document.createElement('link');
  canonical.rel = 'canonical';
  canonical.href = location.origin + location.pathname;
  document.head.appendChild(canonical);
  var answered = screen.querySelectorAll('[data-stored-choice]');
  var i;
  var hasStoredChoice = false;
  for (i = 0; i < answered.length; i++) {
    if (stored(answered[i].getAttribute('data-stored-choice'))) {
      answered[i].remove();
      hasStoredChoice = true;
    }
  }
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var e = 0; e < o.events.length; e++) removeEventListener(o.events[e], start, true);
    var scripts = document.querySelectorAll('script[data-app-src]');
    for (var s = 0; s < scripts.length; s++) {
      var script = document.createElement('script');
      script.src = scripts[s].getAttribute('data-app-src');
      document.head.appendChild(script);
    }
    setTimeout(function () { screen.remove(); }, o.safetyReleaseMs);
  }
  screen.addEventListener('click', function (event) {
    var control = event.target.closest('button, select, input, textarea, summary, [role="button"], [role="tab"]');
    var page = drawn && drawn.querySelector('[data-organization-content]');
    if (!control || !page || !page.contains(control)) return;
    var path = [];
    for (var node = control; node !== page; node = node.parentElement) {
      path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
    }
    screen.setAttribute('data-replay-click', path.join('.'));
    start();
  });
  var signedIn = stored(o.stored.sessionHint) !== null || document.cookie.indexOf(o.stored.sessionCookie + '=') !== -1;
  if (isOtherLanguage || location.search || location.hash || signedIn || hasStoredChoice) start();
  else for (i = 0; i < o.events.length; i++) addEventListener(o.events[i], start, { capture: true, passive: true });
})(${JSON.stringify({ id: FIRST_SCREEN_ID, safetyReleaseMs: SAFETY_RELEASE_MS, stored: STORED, events: START_EVENTS })});`;

export const FIRST_SCREEN_SCRIPT = SCRIPT;

/** The script's hash for the page's Content-Security-Policy (no 'unsafe-inline' for scripts). */
export const FIRST_SCREEN_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

/**
 * The page's own scripts, held until the first screen's script starts them: written as inert elements
 * (a type no browser runs) with their address in `data-app-src`, and fetched meanwhile at low priority so
 * that starting is quick.
 */
export function withAppScriptsHeld(indexHtml: string): string {
  return indexHtml.replace(
    /<script defer="defer" src="([^"]+)"><\/script>/g,
    (_script, src: string) =>
      `<script type="application/x-held" data-app-src="${src}"></script><link rel="prefetch" href="${src}">`,
  );
}
