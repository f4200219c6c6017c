import type { TranslationCatalogs } from '@propdesk/shared/i18n';

export const ELITE_NAMESPACE = 'elite-access';

const en = {
  access: {
    title: 'Elite access',
    lead: 'Enter the access code of the elite area.',
    code: 'Access code',
    submit: 'Enter',
    required: 'Enter the access code',
    granted: 'Access granted',
    invalid: 'Invalid access code',
    tooMany: 'Too many attempts. Please wait a few minutes and try again.',
    closed: 'The elite area is not available.',
    failed: 'The code could not be checked. Please try again later.',
  },
};

type EliteCatalog = typeof en;

const es: EliteCatalog = {
  access: {
    title: 'Acceso Elite',
    lead: 'Introduce el código de acceso del área elite.',
    code: 'Código de acceso',
    submit: 'Entrar',
    required: 'Introduce el código de acceso',
    granted: 'Acceso concedido',
    invalid: 'Código de acceso no válido',
    tooMany: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
    closed: 'El área elite no está disponible.',
    failed: 'No se ha podido comprobar el código. Inténtalo de nuevo más tarde.',
  },
};

const it: EliteCatalog = {
  access: {
    title: 'Accesso Elite',
    lead: "Inserisci il codice di accesso dell'area elite.",
    code: 'Codice di accesso',
    submit: 'Entra',
    required: 'Inserisci il codice di accesso',
    granted: 'Accesso consentito',
    invalid: 'Codice di accesso non valido',
    tooMany: 'Troppi tentativi. Attendi qualche minuto e riprova.',
    closed: "L'area elite non è disponibile.",
    failed: 'Non è stato possibile verificare il codice. Riprova più tardi.',
  },
};

export const eliteCatalogs: TranslationCatalogs<EliteCatalog> = { en, es, it };
