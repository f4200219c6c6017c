import type { en } from './en.ts';

/** Los textos de la configuración de la empresa en español (namespace `organizationSettings`). */
export const es: typeof en = {
  loading: 'Cargando la marca…',
  loadFailed: 'No se pudo cargar la marca.',
  retry: 'Reintentar',
  noOrganization: 'Elige primero una organización.',
  readOnly: 'Solo los propietarios y administradores de la organización pueden cambiar su marca.',
  brand: {
    title: 'Marca',
    intro:
      'Cómo ven tus páginas los traders: la landing, las páginas de acceso, su panel y las páginas de tu equipo. El área de administración de la plataforma conserva siempre su propio aspecto.',
    colors: 'Colores',
    colorFields: {
      primaryColor: 'Principal',
      secondaryColor: 'Secundario',
      accentColor: 'Acento',
      backgroundColor: 'Fondo',
      textColor: 'Texto',
    },
    colorHints: {
      primaryColor: 'Botones, enlaces y elementos destacados.',
      secondaryColor: 'Cabeceras y superficies oscuras.',
      accentColor: 'Insignias y pequeños detalles.',
      backgroundColor: 'El fondo de la página.',
      textColor: 'El texto sobre el fondo.',
    },
    invalidColor: 'Escribe un color como #rrggbb, por ejemplo #1d4ed8.',
    lowContrastText:
      'El texto sobre este fondo se lee a {{ratio}}:1; se necesita al menos {{minimum}}:1. Elige un texto más oscuro o un fondo más claro.',
    lowContrastButton:
      'El texto de los botones sobre este color se lee a {{ratio}}:1; se necesita al menos {{minimum}}:1. Elige un color principal más oscuro o más claro.',
    font: 'Fuente',
    fontHint:
      'Fuentes que ya tienen todos los móviles y ordenadores: tus páginas nunca esperan una fuente web.',
    fonts: {
      system: 'Sistema (la del dispositivo)',
      neutral: 'Neutra (Helvetica, Arial)',
      humanist: 'Humanista (Segoe UI, Trebuchet)',
      geometric: 'Geométrica (Avenir, Futura)',
      serif: 'Serif (Georgia, Times)',
      mono: 'Monoespaciada (Menlo, Consolas)',
    },
    customFont: 'Una fuente elegida por la plataforma',
    logo: 'Logotipo',
    logoHint: 'PNG, JPEG o SVG, como máximo 512 KB. A los SVG se les quitan scripts y referencias externas.',
    logoChoose: 'Subir un logotipo',
    logoReplace: 'Sustituir el logotipo',
    logoRemove: 'Quitar el logotipo',
    logoNone: 'Aún no has subido ningún logotipo.',
    logoAlt: 'El logotipo actual',
    logoUploaded: 'Logotipo subido.',
    logoRemoved: 'Logotipo quitado.',
    logoTooLarge: 'Este archivo supera los 512 KB.',
    logoType: 'El logotipo debe ser una imagen PNG, JPEG o SVG.',
    logoFailed: 'No se pudo subir el logotipo. Inténtalo de nuevo.',
    css: 'CSS personalizado',
    cssHint:
      'Se aplica solo al contenido de tus páginas, nunca a la cabecera, los menús ni las pantallas de acceso. Solo se conservan colores, fondos, bordes, fuentes, espaciado interior y propiedades similares; se quitan las importaciones y las direcciones externas. {{count}} de {{max}} caracteres.',
    cssRemoved: 'Quitado al guardar ({{count}}):',
    cssReasons: {
      unparsable: 'no se pudo leer',
      at_rule: 'solo se conservan los bloques @media y @supports',
      selector: 'este selector saldría de tu contenido',
      property: 'esta propiedad no está permitida',
      value: 'este valor carga o ejecuta algo',
    },
    cssLine: 'línea {{line}}',
    preview: 'Vista previa',
    previewHint:
      'Tus colores, fuente y logotipo tal como los verán los traders. El CSS personalizado se ve en tus páginas una vez guardado.',
    previewSample: {
      headline: 'Consigue financiación para operar',
      body: 'Supera la evaluación, opera con nuestro capital y quédate hasta el 90% del beneficio.',
      cta: 'Empezar el challenge',
      badge: 'Nuevo',
      link: 'Leer las reglas',
    },
    save: 'Guardar la marca',
    saved: 'Marca guardada.',
    invalidFields: 'Algunos campos necesitan tu atención.',
    forbidden: 'No puedes cambiar la marca de esta organización.',
    saveFailed: 'No se pudo guardar la marca. Inténtalo de nuevo.',
  },
};
