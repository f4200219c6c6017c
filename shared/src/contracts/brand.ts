import { z } from 'zod';
import {
  BRAND_FONT_KEYS,
  BRAND_LOGO_TYPES,
  CUSTOM_CSS_MAX_LENGTH,
  type TBrandFont,
} from '../domain/white-label.ts';
import { ZHexColor, ZOrganizationTheme } from './organizations.ts';

export const ZOrganizationBrandParams = z.object({ organizationId: z.uuid() });

export const ZBrandFont = z.enum(BRAND_FONT_KEYS as [TBrandFont, ...TBrandFont[]]);

/** The logo a firm uploaded, served by the api at `url` (public: its pages show it to anyone). */
export const ZBrandLogo = z.object({ url: z.url(), contentType: z.enum(BRAND_LOGO_TYPES) });
export type TBrandLogo = z.infer<typeof ZBrandLogo>;

/** What the brand editor reads: the theme as the firm's pages get it, with the chosen font and the logo. */
export const ZBrand = z.object({
  organizationId: z.string(),
  theme: ZOrganizationTheme,
  /** The curated font in use; null when the stored stack is none of them (set by the platform). */
  font: ZBrandFont.nullable(),
  logo: ZBrandLogo.nullable(),
  updatedAt: z.iso.datetime(),
});
export type TBrand = z.infer<typeof ZBrand>;

/** The brand editor's form: every field, replaced at once. */
export const ZBrandInput = z.object({
  primaryColor: ZHexColor,
  secondaryColor: ZHexColor,
  accentColor: ZHexColor,
  backgroundColor: ZHexColor,
  textColor: ZHexColor,
  font: ZBrandFont,
  /** Sanitized before it is stored; an empty stylesheet is none. */
  customCss: z.string().max(CUSTOM_CSS_MAX_LENGTH).nullable(),
});
export type TBrandInput = z.infer<typeof ZBrandInput>;

/** A part of the custom CSS the api removed, with why, for the editor to show beside the stylesheet. */
export const ZCustomCssRemoval = z.object({
  reason: z.enum(['unparsable', 'at_rule', 'selector', 'property', 'value']),
  css: z.string(),
  line: z.number().int().nullable(),
});
export type TCustomCssRemoval = z.infer<typeof ZCustomCssRemoval>;

export const ZBrandSaved = ZBrand.extend({ customCssRemoved: z.array(ZCustomCssRemoval) });
export type TBrandSaved = z.infer<typeof ZBrandSaved>;
