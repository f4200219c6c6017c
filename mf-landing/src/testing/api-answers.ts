import type { StubbedAnswer } from '@propdesk/shared/testing';
import type { TPublicConfig, TPublicOrganization } from '@propdesk/shared/contracts';
import { PROGRAMS_FIXTURE } from './plans-fixture.ts';

/** What the public api answers in the landing tests: the default organization is "Acme Funding". */
export const PUBLIC_CONFIG: TPublicConfig = {
  productName: 'PropDesk',
  languages: ['en', 'es', 'it'],
  defaultLanguage: 'en',
  defaultOrganizationSlug: 'default',
  supportEmail: 'help@acme.example',
  supportPhone: '+44 20 7946 0000',
};

export function publicOrganization(slug: string, name: string): TPublicOrganization {
  return {
    name,
    slug,
    theme: {
      primaryColor: '#1c7ed6',
      secondaryColor: '#495057',
      accentColor: '#f59f00',
      backgroundColor: '#ffffff',
      textColor: '#212529',
      fontFamily: null,
      logoUrl: null,
      customCss: null,
    },
    tracking: { analyticsScriptUrl: null, marketingPixelUrl: null },
    contact: {
      legalName: null,
      registeredAddress: null,
      supportEmail: null,
      supportPhone: null,
      supportHours: null,
    },
  };
}

export const DEFAULT_ORGANIZATION_ANSWERS: Record<string, StubbedAnswer> = {
  '/api/public/config': { body: PUBLIC_CONFIG },
  // The test page's host (localhost) is no organization's custom domain.
  '/api/public/organizations/current': { status: 204, body: null },
  '/api/public/organizations/default': { body: publicOrganization('default', 'Acme Funding') },
  '/api/public/organizations/default/plans': { body: { programs: PROGRAMS_FIXTURE } },
};
