import type { SectionsCatalog } from './en.ts';

/** Loaded only when the reader chooses Spanish. */
export const es: SectionsCatalog = {
  features: {
    title: 'Todo lo que necesitas para conseguir financiación',
    platforms: {
      title: 'MetaTrader 5 y cTrader',
      text: 'Opera en las plataformas que conoces o en el simulador integrado.',
    },
    rules: {
      title: 'Reglas que puedes leer',
      text: 'Cada límite se publica con su fórmula y se muestra en vivo en tu cuenta.',
    },
    payouts: { title: 'Pagos en 24 horas', text: 'Las solicitudes de pago aprobadas se procesan en un día.' },
    period: {
      title: 'Sin presión de tiempo',
      text: 'Tómate el tiempo que necesites: la evaluación no tiene plazo en los planes sin límite de tiempo.',
    },
  },
  why: {
    title: 'Por qué nos eligen los traders',
    split: 'Quédate hasta con el {{split}} del beneficio que obtengas',
    funding: 'Cuentas de hasta {{size}}',
    fee: 'Desafíos desde {{fee}}',
    transparency: 'Informes de incumplimiento que puedes leer y recurrir',
  },
  keyFeatures: {
    title: 'Características principales',
    items: [
      'Objetivos en vivo: objetivo de beneficio, margen de pérdida diaria y máxima, días de trading',
      'Una cuenta atrás hasta el reinicio diario en tu hora local',
      'Verificación en dos pasos para tu cuenta',
      'Soporte en inglés, español e italiano',
    ],
  },
  awards: {
    title: 'Lo que defendemos',
    items: ['Reglas publicadas', 'Pagos rápidos', 'Evaluación justa', 'Soporte humano'],
  },
  markets: {
    title: 'Mercados',
    lead: 'Más de 1.000 instrumentos en total',
    forex: { title: 'Forex', text: 'Más de 70 instrumentos, spreads desde 0,0 pips' },
    indices: { title: 'Índices', text: 'Más de 15 índices, 24/5' },
    commodities: { title: 'Materias primas', text: 'Más de 25 instrumentos, apalancamiento hasta 1:100' },
    crypto: { title: 'Criptomonedas', text: 'Más de 30 instrumentos, 24/7' },
  },
  partners: {
    title: 'Hazte socio',
    lead: 'Gana con cada desafío comprado a través de tu enlace, en cinco niveles de subafiliados.',
    stats: {
      commission: { value: 'Hasta 30%', label: 'de comisión' },
      levels: { value: '5 niveles', label: 'de subafiliados' },
      onboarding: { value: '24 h', label: 'de alta' },
      review: { value: '24–48 h', label: 'de revisión de la solicitud' },
    },
    benefits: {
      daily: { title: 'Pagos diarios', text: 'Solicita tus comisiones cuando correspondan, cualquier día.' },
      multilevel: {
        title: 'Estructura multinivel',
        text: 'Gana también con los traders que traen tus subafiliados.',
      },
      reliable: {
        title: 'Comisiones fiables',
        text: 'Cada compra y nivel queda registrado, con exportación CSV.',
      },
      fast: { title: 'Alta rápida', text: 'Solicítalo en minutos; lo revisamos en 48 horas.' },
    },
    apply: 'Hazte socio',
    program: 'Programa de afiliados',
  },
  restricted: {
    title: 'Países restringidos',
    text: 'No podemos aceptar traders que residan u operen desde: {{countries}}.',
  },
  cta: {
    title: '¿Listo para demostrar tu habilidad?',
    text: 'Elige un plan, supera la evaluación y opera una cuenta financiada.',
    start: 'Empezar desafío',
    plans: 'Ver planes',
  },
};
