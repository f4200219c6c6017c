import {
  ERROR_CODES,
  themeContrastProblems,
  type TCustomCssRemoval,
  type ZUpdateOrganizationRequest,
} from '@propdesk/shared/contracts';
import type { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { sanitizeCustomCss } from './custom-css.ts';

type TThemeChanges = z.output<typeof ZUpdateOrganizationRequest>['theme'];

/**
 * Custom CSS as it is stored: only in its sanitized form (custom-css.ts), so no path can serve what a firm
 * typed; a stylesheet with nothing safe left is none. Answers what was removed too.
 */
export function storableCss(customCss: string | null): { css: string | null; removed: TCustomCssRemoval[] } {
  if (customCss === null) return { css: null, removed: [] };
  const { css, removed } = sanitizeCustomCss(customCss);
  return { css: css === '' ? null : css, removed };
}

/** The admin's theme changes as they are stored (storableCss), with how many parts of the CSS went. */
export function storableTheme(theme: TThemeChanges): {
  theme: TThemeChanges;
  customCssRemoved: number;
} {
  if (theme?.customCss === undefined) return { theme, customCssRemoved: 0 };
  const { css, removed } = storableCss(theme.customCss);
  return { theme: { ...theme, customCss: css }, customCssRemoved: removed.length };
}

/**
 * Refuses colours a reader cannot read (WCAG AA): body text on the background, the text on a filled
 * button in the primary colour. Checked on the theme as it would be once changed, since a change to one
 * colour can break its pair; each problem names the field to change, in the validation error's shape.
 */
export function assertReadableColors(
  theme: { primaryColor: string; backgroundColor: string; textColor: string },
  /** Where the colours sit in the request body: under `theme` on the admin's routes, at the top in the brand editor's. */
  pathPrefix = '/theme',
): void {
  const problems = themeContrastProblems(theme);
  if (problems.length === 0) return;
  throw new DomainError(ERROR_CODES.validation, 'These colours are hard to read', {
    details: {
      issues: problems.map((problem) => ({
        location: 'body',
        path: `${pathPrefix}/${problem.field}`,
        code: 'low_contrast',
        message:
          problem.against === 'backgroundColor'
            ? `Text on the background reads at ${problem.ratio.toFixed(2)}:1; at least ${problem.minimum}:1 is needed`
            : `Button text on this colour reads at ${problem.ratio.toFixed(2)}:1; at least ${problem.minimum}:1 is needed: choose a darker or lighter colour`,
      })),
    },
  });
}
