import type { TPublicConfig, TPublicOrganization } from '@propdesk/shared/contracts';

/** Who a public page names as the firm behind it and how to reach it. */
export type TSiteContact = {
  supportEmail: string;
  supportPhone: string | null;
  supportHours: string | null;
  /** The registered company name; null when the organization has not given one (its name then stands). */
  legalName: string | null;
  /** Possibly several lines. */
  registeredAddress: string | null;
};

/**
 * The organization's own contact details from its profile; where it has not filled one in, the
 * platform's support address and line (SUPPORT_EMAIL, SUPPORT_PHONE) stand in, as before profiles existed.
 */
export function siteContactOf(
  config: TPublicConfig | undefined,
  organization: TPublicOrganization | undefined,
): TSiteContact {
  const contact = organization?.contact;
  return {
    supportEmail: contact?.supportEmail ?? config?.supportEmail ?? '',
    supportPhone: contact?.supportPhone ?? config?.supportPhone ?? null,
    supportHours: contact?.supportHours ?? null,
    legalName: contact?.legalName ?? null,
    registeredAddress: contact?.registeredAddress ?? null,
  };
}

/** An address of several lines on one line, for a sentence. */
export function oneLineAddress(address: string): string {
  return address
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(', ');
}
