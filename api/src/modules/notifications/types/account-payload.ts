import { z } from 'zod';

/** What every notification about one trading account carries: whose it is, the firm, its login. */
export const ZAccountPayload = z.object({
  accountId: z.uuid(),
  ownerId: z.uuid(),
  organizationId: z.uuid(),
  login: z.string(),
});
export type TAccountPayload = z.infer<typeof ZAccountPayload>;

/** The account's owner, reading in the trader area. */
export function ownerOf(payload: TAccountPayload) {
  return [{ kind: 'user', userId: payload.ownerId, area: 'trader' }] as const;
}

/** The payload's account part, from a trading account. */
export function accountPayloadOf(account: {
  readonly id: string;
  readonly owner: { readonly id: string };
  readonly organization: { readonly id: string };
  readonly login: string;
}): TAccountPayload {
  return {
    accountId: account.id,
    ownerId: account.owner.id,
    organizationId: account.organization.id,
    login: account.login,
  };
}
