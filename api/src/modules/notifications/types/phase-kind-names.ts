import type { TLanguage, TPhaseKind } from '@propdesk/shared/contracts';

/** The phases as the texts name them. */
export const PHASE_KIND_NAMES: Readonly<Record<TLanguage, Readonly<Record<TPhaseKind, string>>>> = {
  en: { challenge: 'challenge', verification: 'verification', funded: 'funded', instant: 'instant funding' },
  es: {
    challenge: 'desafío',
    verification: 'verificación',
    funded: 'fondeada',
    instant: 'fondeo instantáneo',
  },
  it: {
    challenge: 'sfida',
    verification: 'verifica',
    funded: 'finanziato',
    instant: 'finanziamento immediato',
  },
};
