import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Suspense, type ReactNode } from 'react';
import { setLanguage, useTranslation } from '@propdesk/shared/i18n';
import { defineLazyTranslations, joinTranslations, useTranslationsReady } from './lazy-translations.ts';

type TGreeting = { hello: string };

/** A namespace whose Spanish arrives only when the test says so (one load, as a dynamic import is). */
function deferredNamespace(namespace: string, en: TGreeting, es: TGreeting) {
  let deliver: () => void = () => {};
  const arrival = new Promise<{ es: TGreeting }>((resolve) => {
    deliver = () => resolve({ es });
  });
  const loadSpanish = jest.fn(() => arrival);
  const translations = defineLazyTranslations(namespace, en, {
    es: loadSpanish,
    it: () => Promise.resolve({ it: en }),
  });
  return { translations, loadSpanish, deliverSpanish: () => act(async () => deliver()) };
}

function Greeting({
  namespace,
  ready,
}: {
  namespace: string;
  ready: Parameters<typeof useTranslationsReady>[0];
}) {
  useTranslationsReady(ready);
  const { t } = useTranslation(namespace);
  return <p>{t('hello')}</p>;
}

/** Renders under a Suspense boundary; a suspending render must happen inside an awaited act. */
async function renderSuspending(ui: ReactNode): Promise<void> {
  await act(async () => {
    render(<Suspense fallback={<p>waiting</p>}>{ui}</Suspense>);
  });
}

describe('lazy translations', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('renders English at once, without loading any other language', () => {
    const loadSpanish = jest.fn(() => Promise.resolve({ es: { hello: 'Hola' } }));
    const translations = defineLazyTranslations(
      'test-english',
      { hello: 'Hello' },
      { es: loadSpanish, it: () => Promise.resolve({ it: { hello: 'Ciao' } }) },
    );
    render(<Greeting namespace="test-english" ready={translations} />);
    expect(screen.getByText('Hello')).toBeInTheDocument();
    expect(loadSpanish).not.toHaveBeenCalled();
  });

  it('holds a Spanish reader’s page until the Spanish texts are in: no raw key, no English first', async () => {
    await act(() => setLanguage('es'));
    const { translations, loadSpanish, deliverSpanish } = deferredNamespace(
      'test-spanish',
      { hello: 'Hello' },
      { hello: 'Hola' },
    );
    await renderSuspending(<Greeting namespace="test-spanish" ready={translations} />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(screen.queryByText('Hello')).toBeNull();
    expect(screen.queryByText('hello')).toBeNull();
    await deliverSpanish();
    expect(await screen.findByText('Hola')).toBeInTheDocument();
    expect(loadSpanish).toHaveBeenCalled();

    // A part of the page mounting later renders at once.
    await renderSuspending(<Greeting namespace="test-spanish" ready={translations} />);
    expect(screen.getAllByText('Hola')).toHaveLength(2);
    expect(screen.queryByText('waiting')).toBeNull();
  });

  it('waits for every joined namespace', async () => {
    await act(() => setLanguage('es'));
    const first = deferredNamespace('test-first', { hello: 'Hello' }, { hello: 'Hola' });
    const second = deferredNamespace('test-second', { hello: 'Welcome' }, { hello: 'Bienvenido' });
    const both = joinTranslations(first.translations, second.translations);
    await renderSuspending(
      <>
        <Greeting namespace="test-first" ready={both} />
        <Greeting namespace="test-second" ready={both} />
      </>,
    );
    await first.deliverSpanish();
    expect(screen.getByText('waiting')).toBeInTheDocument();
    await second.deliverSpanish();
    expect(await screen.findByText('Hola')).toBeInTheDocument();
    expect(screen.getByText('Bienvenido')).toBeInTheDocument();
  });
});
