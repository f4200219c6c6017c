import type { LegalCatalog } from './en.ts';

/** Loaded only when the reader chooses Spanish. */
export const es: LegalCatalog = {
  legal: {
    updated: 'Última actualización: {{date}}',
    loading: 'Cargando…',
    failed: 'No se ha podido cargar esta página.',
    retry: 'Reintentar',
  },
  faqPage: {
    description: 'Respuestas sobre {{firm}}: desafíos, reglas, pagos, reembolsos, verificación y tu cuenta.',
    lead: '¿No encuentras tu respuesta? Escribe a {{supportEmail}}.',
  },
  pages: {
    faq: 'Preguntas frecuentes',
    privacyPolicy: 'Política de privacidad',
    terms: 'Términos y condiciones',
    riskDisclosure: 'Aviso de riesgo',
    cookies: 'Política de cookies',
    whiteLabelCheckout: 'Marca blanca para firmas de trading',
  },
};
