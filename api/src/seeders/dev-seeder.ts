import type { EntityManager } from '@mikro-orm/core';
import { Seeder } from '@mikro-orm/seeder';
import { hashPassword } from '../modules/auth/password-hasher.ts';
import { User } from '../modules/tenancy/user.entity.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import {
  DEFAULT_ORGANIZATION_SLUG,
  DEFAULT_THEME_COLORS,
  ELITE_ORGANIZATION_SLUG,
} from '../modules/tenancy/organization.constants.ts';
import { Organization } from '../modules/tenancy/organization.entity.ts';
import { provisionDefaultOffering } from '../modules/plans/default-offering.ts';
import { Profile } from '../modules/tenancy/profile.entity.ts';
import { DEMO_ACCOUNTS, type TDemoAccount } from './demo-accounts.ts';

/** The demo tenants (docs: Product › Demo data). */
export const DEMO_ORGANIZATIONS = [
  {
    slug: DEFAULT_ORGANIZATION_SLUG,
    name: 'VegaFunded',
    status: 'active',
    ...DEFAULT_THEME_COLORS,
    fontFamily: 'Inter, system-ui, sans-serif',
    logoUrl: null,
    customCss: null,
    // The profile its public pages show (footer, legal texts); made up, on reserved example domains.
    legalName: 'VegaFunded Trading S.r.l.',
    registeredAddress: 'Piazza Esempio 1\n20121 Milano (MI)\nItalia',
    supportEmail: 'support@vegafunded.example',
    supportPhone: '+39 02 1234 5678',
    supportHours: 'Mon–Fri 9:00–18:00 CET',
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

async function seedDemoAccount(em: EntityManager, account: TDemoAccount): Promise<void> {
  if ((await em.count(User, { email: account.email })) > 0) return;
  const organization =
    account.organizationSlug === null
      ? null
      : await em.findOneOrFail(Organization, { slug: account.organizationSlug });
  const user = em.create(User, {
    email: account.email,
    passwordHash: await hashPassword(account.password),
    emailVerifiedAt: new Date(),
  });
  if (organization !== null && account.memberRole !== null) {
    em.create(OrganizationMember, { organization, user, role: account.memberRole, status: 'active' });
  }
  em.create(Profile, {
    user,
    role: account.role,
    portalType: account.portalType,
    organization,
    clientOrganizationSlug: account.organizationSlug,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    country: account.country,
  });
}

/** Idempotent: each organization and account is created only when missing. */
export class DevSeeder extends Seeder {
  override async run(em: EntityManager): Promise<void> {
    for (const organization of DEMO_ORGANIZATIONS) {
      if ((await em.count(Organization, { slug: organization.slug })) > 0) continue;
      em.create(Organization, organization);
    }
    // Accounts link to organizations by slug: those must exist in the database first.
    await em.flush();
    for (const account of Object.values(DEMO_ACCOUNTS)) await seedDemoAccount(em, account);
    for (const { slug } of DEMO_ORGANIZATIONS) {
      // Each demo organization sells every program with the default rules (version 1) and price list.
      await provisionDefaultOffering(em, await em.findOneOrFail(Organization, { slug }), new Date());
      await em.flush();
    }
  }
}
