import type { EliteCatalog } from './en.ts';

/** Loaded only for a reader who chose Spanish (see index.ts). */
export const es: EliteCatalog = {
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
