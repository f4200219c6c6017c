import type { en } from './en.ts';

export const es: typeof en = {
  intro:
    'Tu empresa certifica cada challenge que superas, cada cuenta fondeada que consigues y cada pago que recibes. Cualquiera puede comprobar un certificado con su código.',
  kind: {
    challenge_passed: 'Challenge superado',
    funded: 'Trader fondeado',
    payout: 'Pago recibido',
  },
  columns: {
    achievement: 'Logro',
    account: 'Cuenta',
    issued: 'Emitido',
    code: 'Código',
    actions: 'Acciones',
  },
  amount: '{{amount}} pagados',
  size: 'Cuenta de {{size}}',
  revoked: 'Revocado',
  revokedOn: 'Tu empresa lo revocó el {{date}}: ya no se puede descargar.',
  preview: 'Vista previa',
  previewOf: 'Vista previa del certificado {{kind}}',
  download: 'Descargar PDF',
  close: 'Cerrar',
  loading: 'Cargando tus certificados',
  loadFailed: 'No se pudieron cargar tus certificados.',
  pdfFailed: 'No se pudo abrir el certificado. Inténtalo de nuevo.',
  pagination: 'Páginas de certificados',
  empty: 'Aún no tienes certificados',
  emptyHint: 'Supera una fase de challenge para conseguir el primero.',
  name: {
    legend: 'Nombre en tus certificados',
    full: 'Nombre completo',
    first_name_initial: 'Nombre e inicial',
    printedAs: 'Se imprime como: {{name}}',
    failed: 'No se pudo guardar tu elección.',
  },
};
