import type { SectionsCatalog } from './en.ts';

/** Loaded only when the reader chooses Italian. */
export const it: SectionsCatalog = {
  features: {
    title: 'Tutto ciò che ti serve per ottenere il finanziamento',
    platforms: {
      title: 'MetaTrader 5 e cTrader',
      text: 'Opera sulle piattaforme che conosci o sul simulatore integrato.',
    },
    rules: {
      title: 'Regole che puoi leggere',
      text: 'Ogni limite è pubblicato con la sua formula e mostrato in tempo reale nel tuo conto.',
    },
    payouts: {
      title: 'Pagamenti entro 24 ore',
      text: 'Le richieste di pagamento approvate vengono elaborate entro un giorno.',
    },
    period: {
      title: 'Nessuna fretta',
      text: 'Prenditi il tempo che ti serve: la valutazione non ha scadenza nei piani senza limiti di tempo.',
    },
  },
  why: {
    title: 'Perché i trader ci scelgono',
    split: 'Tieni fino al {{split}} del profitto che ottieni',
    funding: 'Conti fino a {{size}}',
    fee: 'Challenge da {{fee}}',
    transparency: 'Report delle violazioni che puoi leggere e contestare',
  },
  keyFeatures: {
    title: 'Caratteristiche principali',
    items: [
      'Obiettivi in tempo reale: obiettivo di profitto, margine di perdita giornaliera e massima, giorni di trading',
      'Un conto alla rovescia fino al reset giornaliero nella tua ora locale',
      'Verifica in due passaggi per il tuo account',
      'Assistenza in inglese, spagnolo e italiano',
    ],
  },
  awards: {
    title: 'I nostri valori',
    items: ['Regole pubblicate', 'Pagamenti rapidi', 'Valutazione equa', 'Assistenza umana'],
  },
  markets: {
    title: 'Mercati',
    lead: 'Oltre 1.000 strumenti in totale',
    forex: { title: 'Forex', text: 'Oltre 70 strumenti, spread da 0,0 pip' },
    indices: { title: 'Indici', text: 'Oltre 15 indici, 24/5' },
    commodities: { title: 'Materie prime', text: 'Oltre 25 strumenti, leva fino a 1:100' },
    crypto: { title: 'Criptovalute', text: 'Oltre 30 strumenti, 24/7' },
  },
  partners: {
    title: 'Diventa partner',
    lead: 'Guadagna su ogni challenge acquistata tramite il tuo link, su cinque livelli di sub-affiliati.',
    stats: {
      commission: { value: 'Fino al 30%', label: 'di commissione' },
      levels: { value: '5 livelli', label: 'di sub-affiliati' },
      onboarding: { value: '24 h', label: 'di attivazione' },
      review: { value: '24–48 h', label: 'di revisione della domanda' },
    },
    benefits: {
      daily: {
        title: 'Pagamenti giornalieri',
        text: 'Richiedi le tue commissioni quando maturano, ogni giorno.',
      },
      multilevel: {
        title: 'Struttura multilivello',
        text: 'Guadagna anche sui trader portati dai tuoi sub-affiliati.',
      },
      reliable: {
        title: 'Commissioni affidabili',
        text: 'Ogni acquisto e livello è registrato, con esportazione CSV.',
      },
      fast: { title: 'Attivazione rapida', text: 'Candidati in pochi minuti; valutiamo entro 48 ore.' },
    },
    apply: 'Diventa partner',
    program: 'Programma di affiliazione',
  },
  restricted: {
    title: 'Paesi esclusi',
    text: 'Non possiamo accettare trader che risiedono o operano da: {{countries}}.',
  },
  cta: {
    title: 'Pronto a dimostrare la tua abilità?',
    text: 'Scegli un piano, supera la valutazione e opera su un conto finanziato.',
    start: 'Inizia la challenge',
    plans: 'Vedi i piani',
  },
};
