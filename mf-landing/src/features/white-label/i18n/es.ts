import type { WhiteLabelCatalog } from './en.ts';

/** Loaded only when the reader chooses Spanish. */
export const es: WhiteLabelCatalog = {
  title: 'Tu propia empresa de fondeo, en nuestra plataforma',
  lead: 'Lanza un negocio de evaluaciones con tu marca sin desarrollar el software: tu nombre, tus colores, tus reglas.',
  offerTitle: 'Qué obtienes',
  offer: [
    'Un portal con tu marca y tu propio dominio, en inglés, español e italiano',
    'Tus planes y reglas: pérdida diaria y máxima, objetivos, días de trading y pagos, versionados y aplicados en vivo',
    'Pago, cuentas de traders, informes de incumplimiento con recursos y pagos con KYC',
    'Un programa de afiliados de cinco niveles con comisiones e informes',
    'Tu equipo: miembros y roles, agentes de soporte y un registro de cada cambio',
  ],
  formTitle: 'Solicita tu portal',
  companyName: 'Nombre de la empresa',
  contactName: 'Tu nombre',
  email: 'Correo de trabajo',
  phone: 'Teléfono (opcional)',
  website: 'Sitio web (opcional)',
  expectedTraders: 'Traders que esperas el primer año',
  ranges: {
    under_100: 'Menos de 100',
    '100_1000': 'De 100 a 1.000',
    '1000_10000': 'De 1.000 a 10.000',
    over_10000: 'Más de 10.000',
  },
  message: '¿Qué deberíamos saber? (opcional)',
  submit: 'Enviar solicitud',
  sent: 'Gracias: hemos recibido tu solicitud y te escribiremos en dos días laborables.',
  failed: 'No se ha podido enviar tu solicitud. Inténtalo de nuevo más tarde.',
  required: 'Obligatorio',
  invalidEmail: 'Introduce un correo electrónico válido',
  invalidWebsite: 'Introduce una dirección web como https://example.com',
  description:
    'Dirige tu propia empresa de fondeo con tu marca en {{firm}}: planes, reglas, pagos y afiliados.',
};
