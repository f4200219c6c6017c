import { createRequire } from 'node:module';
import type * as CssTree from 'css-tree';
import type { Atrule, CssNode, Declaration, FunctionNode, Rule, Value } from 'css-tree';
import { ORGANIZATION_CONTENT_ATTRIBUTE, type TCustomCssRemoval } from '@propdesk/shared/contracts';
import { onFirstUse } from '../../infra/on-first-use.ts';

/**
 * A firm's custom CSS, made safe to serve on its pages: parsed with a real CSS parser (css-tree) and
 * rebuilt from what is allowed, never patched as text. What it guards against:
 * - reaching outside the firm's content (the shell's header, sidebar, sign-in and second-factor prompts):
 *   every selector is scoped under the content root, and selectors that try to escape it (a leading
 *   combinator, `:root`, `html`, `body`, `:host`, nesting) are removed;
 * - loading anything: no `@import` or `@font-face` (only `@media` and `@supports` blocks stay), no
 *   `url()` but the firm's own uploaded assets, no `image-set()`, `attr()` or any function outside a short
 *   list, anywhere in a value, `var()` fallbacks included — which also defeats attribute-selector
 *   exfiltration (`input[value^=a]{background:url(…)}`);
 * - hiding text from the checks: what css-tree leaves unread (a Raw node) in a value, a selector or an
 *   at-rule's prelude is removed, never served as it was written;
 * - script-like features: only allow-listed properties, so `behavior`, `-moz-binding` and `expression()`
 *   never pass;
 * - covering the shell: no positioning, z-index, transforms, margins or generated content.
 * What was removed is reported so the editor can say why.
 */

/** css-tree holds about 17 MB once loaded: it is read with the first stylesheet an instance sanitizes. */
const cssTree = onFirstUse(() => createRequire(import.meta.url)('css-tree') as typeof CssTree);

export const CUSTOM_CSS_SCOPE = `[${ORGANIZATION_CONTENT_ATTRIBUTE}]`;

const ALLOWED_PROPERTIES = new Set([
  'color',
  'background',
  'background-color',
  'background-image',
  'background-position',
  'background-repeat',
  'background-size',
  'border',
  'border-color',
  'border-style',
  'border-width',
  'border-top',
  'border-right',
  'border-bottom',
  'border-left',
  'border-top-color',
  'border-right-color',
  'border-bottom-color',
  'border-left-color',
  'border-radius',
  'border-top-left-radius',
  'border-top-right-radius',
  'border-bottom-left-radius',
  'border-bottom-right-radius',
  'box-shadow',
  'text-shadow',
  'outline',
  'outline-color',
  'outline-style',
  'outline-width',
  'font',
  'font-family',
  'font-size',
  'font-style',
  'font-weight',
  'letter-spacing',
  'line-height',
  'text-align',
  'text-decoration',
  'text-decoration-color',
  'text-transform',
  'padding',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'gap',
  'opacity',
  'cursor',
  'transition',
  'transition-duration',
  'transition-property',
  'transition-timing-function',
]);

const ALLOWED_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color-mix',
  'var',
  'calc',
  'min',
  'max',
  'clamp',
  'linear-gradient',
  'radial-gradient',
  'conic-gradient',
  'repeating-linear-gradient',
  'repeating-radial-gradient',
  'repeating-conic-gradient',
  'cubic-bezier',
  'steps',
]);

/** Blocks whose rules stay (scoped like any other); every other at-rule goes. */
const ALLOWED_AT_RULES = new Set(['media', 'supports']);

/** Selectors that name what lies outside the content root, or the root of the page itself. */
const ESCAPING_TYPES = new Set(['html', 'body']);
const ESCAPING_PSEUDO_CLASSES = new Set(['root', 'host', 'host-context', 'scope']);

export type TSanitizedCss = { css: string; removed: TCustomCssRemoval[] };

export type TCustomCssOptions = {
  /** Whether a `url()` names one of the firm's own uploaded assets; none is allowed without it. */
  isOwnAsset?: (url: string) => boolean;
};

