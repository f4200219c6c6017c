import type { ConsentCatalog } from './en.ts';

/** Loaded only when the reader chooses Spanish. */
export const es: ConsentCatalog = {
  title: 'Valoramos tu privacidad',
  text: 'Usamos cookies esenciales para que el sitio funcione y, con tu permiso, cookies de análisis, marketing y personalización.',
  policyLink: 'Política de cookies',
  acceptAll: 'Aceptar todas',
  essentialOnly: 'Solo esenciales',
  customize: 'Personalizar',
  save: 'Guardar preferencias',
  settings: 'Configuración de cookies',
  category: {
    essential: 'Esenciales (siempre activas)',
    analytics: 'Análisis',
    marketing: 'Marketing',
    personalization: 'Personalización',
  },
  description: {
    essential: 'Inicio de sesión, seguridad, tu idioma y esta elección. El sitio no funciona sin ellas.',
    analytics: 'Contar visitas y cómo se usan las páginas para poder mejorarlas.',
    marketing: 'Medir nuestra publicidad y mostrarte ofertas relevantes en otros sitios.',
    personalization: 'Recordar preferencias más allá de lo esencial para adaptar lo que ves.',
  },
};
