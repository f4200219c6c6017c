import { beforeEach, describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { PageMetaCollector, usePageMeta, type PageMeta } from './use-page-meta.ts';

function Page({ title, description }: { title: string; description: string }) {
  usePageMeta({ title, description });
  return null;
}

const content = (selector: string) =>
  [...document.head.querySelectorAll<HTMLMetaElement>(selector)].map((meta) => meta.content);

describe('usePageMeta', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('names the page for browsers, search engines and link previews', () => {
    render(<Page title="Terms | Acme Funding" description="The terms of Acme Funding." />);
    expect(document.title).toBe('Terms | Acme Funding');
    expect(content('meta[name="description"]')).toEqual(['The terms of Acme Funding.']);
    expect(content('meta[property="og:title"]')).toEqual(['Terms | Acme Funding']);
    expect(content('meta[property="og:description"]')).toEqual(['The terms of Acme Funding.']);
    expect(content('meta[property="og:type"]')).toEqual(['website']);
  });

  it('follows the page as it changes, reusing the tags rather than adding more', () => {
    const { rerender } = render(<Page title="FAQ | Acme" description="Answers." />);
    rerender(<Page title="Preguntas frecuentes | Acme" description="Respuestas." />);
    expect(document.title).toBe('Preguntas frecuentes | Acme');
    expect(content('meta[name="description"]')).toEqual(['Respuestas.']);
    expect(content('meta[property="og:title"]')).toEqual(['Preguntas frecuentes | Acme']);
  });

  it('tells the server that draws the page its names as it draws, since no effect runs there', () => {
    const told: PageMeta[] = [];
    render(
      <PageMetaCollector value={(meta) => told.push(meta)}>
        <Page title="FAQ | Acme" description="Answers." />
      </PageMetaCollector>,
    );
    expect(told.at(-1)).toEqual({ title: 'FAQ | Acme', description: 'Answers.' });
  });
});
