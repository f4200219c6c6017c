import type { LandingCatalog } from './en.ts';

/** Loaded only when the reader chooses Spanish. */
export const es: LandingCatalog = {
  hero: {
    facts: 'Financiación de hasta {{size}} · desafíos desde {{fee}}',
    eyebrow: 'Trading propietario, financiado',
    title: 'Opera con nuestro capital. Quédate con la mayor parte de tus beneficios.',
    lead: 'Demuestra tu habilidad en una evaluación con reglas claras y públicas, conviértete en trader financiado y recibe un reparto de beneficios.',
    startChallenge: 'Iniciar desafío',
    viewPlans: 'Ver planes',
  },
  steps: {
    title: 'Cómo funciona',
    challenge: {
      title: 'Desafío',
      text: 'Alcanza el objetivo de beneficio respetando los límites de pérdida.',
    },
    verification: {
      title: 'Verificación',
      text: 'Confirma tus resultados con un segundo paso, más sencillo.',
    },
    funded: {
      title: 'Trader financiado',
      text: 'Opera una cuenta financiada y recibe tu parte de los beneficios.',
    },
  },
};
