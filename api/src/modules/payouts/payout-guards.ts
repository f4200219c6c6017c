import { ownedResourceGuard } from '../../http/owned-resource-guard.ts';
import { PayoutMethod } from './payout-method.entity.ts';

/** A trader's own payout method, looked up before the body is read (another person's answers 404). */
export const ownPayoutMethodGuard = ownedResourceGuard(
  'methodId',
  async (em, userId, id) => (await em.count(PayoutMethod, { id, owner: userId })) > 0,
  'Payout method not found',
);
