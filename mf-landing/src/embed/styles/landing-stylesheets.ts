/**
 * Where embed.js's stylesheets go: into the shadow root of every <propdesk-landing> on the page, and
 * never into the page around it. style-loader hands each stylesheet's text here as its module runs
 * (its `styleTagTransform`, scripts/webpack/create-embed-config.ts), including the ones that arrive
 * with a chunk loaded later, which then reach the roots that already show a landing.
 */
type TSheet = { css: string; copies: HTMLStyleElement[] };

const sheets = new Map<HTMLStyleElement, TSheet>();
/** Each landing's shadow root, and the node its stylesheets go before (the landing's mount point). */
const roots = new Map<ShadowRoot, Node>();

function copyInto(root: ShadowRoot, before: Node, css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  root.insertBefore(style, before);
  return style;
}

export default function collectStylesheet(css: string, source: HTMLStyleElement): void {
  const known = sheets.get(source);
  if (known) {
    // A stylesheet updated in development: its copies follow.
    known.css = css;
    for (const copy of known.copies) copy.textContent = css;
    return;
  }
  const copies = [...roots].map(([root, before]) => copyInto(root, before, css));
  sheets.set(source, { css, copies });
}

/** Gives a landing's shadow root every stylesheet so far, and the ones still to come. */
export function attachLandingStylesheets(root: ShadowRoot, before: Node): void {
  roots.set(root, before);
  for (const sheet of sheets.values()) sheet.copies.push(copyInto(root, before, sheet.css));
}
