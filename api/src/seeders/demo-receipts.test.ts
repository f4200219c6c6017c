import { describe, expect, it } from '@jest/globals';
import { DEFAULT_SIMULATOR_SEED } from '../config/app-config.ts';
import { Notification } from '../modules/notifications/notification.entity.ts';
import { Receipt } from '../modules/receipts/receipt.entity.ts';
import { User } from '../modules/tenancy/user.entity.ts';
import { Order } from '../modules/trading-accounts/order.entity.ts';
import { TEST_DRIVERS } from '../test/databases.ts';
import { useTestApp } from '../test/use-test-app.ts';
import { DEMO_ACCOUNTS } from './demo-accounts.ts';
import { seedDevelopmentData } from './seed-development-data.ts';

describe.each(TEST_DRIVERS)('the demo receipts (%s)', (driver) => {
  const handle = useTestApp(driver, 'demo_receipts');

  it('gives each of the demo trader’s paid orders its receipt, numbered per firm and dated on its payment', async () => {
    const orm = handle.database().orm;
    expect(
      await seedDevelopmentData(orm, {
        secretBox: null,
        simulatorSeed: DEFAULT_SIMULATOR_SEED,
        now: Date.now(),
      }),
    ).toBe('seeded');
    const em = orm.em.fork();
    const tess = await em.findOneOrFail(User, { email: DEMO_ACCOUNTS.trader.email });
    const orders = await em.find(Order, { user: tess.id, paidAt: { $ne: null } });
    const receipts = await em.find(Receipt, { user: tess.id }, { populate: ['order'] });
    expect(orders.length).toBeGreaterThan(0);
    expect(receipts.map((receipt) => receipt.order.id).sort()).toEqual(
      orders.map((order) => order.id).sort(),
    );
    for (const receipt of receipts) expect(receipt.issuedAt).toEqual(receipt.order.paidAt);
    const firmSequences = (await em.find(Receipt, {}, { orderBy: { sequence: 'asc' } })).map((receipt) => [
      receipt.organization.id,
      receipt.sequence,
    ]);
    expect(new Set(firmSequences.map(String)).size).toBe(firmSequences.length);
    // Issued quietly: the demo's past payments notify nobody.
    expect(await em.count(Notification, { type: 'receipt_issued' })).toBe(0);
  });
});
