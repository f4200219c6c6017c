import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TPlanInput, TStaffPlan } from '@propdesk/shared/contracts';
import { sessionStore } from '@propdesk/shared/session';
import { requestsTo } from '@propdesk/shared/testing';
import { PlansEditor } from './plans-editor.tsx';
import { renderAsMember, TEST_FIRM_ID } from './render-as-member.tsx';

const PLAN: TStaffPlan = {
  id: '99999999-9999-4999-8999-999999999999',
  program: 'two_step',
  accountSizeMinor: 10_000_000,
  feeMinor: 49_900,
  currency: 'USD',
  active: true,
  displayOrder: 1,
  resetOffer: null,
  updatedAt: '2026-11-27T10:00:00.000Z',
};

describe('PlansEditor', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
  });

  it('lists the plans and changes one, refusing a fee above the size before sending', async () => {
    const user = userEvent.setup();
    const sent: TPlanInput[] = [];
    const path = `/api/organizations/${TEST_FIRM_ID}/plans`;
    const fetchSpy = renderAsMember('owner', <PlansEditor organizationId={TEST_FIRM_ID} canEdit />, {
      [`GET ${path}`]: { body: { plans: [PLAN] } },
      [`PUT ${path}/${PLAN.id}`]: async (request) => {
        const input = (await request.json()) as TPlanInput;
        sent.push(input);
        return { body: { ...PLAN, ...input } };
      },
    });
    const table = await screen.findByTestId('plans');
    expect(within(table).getByText('$100,000.00')).toBeTruthy();
    expect(within(table).getByText('No reset')).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog');
    const fee = within(dialog).getByRole('textbox', { name: 'Fee' });
    await user.clear(fee);
    await user.type(fee, '200000');
    await user.click(within(dialog).getByRole('button', { name: 'Save the plan' }));
    expect(within(dialog).getByText(/A fee from 0 to 100,000/)).toBeTruthy();
    expect(requestsTo(fetchSpy, 'PUT', `${path}/${PLAN.id}`)).toHaveLength(0);

    await user.clear(fee);
    await user.type(fee, '599');
    await user.click(within(dialog).getByRole('switch', { name: 'On sale' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the plan' }));
    expect(await screen.findByTestId('plans')).toBeTruthy();
    expect(sent).toEqual([
      {
        program: 'two_step',
        accountSizeMinor: 10_000_000,
        feeMinor: 59_900,
        currency: 'USD',
        active: false,
        displayOrder: 1,
        resetOffer: null,
      },
    ]);
  });

  it('offers a discounted reset for some days, refusing a window it cannot keep', async () => {
    const user = userEvent.setup();
    const sent: TPlanInput[] = [];
    const path = `/api/organizations/${TEST_FIRM_ID}/plans`;
    renderAsMember('owner', <PlansEditor organizationId={TEST_FIRM_ID} canEdit />, {
      [`GET ${path}`]: { body: { plans: [PLAN] } },
      [`PUT ${path}/${PLAN.id}`]: async (request) => {
        const input = (await request.json()) as TPlanInput;
        sent.push(input);
        return { body: { ...PLAN, ...input } };
      },
    });
    await user.click(within(await screen.findByTestId('plans')).getByRole('button', { name: 'Edit' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Discount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Discount off the fee' }), '40');
    const days = within(dialog).getByRole('textbox', { name: /Days on offer/ });
    await user.clear(days);
    await user.type(days, '400');
    await user.click(within(dialog).getByRole('button', { name: 'Save the plan' }));
    expect(within(dialog).getByText('From 1 to 365 days.')).toBeTruthy();
    expect(sent).toHaveLength(0);

    await user.clear(days);
    await user.type(days, '10');
    await user.click(within(dialog).getByRole('button', { name: 'Save the plan' }));
    expect(await screen.findByTestId('plans')).toBeTruthy();
    expect(sent[0]?.resetOffer).toEqual({ priceMinor: null, discountPercent: 40, windowDays: 10 });
  });

  it('shows a manager the plans and their reset offers without changing them', async () => {
    renderAsMember('manager', <PlansEditor organizationId={TEST_FIRM_ID} canEdit={false} />, {
      [`GET /api/organizations/${TEST_FIRM_ID}/plans`]: {
        body: {
          plans: [
            PLAN,
            {
              ...PLAN,
              id: '88888888-8888-4888-8888-888888888888',
              accountSizeMinor: 5_000_000,
              resetOffer: { priceMinor: 24_900, discountPercent: null, windowDays: 7 },
            },
            {
              ...PLAN,
              id: '77777777-7777-4777-8777-777777777777',
              accountSizeMinor: 2_500_000,
              resetOffer: { priceMinor: null, discountPercent: 40, windowDays: 1 },
            },
          ],
        },
      },
    });
    const table = await screen.findByTestId('plans');
    expect(within(table).getByText('$249.00 for 7 days')).toBeTruthy();
    expect(within(table).getByText('40 % off for 1 day')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a plan' })).toBeNull();
  });
});
