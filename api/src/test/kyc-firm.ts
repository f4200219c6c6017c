import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll } from '@jest/globals';
import type { TLanguage, TMemberRole, TProfileRole } from '@propdesk/shared/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import type { TDatabaseDriver } from '../db/config.ts';
import { bearer, createTestAccount, signInAs, TEST_TOTP_SECRET } from './auth-fixtures.ts';
import type { TTestAppHandle } from './use-test-app.ts';
import { useTestApp } from './use-test-app.ts';
import type { TUser } from '../modules/tenancy/user.entity.ts';
import { OrganizationMember } from '../modules/tenancy/organization-member.entity.ts';
import { Organization, type TOrganization } from '../modules/tenancy/organization.entity.ts';
import { Profile } from '../modules/tenancy/profile.entity.ts';
import { createLocalDocumentStorage } from '../infra/document-storage.ts';

/** Fixed so tests can sign document links the app then verifies (document-link.ts derives from it). */
export const KYC_TEST_JWT_SECRET = 'kyc-test-only-jwt-secret-0123456789abcdefghijklmnop';

type TPersonSpec = {
  role: TProfileRole;
  member: TMemberRole | null;
  language: TLanguage;
  isOtherFirm?: boolean;
  /** Signs in with a second factor (an authenticator is set up for them). */
  hasSecondFactor?: boolean;
};

/** The firm's traders and staff, another firm's owner and a platform admin. */
const PEOPLE = {
  trader: { role: 'client', member: 'user', language: 'it' },
  minor: { role: 'client', member: 'user', language: 'en' },
  owner: { role: 'client', member: 'owner', language: 'es', hasSecondFactor: true },
  manager: { role: 'client', member: 'manager', language: 'en' },
  agent: { role: 'client', member: 'agent', language: 'en' },
  otherOwner: { role: 'client', member: 'owner', language: 'en', isOtherFirm: true, hasSecondFactor: true },
  admin: { role: 'admin', member: null, language: 'en' },
} as const satisfies Record<string, TPersonSpec>;
export type TKycPerson = keyof typeof PEOPLE;

/** A small real PNG carrying a text chunk (metadata the upload must drop). */
export async function pngWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#336699' } })
    .png()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-and-device' } } })
    .toBuffer();
}

export async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 8, height: 8, channels: 3, background: '#996633' } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'secret-gps-and-device' } })
    .toBuffer();
}

/** The smallest bytes file-type reads as a PDF. */
export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n');

/**
 * A firm with its people (each signed in once; the owner and the other firm's owner with a second
 * factor) and helpers for the trader's side of the check. Registers its beforeAll in the enclosing describe.
 */
export function useKycFirm(driver: TDatabaseDriver, purpose: string) {
  const documentsDirectory = path.join(tmpdir(), `propdesk-kyc-${purpose}-${randomUUID()}`);
  const handle: TTestAppHandle = useTestApp(driver, purpose, {
    config: {
      jwtSecret: KYC_TEST_JWT_SECRET,
      documentStorage: { kind: 'local', directory: documentsDirectory },
    },
  });
  const em = () => handle.database().orm.em.fork();
  const tokens = {} as Record<TKycPerson, string>;
  const users = {} as Record<TKycPerson, TUser>;
  const state = { firm: null as TOrganization | null, other: null as TOrganization | null };
  const slug = purpose.replaceAll('_', '-');

  beforeAll(async () => {
    const manager = em();
    const firm = manager.create(Organization, { slug: `${slug}-firm`, name: 'Kyc Firm' });
    const other = manager.create(Organization, { slug: `${slug}-other`, name: 'Other Firm' });
    await manager.flush();
    state.firm = firm;
    state.other = other;
    for (const key of Object.keys(PEOPLE) as TKycPerson[]) {
      const person: TPersonSpec = PEOPLE[key];
      const organization = person.isOtherFirm === true ? other : firm;
      const email = `${key.toLowerCase()}@${slug}.example.com`;
      const user = await createTestAccount(manager, {
        email,
        role: person.role,
        portalType: person.role === 'client' ? 'client' : null,
        organization: person.member === null ? null : organization,
        firstName: key,
        lastName: 'Tester',
        ...(person.hasSecondFactor === true ? { totpSecret: TEST_TOTP_SECRET } : {}),
      });
      users[key] = user;
      await manager.nativeUpdate(Profile, { user: user.id }, { language: person.language });
      if (person.member !== null) {
        manager.create(OrganizationMember, { organization, user, role: person.member, status: 'active' });
      }
      await manager.flush();
      tokens[key] = (
        await signInAs(handle.app(), {
          email,
          portal: person.role === 'admin' ? 'admin' : 'client',
          totpSecret: TEST_TOTP_SECRET,
        })
      ).accessToken;
    }
  });

  const app = (): FastifyInstance => handle.app();
  const upload = (
    who: TKycPerson,
    kind: string,
    bytes: Buffer,
    contentType = 'application/octet-stream',
  ): Promise<LightMyRequestResponse> =>
    app().inject({
      method: 'PUT',
      url: `/api/me/kyc/documents/${kind}`,
      headers: { ...bearer(tokens[who]), 'content-type': contentType },
      payload: bytes,
    });
  const submit = (who: TKycPerson, body: Record<string, unknown>): Promise<LightMyRequestResponse> =>
    app().inject({ method: 'POST', url: '/api/me/kyc', headers: bearer(tokens[who]), payload: body });
  const uploadAll = async (who: TKycPerson): Promise<void> => {
    const png = await pngWithMetadata();
    for (const [kind, bytes] of [
      ['id_front', png],
      ['id_back', await jpegWithExif()],
      ['proof_of_residence', PDF_BYTES],
    ] as const) {
      const response = await upload(who, kind, bytes);
      if (response.statusCode !== 200)
        throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
    }
  };
  const staff = (who: TKycPerson, method: 'GET' | 'POST', path: string, payload?: Record<string, unknown>) =>
    app().inject({
      method,
      url: `/api/organizations/${path}`,
      headers: bearer(tokens[who]),
      ...(payload === undefined ? {} : { payload }),
    });

  return {
    handle,
    app,
    em,
    /** The app's document storage, read directly. */
    storage: createLocalDocumentStorage(documentsDirectory),
    tokens,
    users,
    firm: (): TOrganization => {
      if (state.firm === null) throw new Error('the firm exists only inside tests');
      return state.firm;
    },
    other: (): TOrganization => {
      if (state.other === null) throw new Error('the other firm exists only inside tests');
      return state.other;
    },
    upload,
    submit,
    uploadAll,
    staff,
  };
}

/** A date of birth as YYYY-MM-DD: `years` before today (UTC), moved by `days`. */
export function birthDate(years: number, days = 0): string {
  const today = new Date();
  const date = new Date(
    Date.UTC(today.getUTCFullYear() - years, today.getUTCMonth(), today.getUTCDate() + days),
  );
  return date.toISOString().slice(0, 10);
}
