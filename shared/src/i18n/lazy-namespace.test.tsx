import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import i18next from 'i18next';
import { defineLazyNamespace, useLazyNamespacesReady, useLazyTranslation } from './lazy-namespace.ts';
import { initI18n, setLanguage } from './setup.ts';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

describe('lazy namespaces', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
    localStorage.clear();
  });

  it('renders English at once and reads keys through every namespace given, in order', () => {
    initI18n('en');
    const page = defineLazyNamespace(
      'lazy-page',
      { title: 'Accounts', retry: 'Try the page again' },
      {
        es: async () => ({ title: 'Cuentas', retry: 'Reintentar la página' }),
        it: async () => ({ title: 'Conti', retry: 'Riprova la pagina' }),
      },
    );
    const shared = defineLazyNamespace(
      'lazy-shared',
      { retry: 'Retry', close: 'Close' },
      {
        es: async () => ({ retry: 'Reintentar', close: 'Cerrar' }),
        it: async () => ({ retry: 'Riprova', close: 'Chiudi' }),
      },
    );
    function Page() {
      const { t } = useLazyTranslation(page, shared);
      return (
        <p>
          {t('title')} · {t('retry')} · {t('close')}
        </p>
      );
    }
    expect(page.ready()).toBeNull();
    render(<Page />);
    expect(screen.getByText('Accounts · Try the page again · Close')).toBeInTheDocument();
  });

  it('waits for the reader’s language before the first render: no raw key is ever shown', async () => {
    await act(() => setLanguage('it'));
    const italian = deferred<{ title: string }>();
    const texts = defineLazyNamespace(
      'lazy-late',
      { title: 'Profile' },
      { es: async () => ({ title: 'Perfil' }), it: () => italian.promise },
    );
    const shown: string[] = [];
    function Loading() {
      shown.push('loading');
      return null;
    }
    function Page() {
      const { t } = useLazyTranslation(texts);
      shown.push(t('title'));
      return <h1>{t('title')}</h1>;
    }
    const loading = texts.ready();
    expect(loading).not.toBeNull();
    // The page suspends until the Italian texts are in; the awaited act lets React retry it then.
    await act(async () => {
      render(
        <Suspense fallback={<Loading />}>
          <Page />
        </Suspense>,
      );
      italian.resolve({ title: 'Profilo' });
      await loading;
    });
    expect(screen.getByRole('heading', { name: 'Profilo' })).toBeInTheDocument();
    expect(shown.filter((text) => text !== 'loading')).toEqual(['Profilo']);

    // Texts in: another page of the same namespace renders at once, without the fallback.
    shown.length = 0;
    render(
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>,
    );
    expect(shown).toEqual(['Profilo']);
  });

  it('registers English when defined, so a page that only waits can read it with i18next', () => {
    initI18n('en');
    const texts = defineLazyNamespace(
      'lazy-defined',
      { title: 'Payouts' },
      { es: async () => ({ title: 'Retiros' }), it: async () => ({ title: 'Prelievi' }) },
    );
    expect(i18next.hasResourceBundle('en', 'lazy-defined')).toBe(true);
    function Page() {
      useLazyNamespacesReady(texts);
      return <h1>{i18next.t('title', { ns: 'lazy-defined' })}</h1>;
    }
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Payouts' })).toBeInTheDocument();
  });

  it('loads a namespace defined earlier before switching the language', async () => {
    initI18n('en');
    const texts = defineLazyNamespace(
      'lazy-switch',
      { title: 'Checkout' },
      { es: async () => ({ title: 'Pago' }), it: async () => ({ title: 'Pagamento' }) },
    );
    function Page() {
      const { t } = useLazyTranslation(texts);
      return <h1>{t('title')}</h1>;
    }
    render(<Page />);
    expect(screen.getByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
    await act(() => setLanguage('es'));
    expect(screen.getByRole('heading', { name: 'Pago' })).toBeInTheDocument();
  });
});
