import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import { FIRST_SCREEN_SCRIPT_HASH, withAppScriptsHeld } from './first-screen-script.ts';
import { renderFirstScreen, withFirstScreen } from './render-first-screen.ts';

const PAGE = {
  html: '<header data-testid="top-bar"><a href="/#funding">Funding</a></header><h1 class="t">Opera con nuestro capital</h1>',
  meta: { title: 'VegaFunded | Financiado', description: 'Demuestra tu talento & opera.' },
  css: '.t{color:red}',
};

describe('renderFirstScreen', () => {
  it('paints the page in the reader’s language, in the firm’s colours, with its styles inline', () => {
    const { body } = renderFirstScreen({ language: 'es', page: PAGE, theme: { backgroundColor: '#0c0a09' } });
    expect(body).toContain('<div data-lang="es">');
    expect(body).toContain('<h1 class="t">Opera con nuestro capital</h1>');
    expect(body).toContain('<div data-organization-content="">');
    expect(body).toContain('.t{color:red}</style>');
    // The page's own anchors stay; test ids belong to the running page only.
    expect(body).toContain('href="/#funding"');
    expect(body).not.toContain('data-testid');
    // The organization's colours as the page theme's properties, not the defaults.
    expect(body).toContain('--pd-color-body:#0c0a09');
  });

  it('leads a keyboard reader past the top bar first, in the reader’s language', () => {
    const spanish = renderFirstScreen({ language: 'es', page: PAGE, theme: {} }).body;
    expect(spanish).toContain(
      '<div data-lang="es"><a class="skip-link" href="#page-main">Saltar al contenido</a>',
    );
    expect(spanish).toContain('.skip-link:focus');
    const other = renderFirstScreen({ language: 'de', page: PAGE, theme: {} }).body;
    expect(other).toContain('>Skip to content</a>');
  });

  it('names the page in the head, for search engines and link previews', () => {
    const { head } = renderFirstScreen({ language: 'es', page: PAGE, theme: {} });
    expect(head).toContain('<title>VegaFunded | Financiado</title>');
    expect(head).toContain('<meta name="description" content="Demuestra tu talento &#38; opera.">');
    expect(head).toContain('<meta property="og:title" content="VegaFunded | Financiado">');
  });

  it('refuses colours and fonts that could break out of the page, and styles that could close their element', () => {
    const { head, body } = renderFirstScreen({
      language: 'en',
      page: {
        html: '<h1>x</h1>',
        meta: { title: '</title><script>alert(3)</script>', description: '"' },
        css: '.a{}</style><script>alert(2)</script>',
      },
      theme: { primaryColor: 'red;}</style><script>', fontFamily: 'x"><script>alert(1)</script>' },
    });
    expect(body).not.toContain('red;}');
    expect(body).not.toContain('<script>alert(1)</script>');
    expect(head).not.toContain('<script>alert(3)</script>');
    // The styles end where the screen's own style element ends, and no script runs but the screen's.
    expect(body.match(/<\/style/gi)).toHaveLength(1);
    expect(body.replace(/<style>.*<\/style>/s, '').match(/<script>/g)).toHaveLength(1);
  });

  it('declares the hash of exactly the script it writes, for the security policy', () => {
    const { body } = renderFirstScreen({ language: 'en', page: PAGE, theme: {} });
    const script = /<script>(.*)<\/script>/s.exec(body)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(FIRST_SCREEN_SCRIPT_HASH).toBe(hash);
  });
});

describe('withFirstScreen', () => {
  it('names the page in the head in place of its title and puts the screen first in the body', () => {
    const page = withFirstScreen(
      '<html><head><title>PropDesk</title></head><body class="x"><div id="root"></div></body></html>',
      { head: '<title>FAQ</title>', body: '<p>page</p>' },
    );
    expect(page).toBe(
      '<html><head><title>FAQ</title></head><body class="x"><p>page</p><div id="root"></div></body></html>',
    );
  });
});

describe('withAppScriptsHeld', () => {
  it('holds the page’s scripts for the screen’s script to start, fetching them meanwhile', () => {
    const page = withAppScriptsHeld('<head><script defer="defer" src="/main.1a2b.js"></script></head>');
    expect(page).toBe(
      '<head><script type="application/x-held" data-app-src="/main.1a2b.js"></script>' +
        '<link rel="prefetch" href="/main.1a2b.js"></head>',
    );
  });
});
