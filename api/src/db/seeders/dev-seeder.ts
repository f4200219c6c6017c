import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import {
  DEFAULT_ORGANIZATION_SLUG,
  DEFAULT_THEME_COLORS,
  ELITE_ORGANIZATION_SLUG,
} from '../../modules/organizations/organization.constants.ts';
import { Organization } from '../../modules/organizations/organization.entity.ts';

/** The demo tenants (PRODUCT.md, demo data). Later issues add people, accounts and trades here. */
export const DEMO_ORGANIZATIONS = [
  {
    slug: DEFAULT_ORGANIZATION_SLUG,
    name: 'VegaFunded',
    status: 'active',
    ...DEFAULT_THEME_COLORS,
    fontFamily: 'Inter, system-ui, sans-serif',
    logoUrl: null,
    customCss: null,
  },
  {
    // Dark, gold-accented branding so the two tenants are told apart at a glance.
    slug: ELITE_ORGANIZATION_SLUG,
    name: 'VegaFunded Elite',
    status: 'active',
    primaryColor: '#d4af37',
    secondaryColor: '#292524',
    accentColor: '#10b981',
    backgroundColor: '#0c0a09',
    textColor: '#f5f5f4',
    fontFamily: 'Montserrat, system-ui, sans-serif',
    logoUrl: null,
    customCss: null,
  },
] as const;

export class DevSeeder extends Seeder {
  override async run(em: EntityManager): Promise<void> {
    for (const organization of DEMO_ORGANIZATIONS) {
      em.persist(em.create(Organization, organization));
    }
  }
}
