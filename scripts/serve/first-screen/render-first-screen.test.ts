import { describe, expect, it } from '@jest/globals';
import { createHash } from 'node:crypto';
import {
  FIRST_SCREEN_SCRIPT_HASH,
  renderFirstScreen,
  withFirstScreen,
  type TFirstScreenTexts,
} from './render-first-screen.ts';

const hero = (title: string) => ({
  eyebrow: 'Funded',
  title,
  lead: 'Prove your skill.',
  startChallenge: 'Start Challenge',
  viewPlans: 'View Plans',
});
const TEXTS: TFirstScreenTexts = { en: hero('Trade our capital'), es: hero('Opera con nuestro capital') };

describe('renderFirstScreen', () => {
  it('paints the hero in every language, hidden until the script picks the reader’s', () => {
    const html = renderFirstScreen(TEXTS, { primaryColor: '#d4af37', backgroundColor: '#0c0a09' });
    expect(html).toContain('<div class="fs-stack" data-lang="en" hidden>');
    expect(html).toContain('<h1>Opera con nuestro capital</h1>');
    expect(html).toContain('href="/auth"');
    expect(html).toContain('href="/pricing"');
    // The organization's colours, not the defaults.
    expect(html).toContain('background:#0c0a09');
    expect(html).toContain('color:#d4af37');
  });

  it('escapes texts and refuses colours and fonts that could break out of the page', () => {
    const html = renderFirstScreen(
      { en: hero('<script>alert(1)</script>') },
      { primaryColor: 'red;}</style><script>', fontFamily: 'x}</style><script>alert(1)</script>' },
    );
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('red;}');
    expect(html).toContain('color:#2563eb');
    expect(html.match(/<script>/g)).toHaveLength(1);
  });

  it('declares the hash of exactly the script it writes, for the security policy', () => {
    const html = renderFirstScreen(TEXTS, {});
    const script = /<script>(.*)<\/script>/s.exec(html)?.[1] ?? '';
    const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(FIRST_SCREEN_SCRIPT_HASH).toBe(hash);
  });
});

describe('withFirstScreen', () => {
  it('puts the first screen at the start of the body, before the app’s root', () => {
    const page = withFirstScreen('<html><body class="x"><div id="root"></div></body></html>', '<p>hero</p>');
    expect(page).toBe('<html><body class="x"><p>hero</p><div id="root"></div></body></html>');
  });
});