const snippet = (node: CssNode): string => {
  const css = cssTree().generate(node);
  return css.length > 120 ? `${css.slice(0, 117)}...` : css;
};
const lineOf = (node: CssNode): number | null => node.loc?.start.line ?? null;

function escapesScope(selector: CssNode): boolean {
  if (selector.type === 'Selector' && selector.children.first?.type === 'Combinator') return true;
  let escapes = false;
  cssTree().walk(selector, (node) => {
    if (node.type === 'TypeSelector' && ESCAPING_TYPES.has(node.name.toLowerCase())) escapes = true;
    if (node.type === 'PseudoClassSelector' && ESCAPING_PSEUDO_CLASSES.has(node.name.toLowerCase())) {
      escapes = true;
    }
    if (node.type === 'NestingSelector') escapes = true;
  });
  return escapes;
}

/**
 * The selector under the content root. One already scoped stays as it is, so sanitizing is idempotent:
 * the stored stylesheet is sanitized again when it is served, and must not come out scoped twice (which
 * would need one content root inside another, and match nothing).
 */
function scopedSelector(selector: string): string {
  return selector.startsWith(`${CUSTOM_CSS_SCOPE} `) ? selector : `${CUSTOM_CSS_SCOPE} ${selector}`;
}

/** How deep `var()` fallbacks may nest (`var(--a, var(--b, red))` is two): each level is parsed again. */
const MAX_FALLBACK_DEPTH = 4;

const hasRaw = (node: CssNode): boolean => cssTree().find(node, (child) => child.type === 'Raw') !== null;

