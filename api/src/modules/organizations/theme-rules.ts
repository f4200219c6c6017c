import {
  ERROR_CODES,
  themeContrastProblems,
  type ZUpdateOrganizationRequest,
} from '@propdesk/shared/contracts';
import type { z } from 'zod';
import { DomainError } from '../../errors/domain-error.ts';
import { sanitizeCustomCss } from './custom-css.ts';

type TThemeChanges = z.output<typeof ZUpdateOrganizationRequest>['theme'];

/**
 * The theme as it is stored: custom CSS only in its sanitized form (custom-css.ts), so no path can serve
 * what a firm typed; a stylesheet with nothing safe left is none. Answers how many parts were removed.
 */
export function storableTheme(theme: TThemeChanges): {
  theme: TThemeChanges;
  customCssRemoved: number;
} {
  if (theme?.customCss === undefined || theme.customCss === null) return { theme, customCssRemoved: 0 };
  const { css, removed } = sanitizeCustomCss(theme.customCss);
  return { theme: { ...theme, customCss: css === '' ? null : css }, customCssRemoved: removed.length };
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
