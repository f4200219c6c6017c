import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCoupon, TCouponInput, TCouponPage, TStaffPlan } from '@propdesk/shared/contracts';
import { sessionStore } from '@propdesk/shared/session';
import { requestsTo } from '@propdesk/shared/testing';
import { CouponsEditor } from './coupons-editor.tsx';
import { renderAsMember, TEST_FIRM_ID } from './render-as-member.tsx';

const PATH = `/api/organizations/${TEST_FIRM_ID}/coupons`;
const STARTED = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString();

const PLAN: TStaffPlan = {
  id: '99999999-9999-4999-8999-999999999999',
  program: 'two_step',
  accountSizeMinor: 10_000_000,
  feeMinor: 49_900,
  currency: 'USD',
  active: true,
  displayOrder: 1,
  updatedAt: STARTED,
} as TStaffPlan;

const COUPON: TCoupon = {
  id: '88888888-8888-4888-8888-888888888888',
  code: 'WELCOME10',
  kind: 'percent',
  percentOff: 10,
  amountOffMinor: null,
  currency: null,
  planIds: [],
  startsAt: STARTED,
  endsAt: null,
  maxUses: 100,
  maxUsesPerTrader: 1,
  usedCount: 3,
  active: true,
  createdAt: STARTED,
  updatedAt: STARTED,
};

const pageOf = (coupons: TCoupon[], total = coupons.length): TCouponPage => ({
  coupons,
  total,
  page: 1,
  pageSize: 20,
});

describe('CouponsEditor', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
  });

  it('lists the coupons and adds one, refusing a bad code and percentage before sending', async () => {
    const user = userEvent.setup();
    const sent: TCouponInput[] = [];
    const fetchSpy = renderAsMember('owner', <CouponsEditor organizationId={TEST_FIRM_ID} canEdit />, {
      [`GET ${PATH}`]: { body: pageOf([COUPON]) },
      [`GET /api/organizations/${TEST_FIRM_ID}/plans`]: { body: { plans: [PLAN] } },
      [`POST ${PATH}`]: async (request) => {
        const input = (await request.json()) as TCouponInput;
        sent.push(input);
        return { status: 201, body: { ...COUPON, ...input, id: '77777777-7777-4777-8777-777777777777' } };
      },
    });
    const table = await screen.findByTestId('coupons');
    expect(within(table).getByText('WELCOME10')).toBeTruthy();
    expect(within(table).getByText('10 % off')).toBeTruthy();
    expect(within(table).getByText('3 of 100 · 1 per trader')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Add a coupon' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Code' }), 'no spaces');
    const percent = within(dialog).getByRole('textbox', { name: 'Percentage off' });
    await user.clear(percent);
    await user.type(percent, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save the coupon' }));
    expect(within(dialog).getByText('From 3 to 40 letters, digits, - or _')).toBeTruthy();
    expect(within(dialog).getByText('A whole percentage from 1 to 100')).toBeTruthy();
    expect(requestsTo(fetchSpy, 'POST', PATH)).toHaveLength(0);

    const code = within(dialog).getByRole('textbox', { name: 'Code' });
    await user.clear(code);
    await user.type(code, 'SUMMER-15');
    await user.clear(percent);
    await user.type(percent, '15');
    await user.type(within(dialog).getByRole('textbox', { name: /Uses in total/ }), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Save the coupon' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      code: 'SUMMER-15',
      kind: 'percent',
      percentOff: 15,
      amountOffMinor: null,
      currency: null,
      planIds: [],
      endsAt: null,
      maxUses: 50,
      maxUsesPerTrader: null,
      active: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('changes a coupon to a fixed amount for one plan, and shows what the api refused under its field', async () => {
    const user = userEvent.setup();
    const sent: TCouponInput[] = [];
    renderAsMember('owner', <CouponsEditor organizationId={TEST_FIRM_ID} canEdit />, {
      [`GET ${PATH}`]: { body: pageOf([COUPON]) },
      [`GET /api/organizations/${TEST_FIRM_ID}/plans`]: { body: { plans: [PLAN] } },
      [`PUT ${PATH}/${COUPON.id}`]: async (request) => {
        sent.push((await request.json()) as TCouponInput);
        return {
          status: 400,
          body: {
            error: {
              code: 'VALIDATION_ERROR',
              message: 'Request validation failed',
              details: { issues: [{ location: 'body', path: '/planIds', code: 'custom', message: 'x' }] },
            },
            requestId: 'r-2',
          },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit WELCOME10' }));
    const dialog = screen.getByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: 'Fixed amount' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount off' }), '25');
    await user.click(within(dialog).getByRole('checkbox', { name: '2-Step Challenge · $100,000' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save the coupon' }));
    expect(await within(dialog).findByText('Choose plans of this firm.')).toBeTruthy();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Some fields need your attention.');
    expect(sent[0]).toMatchObject({
      code: 'WELCOME10',
      kind: 'fixed',
      percentOff: null,
      amountOffMinor: 2_500,
      currency: 'USD',
      planIds: [PLAN.id],
      maxUses: 100,
      maxUsesPerTrader: 1,
    });
  });

  it('deactivates a coupon after confirming', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderAsMember('admin', <CouponsEditor organizationId={TEST_FIRM_ID} canEdit />, {
      [`GET ${PATH}`]: { body: pageOf([COUPON]) },
      [`POST ${PATH}/${COUPON.id}/deactivate`]: { body: { ...COUPON, active: false } },
    });
    await user.click(await screen.findByRole('button', { name: 'Deactivate WELCOME10' }));
    const dialog = screen.getByRole('dialog', { name: 'Deactivate WELCOME10?' });
    expect(requestsTo(fetchSpy, 'POST', `${PATH}/${COUPON.id}/deactivate`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() =>
      expect(requestsTo(fetchSpy, 'POST', `${PATH}/${COUPON.id}/deactivate`)).toHaveLength(1),
    );
  });

  it('searches on the server and pages through the results', async () => {
    const user = userEvent.setup();
    const fetchSpy = renderAsMember('owner', <CouponsEditor organizationId={TEST_FIRM_ID} canEdit />, {
      [`GET ${PATH}`]: async (request) => {
        const url = new URL(request.url);
        return {
          body:
            url.searchParams.get('search') === 'nothing' ? pageOf([]) : { ...pageOf([COUPON], 45), page: 1 },
        };
      },
    });
    await screen.findByTestId('coupons');
    await user.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(requestsTo(fetchSpy, 'GET', PATH).some((request) => request.url.includes('page=2'))).toBe(true),
    );
    await user.type(screen.getByRole('textbox', { name: 'Search by code' }), 'nothing');
    expect(await screen.findByText('No coupon has a code like this.')).toBeTruthy();
  });

  it('shows the empty list, and a manager the coupons without changing them', async () => {
    renderAsMember('manager', <CouponsEditor organizationId={TEST_FIRM_ID} canEdit={false} />, {
      [`GET ${PATH}`]: { body: pageOf([]) },
    });
    expect(await screen.findByText('No coupons yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add a coupon' })).toBeNull();
  });

  it('says when the coupons cannot be loaded', async () => {
    renderAsMember('owner', <CouponsEditor organizationId={TEST_FIRM_ID} canEdit />, {
      [`GET ${PATH}`]: {
        status: 500,
        body: { error: { code: 'INTERNAL_ERROR', message: 'x' }, requestId: 'r' },
      },
    });
    expect(await screen.findByText('The coupons could not be loaded.')).toBeTruthy();
  });
});
