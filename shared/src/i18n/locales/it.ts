import type { CommonCatalog } from './en.ts';

export const it: CommonCatalog = {
  app: {
    loading: 'Caricamento…',
    skipToContent: 'Vai al contenuto',
  },
  language: {
    label: 'Lingua',
    names: { en: 'English', es: 'Español', it: 'Italiano' },
  },
  notFound: {
    code: '404',
    title: 'Oops! Pagina non trovata',
    returnHome: 'Torna alla Home',
  },
  errorScreen: {
    title: 'Oops! Qualcosa è andato storto',
    description: 'Ci scusiamo per il disagio. Si è verificato un errore imprevisto.',
    errorId: 'ID errore',
    persists: "Se il problema persiste, contatta il nostro team di supporto indicando l'ID errore qui sopra.",
    tryAgain: 'Riprova',
    goHome: 'Vai alla Home',
    reportIssue: 'Segnala il problema',
    showDetails: 'Mostra dettagli tecnici',
    hideDetails: 'Nascondi dettagli tecnici',
    reportSubject: 'Segnalazione errore {{id}}',
    reportBody:
      'ID errore: {{id}}\nPagina: {{url}}\nOra: {{time}}\nMessaggio: {{message}}\n\nCosa stavi facendo quando è successo?\n',
  },
  remoteUnavailable: {
    title: 'Questa parte del portale non è disponibile',
    description:
      'Non è stato possibile caricarla in questo momento. Il resto del portale continua a funzionare; riprova tra poco.',
    retry: 'Riprova',
  },
  header: {
    notifications: 'Notifiche',
    notificationsUnread_one: 'Notifiche, {{count}} da leggere',
    notificationsUnread_other: 'Notifiche, {{count}} da leggere',
    welcome: 'Ciao, {{name}}',
    accountMenu: "Menu dell'account",
    profileSettings: 'Impostazioni profilo',
    signOut: 'Esci',
    signedOut: 'Disconnessione effettuata',
    roleAdministrator: 'Amministratore',
    roleTrader: 'Trader',
    staffRoles: {
      owner: 'Titolare',
      admin: 'Amministratore',
      manager: 'Manager',
      agent: 'Agente di supporto',
    },
    affiliateDashboard: 'Dashboard affiliato',
    becomePartner: 'Diventa partner',
    signIn: 'Accedi',
  },
  organizationSwitcher: {
    label: 'Cambia organizzazione',
    search: 'Cerca organizzazioni...',
    empty: 'Nessuna organizzazione trovata.',
  },
  statusGate: {
    suspendedTitle: 'Account Sospeso',
    suspendedMessage: 'La tua organizzazione è stata sospesa.',
    suspendedHint: "Contatta l'amministratore per riattivare il tuo account.",
    pendingTitle: 'Account in Attesa',
    pendingMessage: 'La tua organizzazione è in attesa di attivazione.',
    pendingHint: 'Il tuo account verrà attivato a breve. Riprova più tardi.',
    limitedTitle: 'Accesso Limitato',
    limitedMessage: 'Stato della tua organizzazione: {{status}}',
    recheck: 'Ricontrolla Status',
    logout: 'Logout',
  },
  statusBanner: {
    suspended:
      '{{name}} è sospesa: i suoi trader non possono acquistare, fare trading né richiedere prelievi finché non viene riattivata.',
    pending:
      '{{name}} è in attesa di attivazione: i suoi trader potranno acquistare, fare trading e richiedere prelievi quando sarà attiva.',
    other:
      'Lo stato di {{name}} è {{status}}: i suoi trader non possono acquistare, fare trading né richiedere prelievi.',
  },
  pageFrame: {
    emptyTitle: 'Ancora niente qui',
    emptyDescription: 'Stiamo preparando questa pagina: presto mostrerà i tuoi dati.',
  },
  pagination: {
    summary: '{{from}}–{{to}} di {{total}}',
  },
};
