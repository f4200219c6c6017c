import type { CommonCatalog } from './en.ts';

export const es: CommonCatalog = {
  app: {
    loading: 'Cargando…',
    skipToContent: 'Saltar al contenido',
  },
  language: {
    label: 'Idioma',
    names: { en: 'English', es: 'Español', it: 'Italiano' },
  },
  notFound: {
    code: '404',
    title: '¡Vaya! Página no encontrada',
    returnHome: 'Volver al inicio',
  },
  errorScreen: {
    title: '¡Vaya! Algo salió mal',
    description: 'Lamentamos las molestias. Se ha producido un error inesperado.',
    errorId: 'ID del error',
    persists:
      'Si el problema persiste, contacta con nuestro equipo de soporte indicando el ID del error que aparece arriba.',
    tryAgain: 'Intentar de nuevo',
    goHome: 'Ir al inicio',
    reportIssue: 'Informar del problema',
    showDetails: 'Mostrar detalles técnicos',
    hideDetails: 'Ocultar detalles técnicos',
    reportSubject: 'Informe de error {{id}}',
    reportBody:
      'ID del error: {{id}}\nPágina: {{url}}\nHora: {{time}}\nMensaje: {{message}}\n\n¿Qué estabas haciendo cuando ocurrió?\n',
  },
  remoteUnavailable: {
    title: 'Esta parte del portal no está disponible',
    description:
      'No hemos podido cargarla ahora mismo. El resto del portal sigue funcionando; vuelve a intentarlo en un momento.',
    retry: 'Reintentar',
  },
  header: {
    notifications: 'Notificaciones',
    notificationsUnread_one: 'Notificaciones, {{count}} sin leer',
    notificationsUnread_other: 'Notificaciones, {{count}} sin leer',
    welcome: 'Hola, {{name}}',
    accountMenu: 'Menú de la cuenta',
    profileSettings: 'Ajustes del perfil',
    signOut: 'Cerrar sesión',
    signedOut: 'Sesión cerrada correctamente',
    roleAdministrator: 'Administrador',
    roleTrader: 'Trader',
    staffRoles: {
      owner: 'Propietario',
      admin: 'Administrador',
      manager: 'Gestor',
      agent: 'Agente de soporte',
    },
    affiliateDashboard: 'Panel de afiliado',
    becomePartner: 'Hazte socio',
    signIn: 'Iniciar sesión',
  },
  organizationSwitcher: {
    label: 'Cambiar de organización',
    search: 'Buscar organizaciones...',
    empty: 'No se encontraron organizaciones.',
  },
  statusGate: {
    suspendedTitle: 'Cuenta suspendida',
    suspendedMessage: 'Tu organización ha sido suspendida.',
    suspendedHint: 'Contacta con el administrador para reactivar tu cuenta.',
    pendingTitle: 'Cuenta pendiente',
    pendingMessage: 'Tu organización está pendiente de activación.',
    pendingHint: 'Tu cuenta se activará en breve. Vuelve a intentarlo más tarde.',
    limitedTitle: 'Acceso limitado',
    limitedMessage: 'El estado de tu organización es: {{status}}',
    recheck: 'Comprobar estado de nuevo',
    logout: 'Cerrar sesión',
  },
  statusBanner: {
    suspended:
      '{{name}} está suspendida: sus traders no pueden comprar, operar ni solicitar retiros hasta que se reactive.',
    pending:
      '{{name}} está pendiente de activación: sus traders podrán comprar, operar y solicitar retiros cuando esté activa.',
    other: 'El estado de {{name}} es {{status}}: sus traders no pueden comprar, operar ni solicitar retiros.',
  },
  pageFrame: {
    emptyTitle: 'Todavía no hay nada aquí',
    emptyDescription: 'Estamos preparando esta página y pronto mostrará tus datos.',
  },
  pagination: {
    summary: '{{from}}–{{to}} de {{total}}',
  },
};
