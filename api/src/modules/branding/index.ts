/**
 * What other modules may use of branding: they import it from here, never from its other files
 * (docs: Architecture › api).
 */
export { logoAsPng } from './logo-content.ts';
export { printableLogo } from './printable-logo.ts';
export { publicThemeOf } from './public-theme.ts';
export { assertReadableColors, storableTheme } from './theme-rules.ts';
