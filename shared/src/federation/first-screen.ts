import { SKIP_LINK_CLASS } from '../ui-plain/skip-link.ts';

/**
 * The page the shell's server paints into the HTML of the landing's pages (scripts/serve/first-screen)
 * so it appears before any script has run. The landing releases it when its own page is in; the shell
 * when it shows an error instead. Releasing removes its styles too, and unhides the app.
 */
export const FIRST_SCREEN_ID = 'first-screen';

/** Where the page itself starts, in the painted screen and in the app alike. */
const PAGE_ROOT = '[data-organization-content]';
/** Set by the screen's script: the control a reader clicked before the app ran, as a path of child indexes. */
const REPLAY_CLICK_ATTRIBUTE = 'data-replay-click';

/** The element at a path of child indexes below `root`. */
function elementAt(root: Element, path: string): HTMLElement | null {
  let node: Element | undefined = root;
  for (const index of path.split('.')) node = node?.children[Number(index)];
  return node instanceof HTMLElement ? node : null;
}

/** The path of child indexes from `root` down to `element`; null when it is not below it. */
function pathTo(root: Element | null, element: Element | null): string | null {
  if (root === null || element === null || element === root || !root.contains(element)) return null;
  const path: number[] = [];
  for (let node: Element = element; node !== root; node = node.parentElement!) {
    path.unshift([...node.parentElement!.children].indexOf(node));
  }
  return path.join('.');
}

/**
 * Removes the painted screen. The app draws the same page, so what the reader did on the picture carries
 * over to the same place in it: the focus, and a click on a control the picture could not answer (a tab,
 * a question, a menu), which is made again on the app's own control.
 */
export function releaseFirstScreen(): void {
  if (typeof document === 'undefined') return;
  const screen = document.getElementById(FIRST_SCREEN_ID);
  if (screen === null) return;
  const clicked = screen.getAttribute(REPLAY_CLICK_ATTRIBUTE);
  const focused = pathTo(screen.querySelector(PAGE_ROOT), document.activeElement);
  // The painted skip link stands before the page: a reader on it stays on the app's own.
  const wasOnSkipLink =
    screen.contains(document.activeElement) && document.activeElement?.matches(`.${SKIP_LINK_CLASS}`);
  screen.remove();
  if (wasOnSkipLink === true) document.querySelector<HTMLElement>(`#root .${SKIP_LINK_CLASS}`)?.focus();
  const page = document.querySelector(`#root ${PAGE_ROOT}`);
  if (page === null) return;
  if (focused !== null) elementAt(page, focused)?.focus();
  // After the commit that released the screen: the control's handlers belong to the page now drawn.
  if (clicked !== null) setTimeout(() => elementAt(page, clicked)?.click());
}
