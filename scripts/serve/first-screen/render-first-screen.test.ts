import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { FIRST_SCREEN_SCRIPT_HASH, renderFirstScreen, withFirstScreen } from './render-first-screen.ts';

const PAGES = {
  en: '<header data-testid="top-bar"><a href="/#funding">Funding</a></header><h1 class="t">Trade our capital</h1>',
  es: '<h1 class="t">Opera con nuestro capital</h1>',
};

describe('renderFirstScreen', () => {
  it('paints the page in every language, hidden until the script picks the reader’s, with its styles inline', () => {
    const html = renderFirstScreen({
      pages: PAGES,
      theme: { backgroundColor: '#0c0a09' },
      css: '.t{color:red}',
    });
    expect(html).toContain('<div data-lang="en" hidden>');
    expect(html).toContain('<h1 class="t">Opera con nuestro capital</h1>');
    expect(html).toContain('<div data-organization-content="">');
    expect(html).toContain('.t{color:red}</style>');
    // The page's own anchors stay; test ids belong to the running page only.
    expect(html).toContain('href="/#funding"');
    expect(html).not.toContain('data-testid');
    // The organization's colours as the page theme's properties, not the defaults.
    expect(html).toContain('--pd-color-body:#0c0a09');
  });

  it('refuses colours and fonts that could break out of the page, and styles that could close their element', () => {
    const html = renderFirstScreen({
      pages: { en: '<h1>x</h1>' },
      theme: { primaryColor: 'red;}</style><script>', fontFamily: 'x"><script>alert(1)</script>' },
      css: '.a{}</style><script>alert(2)</script>',
    });
    expect(html).not.toContain('red;}');
    expect(html).not.toContain('<script>alert(1)</script>');
    // The styles end where the screen's own style element ends, and no script runs but the screen's.
    expect(html.match(/<\/style/gi)).toHaveLength(1);
    expect(html.replace(/<style>.*<\/style>/s, '').match(/<script>/g)).toHaveLength(1);
  });

  it('declares the hash of exactly the script it writes, for the security policy', () => {
    const html = renderFirstScreen({ pages: PAGES, theme: {}, css: '' });
    const script = /<script>(.*)<\/script>/s.exec(html)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(FIRST_SCREEN_SCRIPT_HASH).toBe(hash);
  });
});

describe('withFirstScreen', () => {
  it('puts the first screen at the start of the body, before the app’s root', () => {
    const page = withFirstScreen('<html><body class="x"><div id="root"></div></body></html>', '<p>page</p>');
    expect(page).toBe('<html><body class="x"><p>page</p><div id="root"></div></body></html>');
  });
});
