import { describe, expect, it } from '@jest/globals';
import { ZTaxRate } from '@propdesk/shared/contracts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useStaffFirm } from '../../test/staff-firm.ts';
import { AuditEvent } from '../audit/index.ts';

describe.each(TEST_DRIVERS)('the firm’s tax rate (%s)', (driver) => {
  const firm = useStaffFirm(driver, `tax_rate_${driver}`);
  const taxRatePath = (organizationId = firm.firm().id) => `/organizations/${organizationId}/tax-rate`;
  const rateOf = async (who: 'owner' | 'manager' = 'owner') => {
    const response = await firm.inject(who, 'GET', taxRatePath());
    expect(response.statusCode).toBe(200);
    return ZTaxRate.parse(response.json()).taxRateBasisPoints;
  };

  it('has none by default; an owner sets 21 %, an admin removes it, each change audited once', async () => {
    expect(await rateOf()).toBeNull();

    const set = await firm.inject('owner', 'PUT', taxRatePath(), { taxRateBasisPoints: 2100 });
    expect(set.statusCode).toBe(200);
    expect(ZTaxRate.parse(set.json())).toEqual({ taxRateBasisPoints: 2100 });
    expect(await rateOf('manager')).toBe(2100);
    // Saving the same rate again changes nothing and records nothing.
    expect((await firm.inject('owner', 'PUT', taxRatePath(), { taxRateBasisPoints: 2100 })).statusCode).toBe(
      200,
    );

    const removed = await firm.inject('admin', 'PUT', taxRatePath(), { taxRateBasisPoints: null });
    expect(removed.statusCode).toBe(200);
    expect(await rateOf()).toBeNull();

    const events = await firm
      .em()
      .find(
        AuditEvent,
        { organization: firm.firm().id, action: 'tax_rate_updated' },
        { orderBy: { createdAt: 'asc' } },
      );
    expect(events.map((event) => event.details)).toEqual([
      { before: null, after: 2100 },
      { before: 2100, after: null },
    ]);
    expect(events.map((event) => event.actor?.id)).toEqual([firm.users.owner.id, firm.users.admin.id]);
  });

  it.each([
    ['zero', { taxRateBasisPoints: 0 }],
    ['above 100 %', { taxRateBasisPoints: 10_001 }],
    ['a fraction of a basis point', { taxRateBasisPoints: 21.5 }],
    ['a percentage as text', { taxRateBasisPoints: '21%' }],
    ['no rate at all', {}],
  ])('refuses %s with 400 and keeps the rate', async (_case, body) => {
    const response = await firm.inject('owner', 'PUT', taxRatePath(), body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'VALIDATION_ERROR' } });
    expect(await rateOf()).toBeNull();
  });

  it('lets a manager read it but not change it; agents and traders get 403, another firm 404', async () => {
    expect((await firm.inject('manager', 'PUT', taxRatePath(), { taxRateBasisPoints: 700 })).statusCode).toBe(
      403,
    );
    for (const who of ['agent', 'trader'] as const) {
      expect((await firm.inject(who, 'GET', taxRatePath())).statusCode).toBe(403);
      expect((await firm.inject(who, 'PUT', taxRatePath(), { taxRateBasisPoints: 700 })).statusCode).toBe(
        403,
      );
    }
    expect((await firm.inject('otherOwner', 'GET', taxRatePath())).statusCode).toBe(404);
    expect(
      (await firm.inject('otherOwner', 'PUT', taxRatePath(), { taxRateBasisPoints: 700 })).statusCode,
    ).toBe(404);
    // The other firm's owner sets their own firm's rate, which is not this firm's.
    expect(
      (await firm.inject('otherOwner', 'PUT', taxRatePath(firm.other().id), { taxRateBasisPoints: 700 }))
        .statusCode,
    ).toBe(200);
    expect(await rateOf()).toBeNull();
    expect((await firm.handle.app().inject({ method: 'GET', url: `/api${taxRatePath()}` })).statusCode).toBe(
      401,
    );
  });
});
