import { describe, expect, it } from '@jest/globals';
import { KYC_STATUSES, ZClientDetail, ZClientPage } from '@propdesk/shared/contracts';
import { DEFAULT_SIMULATOR_SEED } from '../config/app-config.ts';
import { createSecretBox, SECRET_PURPOSES } from '../modules/auth/mfa/secret-box.ts';
import { ClientNote } from '../modules/clients/client-note.entity.ts';
import { Organization } from '../modules/tenancy/organization.entity.ts';
import { bearer, signInAs } from '../test/auth-fixtures.ts';
import { TEST_MFA_ENCRYPTION_KEY } from '../test/build-test-app.ts';
import { TEST_DRIVERS } from '../test/databases.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { DEMO_CLIENTS } from './demo-clients.ts';
import { DEMO_REFUND, DEMO_REFUNDED_CLIENT } from './demo-refunds.ts';
import { seedDevelopmentData } from './seed-development-data.ts';

/** The demo clients of the default firm, as Client Management reads them (a database of their own). */
describe.each(TEST_DRIVERS)('demo clients (%s)', (driver) => {
  const handle = useTestApp(driver, 'seed_clients');

  it('seeds the demo data', async () => {
    const options = {
      secretBox: createSecretBox(TEST_MFA_ENCRYPTION_KEY, SECRET_PURPOSES.totp),
      simulatorSeed: DEFAULT_SIMULATOR_SEED,
      // Up to now, as `npm start` seeds: the server judges the data by its own clock.
      now: Date.now(),
    };
    expect(await seedDevelopmentData(handle.database().orm, options)).toBe('seeded');
  });

  it('gives the default firm forty more clients to manage: every KYC state, one blocked, notes, accounts', async () => {
    const owner = await signInAs(handle.app(), {
      ...DEMO_ACCOUNTS.organizationOwner,
      portal: 'organization',
      totpSecret: DEMO_ACCOUNTS.organizationOwner.totpSecret,
    });
    const em = handle.database().orm.em.fork();
    const firm = await em.findOneOrFail(Organization, { slug: 'default' });
    const list = async (query: string) => {
      const response = await handle.app().inject({
        method: 'GET',
        url: `/api/organizations/${firm.id}/clients?${query}`,
        headers: bearer(owner.accessToken),
      });
      return ZClientPage.parse(response.json());
    };
    // Tess and Fiona, and DEMO_CLIENTS.
    expect((await list('pageSize=1')).total).toBe(2 + DEMO_CLIENTS.length);
    for (const kyc of KYC_STATUSES) expect((await list(`kyc=${kyc}`)).total).toBeGreaterThan(0);
    expect((await list('blocked=true')).clients.map((client) => client.name)).toEqual(['Viktor Petrov']);
    expect((await list('funded=true')).total).toBeGreaterThanOrEqual(3);
    expect(
      new Set((await list('pageSize=100')).clients.map((client) => client.country)).size,
    ).toBeGreaterThan(20);
    const [amelia] = (await list('search=amelia')).clients;
    const detail = ZClientDetail.parse(
      (
        await handle.app().inject({
          method: 'GET',
          url: `/api/organizations/${firm.id}/clients/${amelia?.userId ?? ''}`,
          headers: bearer(owner.accessToken),
        })
      ).json(),
    );
    expect(detail.notes).toHaveLength(2);
    expect(detail.accounts[0]).toMatchObject({ phaseKind: 'funded' });
    expect(detail.timeline.some((entry) => entry.kind === 'sign_in')).toBe(true);
    expect(await em.count(ClientNote, { organization: firm.id })).toBe(4);

    // One client's challenge was partly refunded by the owner, the account kept open.
    const [refunded] = (await list(`search=${DEMO_REFUNDED_CLIENT?.[1] ?? ''}`)).clients;
    const refundedDetail = ZClientDetail.parse(
      (
        await handle.app().inject({
          method: 'GET',
          url: `/api/organizations/${firm.id}/clients/${refunded?.userId ?? ''}`,
          headers: bearer(owner.accessToken),
        })
      ).json(),
    );
    expect(refundedDetail.orders[0]).toMatchObject({
      status: 'paid',
      refundedMinor: DEMO_REFUND.amountMinor,
      chargedBackMinor: 0,
      liveAccountLogins: [refundedDetail.accounts[0]?.login],
    });
  });
});
