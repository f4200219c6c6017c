import type { en } from './en.ts';

export const es: typeof en = {
  title: 'Verificación de certificado',
  description: 'Comprueba que un certificado de trading emitido por {{firm}} es auténtico.',
  code: 'Código {{code}}',
  checking: 'Comprobando el certificado…',
  valid: {
    heading: 'Este certificado es auténtico',
    lead: '{{firm}} certifica este logro.',
  },
  revoked: {
    heading: 'Este certificado fue revocado',
    lead: '{{firm}} lo retiró el {{date}}. Ya no acredita nada.',
  },
  unknown: {
    heading: 'Ningún certificado tiene este código',
    lead: 'Revisa el código del certificado: 16 letras y cifras, en cuatro grupos.',
  },
  facts: {
    holder: 'Otorgado a',
    achievement: 'Logro',
    account: 'Tamaño de la cuenta',
    amount: 'Importe pagado',
    issued: 'Emitido el',
    organization: 'Emitido por',
  },
  kind: {
    challenge_passed: 'Challenge superado',
    funded: 'Trader fondeado',
    payout: 'Pago de reparto de beneficios',
  },
  loadFailed: 'No se pudo comprobar el certificado en este momento.',
  retry: 'Reintentar',
};
