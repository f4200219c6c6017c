import type { TLanguage, TProgram } from '@propdesk/shared/contracts';

/** The programs as texts, mails and receipts name them (the trading ui's names, in the api). */
export const PROGRAM_NAMES: Readonly<Record<TLanguage, Readonly<Record<TProgram, string>>>> = {
  en: { two_step: '2-Step Challenge', one_step: '1-Step Challenge', instant: 'Instant Funding' },
  es: { two_step: 'Desafío en 2 fases', one_step: 'Desafío en 1 fase', instant: 'Financiación instantánea' },
  it: {
    two_step: 'Challenge in 2 fasi',
    one_step: 'Challenge in 1 fase',
    instant: 'Finanziamento istantaneo',
  },
};