/** A text parsed as a value on its own, or null when it is not one (trailing input, a stray `}`). */
function parseValue(text: string): Value | null {
  try {
    const value = cssTree().parse(text, { context: 'value' });
    return value.type === 'Value' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Do not loosen: css-tree keeps the fallback of a `var()` as unread text (a Raw node), which the
 * allow-lists below would never see: `var(--x, url(https://evil.example/?a))` would load the address
 * whenever `--x` is unset. Each fallback is parsed here as a value of its own and put in the Raw's place,
 * so the walk checks every function and url() in it and the stylesheet is written out from what was
 * checked. A fallback that is not a value, or nests deeper than MAX_FALLBACK_DEPTH, stays Raw, and
 * valueProblem refuses its declaration.
 */
function parseFallbacks(value: CssNode, depth = 1): void {
  const calls: FunctionNode[] = [];
  cssTree().walk(value, (node) => {
    if (node.type === 'Function' && node.name.toLowerCase() === 'var') calls.push(node);
  });
  for (const call of calls) {
    const raw = call.children.last;
    if (raw?.type !== 'Raw' || depth > MAX_FALLBACK_DEPTH) continue;
    const fallback = parseValue(raw.value);
    if (fallback === null) continue;
    parseFallbacks(fallback, depth + 1);
    call.children.pop();
    call.children.appendList(fallback.children);
  }
}

/** `var(--name)` or `var(--name, fallback)`: a custom property's name first, then only a comma. */
function isVarCall(call: FunctionNode): boolean {
  const [name, comma] = call.children.toArray();
  return (
    name?.type === 'Identifier' &&
    name.name.startsWith('--') &&
    (comma === undefined || (comma.type === 'Operator' && comma.value === ','))
  );
}

/**
 * Why a declaration's value cannot stay, or null when it may: `value` when it names a function or an
 * address it may not (first, as the more telling reason), `unparsable` when css-tree left part of it
 * unread. Names are compared as css-tree read them: an escaped one (`u\72l(`, `v\61r(`) matches no
 * allowed name, so it is refused rather than decoded.
 */
function valueProblem(
  value: CssNode,
  isOwnAsset: (url: string) => boolean,
): TCustomCssRemoval['reason'] | null {
  if (value.type === 'Value' && value.children.isEmpty) return 'value';
  parseFallbacks(value);
  const forbidden = cssTree().find(value, (node) => {
    if (node.type === 'Url') return !isOwnAsset(node.value);
    if (node.type !== 'Function') return false;
    const name = node.name.toLowerCase();
    return !ALLOWED_FUNCTIONS.has(name) || (name === 'var' && !isVarCall(node));
  });
  if (forbidden !== null) return 'value';
  return value.type === 'Raw' || hasRaw(value) ? 'unparsable' : null;
}

class Sanitizer {
  readonly removed: TCustomCssRemoval[] = [];
  private readonly isOwnAsset: (url: string) => boolean;

  constructor(options: TCustomCssOptions) {
    this.isOwnAsset = options.isOwnAsset ?? (() => false);
  }

  private remove(reason: TCustomCssRemoval['reason'], node: CssNode): void {
    this.removed.push({ reason, css: snippet(node), line: lineOf(node) });
  }

  /** The rules of a stylesheet or of an allowed block, each rebuilt; nothing else stays. */
  rules(nodes: CssNode[]): string[] {
    return nodes.flatMap((node) => {
      if (node.type === 'Rule') return this.rule(node);
      if (node.type === 'Atrule') return this.atRule(node);
      this.remove('unparsable', node);
      return [];
    });
  }

  private atRule(node: Atrule): string[] {
    if (!ALLOWED_AT_RULES.has(node.name.toLowerCase()) || node.block === null || node.prelude === null) {
      this.remove('at_rule', node);
      return [];
    }
    // A condition css-tree could not read is written out as it came: the block goes whole.
    if (hasRaw(node.prelude)) {
      this.remove('unparsable', node);
      return [];
    }
    const inner = this.rules(node.block.children.toArray());
    return inner.length === 0
      ? []
      : [`@${node.name.toLowerCase()} ${cssTree().generate(node.prelude)}{${inner.join('')}}`];
  }

  private rule(node: Rule): string[] {
    if (node.prelude.type !== 'SelectorList') {
      this.remove('unparsable', node);
      return [];
    }
    const selectors = node.prelude.children.toArray().filter((selector) => {
      // An argument css-tree could not read (`::part(…)`, an unknown pseudo-class) is never checked.
      if (hasRaw(selector)) {
        this.remove('unparsable', selector);
        return false;
      }
      if (!escapesScope(selector)) return true;
      this.remove('selector', selector);
      return false;
    });
    const declarations = node.block.children.toArray().flatMap((child) => this.declaration(child));
    if (selectors.length === 0 || declarations.length === 0) return [];
    const scoped = selectors.map((selector) => scopedSelector(cssTree().generate(selector)));
    return [`${scoped.join(',')}{${declarations.join(';')}}`];
  }

  private declaration(node: CssNode): string[] {
    if (node.type !== 'Declaration') {
      this.remove('unparsable', node);
      return [];
    }
    const declaration: Declaration = node;
    if (!ALLOWED_PROPERTIES.has(declaration.property.toLowerCase())) {
      this.remove('property', declaration);
      return [];
    }
    const problem = valueProblem(declaration.value, this.isOwnAsset);
    if (problem !== null) {
      this.remove(problem, declaration);
      return [];
    }
    return [cssTree().generate(declaration)];
  }
}

/**
 * The safe part of a firm's stylesheet, one rule per line, and what was removed. Comments go; a part the
 * parser cannot read goes whole. Callers enforce the size limit before (CUSTOM_CSS_MAX_LENGTH).
 */
export function sanitizeCustomCss(source: string, options: TCustomCssOptions = {}): TSanitizedCss {
  const sanitizer = new Sanitizer(options);
  const stylesheet = cssTree().parse(source, { positions: true, parseValue: true, parseRulePrelude: true });
  const rules = stylesheet.type === 'StyleSheet' ? sanitizer.rules(stylesheet.children.toArray()) : [];
  return { css: rules.join('\n'), removed: sanitizer.removed };
}
