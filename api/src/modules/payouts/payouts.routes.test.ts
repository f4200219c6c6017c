import { randomUUID } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import { ZPayout, ZPayoutMethod, ZPayoutOverview } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { DomainEvent } from '../events/index.ts';
import {
  DAY_MS,
  FIRST_AMOUNT_MINOR,
  FIRST_TRADE_AT,
  IBAN_METHOD,
  PROFIT_MINOR,
  usePayoutFirm,
} from '../../test/payout-firm.ts';

describe.each(TEST_DRIVERS)('trader payouts (%s)', (driver) => {
  const firm = usePayoutFirm(driver, `payouts_trader_${driver}`);

  const saveIban = async () => {
    const response = await firm.inject('trader', 'POST', '/me/payout-methods', IBAN_METHOD);
    expect(response.statusCode).toBe(201);
    return ZPayoutMethod.parse(response.json());
  };

  describe('payout methods', () => {
    it('saves a bank account in electronic format, lists, changes and deletes it', async () => {
      const method = await saveIban();
      expect(method).toMatchObject({
        kind: 'bank_transfer',
        iban: 'DE89370400440532013000',
        bic: 'COBADEFFXXX',
      });
      const changed = await firm.inject('trader', 'PUT', `/me/payout-methods/${method.id}`, {
        ...IBAN_METHOD,
        label: 'Savings',
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.json()).toMatchObject({ label: 'Savings' });
      const listed = await firm.inject('trader', 'GET', '/me/payout-methods');
      expect(listed.json<{ methods: { id: string }[] }>().methods.map((each) => each.id)).toContain(
        method.id,
      );
      expect((await firm.inject('trader', 'DELETE', `/me/payout-methods/${method.id}`)).statusCode).toBe(204);
    });

    it('saves a wallet whose address fits its network', async () => {
      const response = await firm.inject('trader', 'POST', '/me/payout-methods', {
        kind: 'crypto_wallet',
        label: 'Cold wallet',
        network: 'ethereum',
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
      });
      expect(response.statusCode).toBe(201);
    });

    it('refuses a wrong IBAN check digit, a bad BIC and an address of another network (400)', async () => {
      const badIban = await firm.inject('trader', 'POST', '/me/payout-methods', {
        ...IBAN_METHOD,
        iban: 'DE89 3704 0044 0532 0130 01',
      });
      expect(badIban.statusCode).toBe(400);
      expect(badIban.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
      const badBic = await firm.inject('trader', 'POST', '/me/payout-methods', { ...IBAN_METHOD, bic: 'XX' });
      expect(badBic.statusCode).toBe(400);
      const wrongNetwork = await firm.inject('trader', 'POST', '/me/payout-methods', {
        kind: 'crypto_wallet',
        label: 'Wallet',
        network: 'bitcoin',
        address: '0x52908400098527886E0F7030069857D2E4169EE7',
      });
      expect(wrongNetwork.statusCode).toBe(400);
      expect(wrongNetwork.json()).toMatchObject({ error: { details: { field: 'address' } } });
    });

    it("another trader's method is not found; a support agent is refused (403)", async () => {
      const method = await saveIban();
      expect((await firm.inject('neighbour', 'DELETE', `/me/payout-methods/${method.id}`)).statusCode).toBe(
        404,
      );
      expect((await firm.inject('agent', 'GET', '/me/payout-methods')).statusCode).toBe(403);
    });
  });

  describe('requests', () => {
    it('shows the checklist with the date the first payout opens, and refuses the request naming the gates', async () => {
      const accountId = await firm.openFundedAccount('neighbour');
      const method = ZPayoutMethod.parse(
        (await firm.inject('neighbour', 'POST', '/me/payout-methods', IBAN_METHOD)).json(),
      );
      firm.clock.current = FIRST_TRADE_AT + 13 * DAY_MS;
      const overview = ZPayoutOverview.parse((await firm.inject('neighbour', 'GET', '/me/payouts')).json());
      const account = overview.accounts.find((each) => each.accountId === accountId);
      expect(account?.eligibility.isEligible).toBe(false);
      expect(account?.eligibility.gates.find((gate) => gate.gate === 'first_payout_delay')).toMatchObject({
        isMet: false,
        metAt: FIRST_TRADE_AT + 14 * DAY_MS,
      });
      const refused = await firm.inject('neighbour', 'POST', '/me/payouts', {
        accountId,
        methodId: method.id,
        requestKey: randomUUID(),
      });
      expect(refused.statusCode).toBe(409);
      expect(refused.json<{ error: { message: string } }>().error.message).toContain('first_payout_delay');
      expect(refused.json<{ error: { message: string } }>().error.message).toContain('kyc_approved');
    });

    it('requests once every gate is met: $799 paid, staff hear of it; the same key answers the first request', async () => {
      const accountId = await firm.openFundedAccount('trader');
      await firm.approveKyc('trader');
      const method = await saveIban();
      firm.clock.current = FIRST_TRADE_AT + 14 * DAY_MS;
      const overview = ZPayoutOverview.parse((await firm.inject('trader', 'GET', '/me/payouts')).json());
      const account = overview.accounts.find((each) => each.accountId === accountId);
      expect(overview.kycStatus).toBe('approved');
      expect(account?.eligibility).toMatchObject({
        isEligible: true,
        splitPercent: 70,
        nextSplitPercent: 75,
        grossMinor: PROFIT_MINOR,
        amountMinor: FIRST_AMOUNT_MINOR,
      });
      const input = { accountId, methodId: method.id, requestKey: randomUUID() };
      const created = await firm.inject('trader', 'POST', '/me/payouts', input);
      expect(created.statusCode).toBe(201);
      const payout = ZPayout.parse(created.json());
      expect(payout).toMatchObject({
        status: 'requested',
        amountMinor: FIRST_AMOUNT_MINOR,
        feeRefundMinor: 9_900,
      });
      const again = await firm.inject('trader', 'POST', '/me/payouts', input);
      expect(again.statusCode).toBe(200);
      expect(again.json()).toMatchObject({ id: payout.id });
      const second = await firm.inject('trader', 'POST', '/me/payouts', {
        ...input,
        requestKey: randomUUID(),
      });
      expect(second.statusCode).toBe(409);
      expect(second.json<{ error: { message: string } }>().error.message).toContain('no_pending_payout');

      const events = await firm.em().find(DomainEvent, { type: 'trader_payout_requested' });
      expect(events.map((event) => (event.payload as { payoutId: string }).payoutId)).toContain(payout.id);
    });

    it("another trader's account or method is not found (404); bad input is 400", async () => {
      const accountId = await firm.openFundedAccount('trader');
      const method = await saveIban();
      const foreign = await firm.inject('neighbour', 'POST', '/me/payouts', {
        accountId,
        methodId: method.id,
        requestKey: randomUUID(),
      });
      expect(foreign.statusCode).toBe(404);
      const bad = await firm.inject('trader', 'POST', '/me/payouts', { accountId: 'nope' });
      expect(bad.statusCode).toBe(400);
    });
  });
});
