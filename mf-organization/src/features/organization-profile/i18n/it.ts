import type { TOrganizationProfileCatalog } from './en.ts';

export const it: TOrganizationProfileCatalog = {
  loading: 'Caricamento del profilo…',
  loadFailed: 'Non è stato possibile caricare il profilo.',
  retry: 'Riprova',
  noOrganization: "Scegli prima un'organizzazione.",
  intro:
    'Come i trader vedono la tua società: il nome, i dati societari e i contatti di assistenza mostrati nel piè di pagina e nelle pagine legali del suo sito.',
  readOnly: "Solo i proprietari e gli amministratori dell'organizzazione possono modificarne il profilo.",
  sections: { company: 'Società', support: 'Assistenza' },
  fields: {
    name: 'Nome visualizzato',
    legalName: 'Ragione sociale',
    registeredAddress: 'Sede legale',
    supportEmail: 'E-mail di assistenza',
    supportPhone: 'Telefono di assistenza',
    supportHours: 'Orari di assistenza',
  },
  hints: {
    legalName: 'La denominazione registrata della società, come nei documenti ufficiali.',
    supportPhone: 'Con il prefisso internazionale, ad esempio +39 06 1234 5678.',
    supportHours: 'Ad esempio: lun–ven 9:00–18:00 CET.',
  },
  errors: {
    nameTooShort: 'Inserisci almeno {{min}} caratteri.',
    tooLong: 'Al massimo {{max}} caratteri.',
    email: 'Inserisci un indirizzo e-mail, ad esempio assistenza@tuasocieta.it.',
    phone: 'Inserisci il numero con il prefisso internazionale, ad esempio +39 06 1234 5678.',
    invalid: 'Controlla questo campo.',
  },
  save: 'Salva profilo',
  saved: 'Profilo salvato.',
  saveFailed: 'Non è stato possibile salvare il profilo. Riprova.',
  invalidFields: 'Alcuni campi richiedono attenzione.',
  forbidden: 'Il tuo ruolo non consente di modificare questo profilo.',
};
