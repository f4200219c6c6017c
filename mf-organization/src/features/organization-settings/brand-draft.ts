import type { TBrand, TBrandInput } from '@propdesk/shared/contracts';
import { BRAND_FONTS, type TBrandFont } from '@propdesk/shared/domain';
import { isHexColor } from '@propdesk/shared/theme';
import { themeContrastProblems } from '@propdesk/shared/theme/contrast-check.ts';

export const BRAND_COLOR_FIELDS = [
  'primaryColor',
  'secondaryColor',
  'accentColor',
  'backgroundColor',
  'textColor',
] as const;
export type TBrandColorField = (typeof BRAND_COLOR_FIELDS)[number];

/** What the editor holds while the firm edits: the form's values, before they are saved. */
export type TBrandDraft = Record<TBrandColorField, string> & {
  /** null: the stored font is none of the curated ones (set by the platform) and stays until one is chosen. */
  font: TBrandFont | null;
  customCss: string;
};

/** A message key of the namespace and its values, resolved by the component that shows it. */
export type TDraftError = { key: string; values?: Record<string, string | number> };
export type TDraftErrors = Partial<Record<TBrandColorField, TDraftError>>;

export function draftOf(brand: TBrand): TBrandDraft {
  return {
    primaryColor: brand.theme.primaryColor,
    secondaryColor: brand.theme.secondaryColor,
    accentColor: brand.theme.accentColor,
    backgroundColor: brand.theme.backgroundColor,
    textColor: brand.theme.textColor,
    font: brand.font,
    customCss: brand.theme.customCss ?? '',
  };
}

/**
 * What the api would refuse, checked as the firm types: colours that are not #rrggbb, and the same
 * contrast rules the api applies (one function for both), each under the field to change.
 */
export function draftErrors(draft: TBrandDraft): TDraftErrors {
  const errors: TDraftErrors = {};
  for (const field of BRAND_COLOR_FIELDS) {
    if (!isHexColor(draft[field])) errors[field] = { key: 'brand.invalidColor' };
  }
  if (errors.primaryColor || errors.backgroundColor || errors.textColor) return errors;
  for (const problem of themeContrastProblems(draft)) {
    errors[problem.field] = {
      key: problem.against === 'backgroundColor' ? 'brand.lowContrastText' : 'brand.lowContrastButton',
      values: { ratio: problem.ratio.toFixed(2), minimum: problem.minimum },
    };
  }
  return errors;
}

/** The body of the save: the draft as the api takes it (the system font when none was chosen yet). */
export function brandInputOf(draft: TBrandDraft): TBrandInput {
  const { font, customCss, ...colors } = draft;
  return { ...colors, font: font ?? 'system', customCss: customCss.trim() === '' ? null : customCss };
}

/** The theme the preview draws: the draft's colours, and its font's stack (or the stored one). */
export function previewThemeOf(draft: TBrandDraft, storedFontFamily: string | null) {
  return {
    primaryColor: draft.primaryColor,
    secondaryColor: draft.secondaryColor,
    accentColor: draft.accentColor,
    backgroundColor: draft.backgroundColor,
    textColor: draft.textColor,
    fontFamily: draft.font === null ? storedFontFamily : BRAND_FONTS[draft.font],
  };
}
