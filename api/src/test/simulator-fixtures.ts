import type { MikroORM } from '@mikro-orm/core';
import type { TTradeSide } from '@propdesk/shared/contracts';
import { DEFAULT_SIMULATOR_SEED } from '../config/app-config.ts';
import type { TClock } from '../infra/clock.ts';
import type { TUser } from '../modules/tenancy/user.entity.ts';
import type { TOrganization } from '../modules/tenancy/organization.entity.ts';
import type { TPlan } from '../modules/plans/plan.entity.ts';
import { placeSimulatorOrder, type TSimulator } from '../modules/simulator/simulator.service.ts';
import {
  createInProcessAccountChangeBus,
  type TAccountChangeBus,
} from '../modules/trading-accounts/account-changes.ts';
import { createAccountEvaluator } from '../modules/trading-accounts/account-evaluation.ts';
import { openPlatformAccount } from './trading-fixtures.ts';

/** The simulator platform on a clock of the test's, with an evaluator of its own (an api instance's). */
export function createTestSimulator(
  clock: TClock,
  changes: TAccountChangeBus = createInProcessAccountChangeBus(),
): TSimulator {
  return { evaluator: createAccountEvaluator({ changes }), clock, seed: DEFAULT_SIMULATOR_SEED };
}

export type TTestOrder = {
  symbol: string;
  side: TTradeSide;
  volume: number;
  stopLoss?: number | null;
  takeProfit?: number | null;
};

/**
 * A simulator account opened a minute before the simulator's clock, with `orders` placed through the
 * real order path at the clock's time. Answers its id and its positions' ids, in order.
 */
export async function openSimulatorAccount(
  orm: MikroORM,
  {
    organization,
    trader,
    plan,
    simulator,
    orders,
  }: {
    organization: TOrganization;
    trader: TUser;
    plan: TPlan;
    simulator: TSimulator;
    orders: readonly TTestOrder[];
  },
): Promise<{ accountId: string; positionIds: string[] }> {
  const account = await openPlatformAccount(orm.em.fork(), {
    organization,
    trader,
    plan,
    platform: 'simulator',
    startedAt: simulator.clock.now() - 60_000,
  });
  const positionIds: string[] = [];
  for (const order of orders) {
    const position = await placeSimulatorOrder({
      em: orm.em.fork(),
      accountId: account.id,
      order: { stopLoss: null, takeProfit: null, ...order },
      simulator,
    });
    positionIds.push(position.id);
  }
  return { accountId: account.id, positionIds };
}
