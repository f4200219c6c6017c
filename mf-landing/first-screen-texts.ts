import { en } from './src/features/landing/i18n/en.ts';
import { es } from './src/features/landing/i18n/es.ts';
import { it } from './src/features/landing/i18n/it.ts';

/**
 * first-screen.json: the hero's texts in every language, written by the build beside remoteEntry.js.
 * The shell's server paints them into the HTML of `/` (scripts/serve/first-screen) so the hero appears
 * before any script has run; the landing's own hero then takes over with the same words.
 */
export function firstScreenTexts() {
  return Object.fromEntries(
    Object.entries({ en, es, it }).map(([language, catalog]) => [
      language,
      {
        eyebrow: catalog.hero.eyebrow,
        title: catalog.hero.title,
        lead: catalog.hero.lead,
        startChallenge: catalog.hero.startChallenge,
        viewPlans: catalog.hero.viewPlans,
      },
    ]),
  );
}
