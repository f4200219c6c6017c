import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TReceipt, TReceiptPage } from '@propdesk/shared/contracts';
import { renderWithApi } from '../../../testing/render-with-api.tsx';
import { requestsTo, stubApi } from '../../../testing/stub-api.ts';
import { ReceiptsSection } from './receipts-section.tsx';

const withCoupon: TReceipt = {
  id: '77777777-7777-4777-8777-777777777777',
  number: 'R-000042',
  issuedAt: '2026-11-20T10:00:00.000Z',
  organizationName: 'Firm Alpha',
  program: 'two_step',
  accountSizeMinor: 10_000_000,
  listPriceMinor: 54_900,
  couponCode: 'SPRING50',
  discountMinor: 5_000,
  amountPaidMinor: 49_900,
  currency: 'USD',
  taxRateBasisPoints: 2_100,
  taxMinor: 8_660,
};

const pageOf = (receipts: TReceipt[], total = receipts.length, page = 1): TReceiptPage => ({
  receipts,
  total,
  page,
  pageSize: 10,
});

describe('ReceiptsSection', () => {
  beforeEach(() => {
    // jsdom has no object URLs: the section turns the PDF it fetched into one to download it.
    URL.createObjectURL = jest.fn(() => 'blob:receipt');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('says there is none yet when the trader has paid no order', async () => {
    stubApi({ 'GET /api/me/receipts': { body: pageOf([]) } });
    renderWithApi(<ReceiptsSection />, { path: '/profile' });
    expect(screen.getByTestId('receipts-loading')).toBeInTheDocument();
    expect(await screen.findByText('No receipts yet: each paid order adds one here.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists a receipt with its number, plan, amount and coupon, and downloads its PDF', async () => {
    const user = userEvent.setup();
    const spy = stubApi({
      'GET /api/me/receipts': { body: pageOf([withCoupon]) },
      [`GET /api/me/receipts/${withCoupon.id}/pdf`]: new Response(new Blob(['%PDF-1.3']), {
        headers: { 'content-type': 'application/pdf' },
      }),
    });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderWithApi(<ReceiptsSection />, { path: '/profile' });

    const row = await screen.findByTestId('receipt-row');
    expect(within(row).getByText('R-000042')).toBeInTheDocument();
    expect(within(row).getByText('2-Step Challenge')).toBeInTheDocument();
    expect(within(row).getByText('$499.00')).toBeInTheDocument();
    expect(within(row).getByText('Coupon SPRING50')).toBeInTheDocument();
    expect(requestsTo(spy, 'GET', '/api/me/receipts')[0]?.url).toContain('page=1&pageSize=10');

    await user.click(within(row).getByRole('button', { name: 'Download PDF: receipt R-000042' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    // A second download reuses the PDF already fetched.
    await user.click(within(row).getByRole('button', { name: 'Download PDF: receipt R-000042' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2));
    expect(requestsTo(spy, 'GET', `/api/me/receipts/${withCoupon.id}/pdf`)).toHaveLength(1);
  });

  it('asks the api for the next page, and says when a PDF cannot be downloaded', async () => {
    const user = userEvent.setup();
    const second = { ...withCoupon, id: '88888888-8888-4888-8888-888888888888', number: 'R-000001' };
    const spy = stubApi({
      'GET /api/me/receipts': (request) =>
        new URL(request.url).searchParams.get('page') === '2'
          ? { body: pageOf([second], 11, 2) }
          : { body: pageOf([withCoupon], 11) },
      [`GET /api/me/receipts/${second.id}/pdf`]: { status: 500, body: { error: { code: 'INTERNAL' } } },
    });
    renderWithApi(<ReceiptsSection />, { path: '/profile' });

    await screen.findByText('R-000042');
    await user.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('R-000001')).toBeInTheDocument();
    expect(requestsTo(spy, 'GET', '/api/me/receipts').map((request) => request.url)).toEqual([
      expect.stringContaining('page=1'),
      expect.stringContaining('page=2'),
    ]);
    await user.click(screen.getByRole('button', { name: 'Download PDF: receipt R-000001' }));
    expect(await screen.findByText('The PDF could not be downloaded. Try again.')).toBeInTheDocument();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    stubApi({
      'GET /api/me/receipts': () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, body: { error: { code: 'INTERNAL' } } } : { body: pageOf([]) };
      },
    });
    renderWithApi(<ReceiptsSection />, { path: '/profile' });
    expect(await screen.findByText('Your receipts could not be loaded.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No receipts yet: each paid order adds one here.')).toBeInTheDocument();
  });
});
