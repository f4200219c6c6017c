import type { TLanguage } from '@propdesk/shared/i18n';
import type { TFaqGroup } from '../../components/faq-groups.tsx';

/**
 * A legal page's text in one language. Strings may contain placeholders that the page fills in when it
 * renders, so one text serves every tenant:
 * - `{{firm}}`: the organization's name (the tenant, or the platform's default organization);
 * - `{{legalName}}`: the registered company from the organization's profile, else its name;
 * - `{{legalEntity}}`: the same with the registered office, on one line (who the reader contracts with);
 * - `{{supportEmail}}`: where people write to the firm (its profile's, else the platform's);
 * - `{{minimumAge}}`: 18;
 * - `{{restrictedCountries}}`: the restricted countries, named in the reader's language.
 */
export type TLegalSection = {
  heading: string;
  paragraphs: readonly string[];
  /** A bulleted list shown after the paragraphs. */
  items?: readonly string[];
};

export type TLegalDocument = {
  /** The page's h1 and, with the firm's name, its <title>. */
  title: string;
  /** The meta description (about 150 characters). */
  description: string;
  /** ISO date the text was last changed, shown as "Last updated". */
  updated: string;
  /** A short plain-language summary shown above the sections. */
  summary: string;
  sections: readonly TLegalSection[];
};

export type TLegalDocumentSet = Record<TLanguage, TLegalDocument>;

/** The FAQ's fixed questions in every language. */
export type TFaqSet = Record<TLanguage, readonly TFaqGroup[]>;
