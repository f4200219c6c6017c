import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCertificate, TCertificatePage } from '@propdesk/shared/contracts';
import { renderWithApi } from '../../../testing/render-with-api.tsx';
import { requestsTo, stubApi } from '../../../testing/stub-api.ts';
import { CertificatesPage } from './certificates-page.tsx';

const payout: TCertificate = {
  id: '55555555-5555-4555-8555-555555555555',
  kind: 'payout',
  code: 'ABCDEFGHJKMNPQRS',
  accountId: '11111111-1111-4111-8111-111111111111',
  login: '1000123',
  accountSizeMinor: 10_000_000,
  amountMinor: 123_456,
  currency: 'USD',
  organizationName: 'Firm Alpha',
  issuedAt: Date.UTC(2026, 10, 20),
  revokedAt: null,
};

const pageOf = (certificates: TCertificate[], nameStyle: TCertificatePage['nameStyle'] = 'full') => ({
  certificates,
  total: certificates.length,
  page: 1,
  pageSize: 20,
  nameStyle,
  holderName: nameStyle === 'full' ? 'Maria Garcia' : 'Maria G.',
});

describe('CertificatesPage', () => {
  beforeEach(() => {
    // jsdom has no object URLs: the page turns the PDF it fetched into one.
    URL.createObjectURL = jest.fn(() => 'blob:certificate');
    URL.revokeObjectURL = jest.fn();
  });
  afterEach(() => {
    jest.restoreAllMocks();
  });

  it('says there is nothing yet when the trader has no certificate', async () => {
    stubApi({ 'GET /api/me/certificates': { body: pageOf([]) } });
    renderWithApi(<CertificatesPage />, { path: '/certificates' });
    expect(await screen.findByText('No certificates yet')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Full name' })).toBeChecked();
  });

  it('lists a certificate with its amount and code, previews its PDF and saves the name choice', async () => {
    const user = userEvent.setup();
    let nameStyle: TCertificatePage['nameStyle'] = 'full';
    const spy = stubApi({
      'GET /api/me/certificates': () => ({ body: pageOf([payout], nameStyle) }),
      'PUT /api/me/certificates/preferences': async (request) => {
        nameStyle = ((await request.json()) as { nameStyle: TCertificatePage['nameStyle'] }).nameStyle;
        return { body: { nameStyle } };
      },
      [`GET /api/me/certificates/${payout.id}/pdf`]: new Response(new Blob(['%PDF-1.3']), {
        headers: { 'content-type': 'application/pdf' },
      }),
    });
    renderWithApi(<CertificatesPage />, { path: '/certificates' });

    const row = await screen.findByTestId('certificate-row');
    expect(within(row).getByText('Payout received')).toBeInTheDocument();
    expect(within(row).getByText('$1,234.56 paid')).toBeInTheDocument();
    expect(within(row).getByText('ABCD-EFGH-JKMN-PQRS')).toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Preview: Payout received' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview of the Payout received certificate' });
    expect(within(preview).getByTitle('Preview of the Payout received certificate')).toHaveAttribute(
      'src',
      'blob:certificate',
    );
    expect(requestsTo(spy, 'GET', `/api/me/certificates/${payout.id}/pdf`)).toHaveLength(1);
    await user.click(within(preview).getByRole('button', { name: 'Close' }));

    expect(screen.getByText('Printed as: Maria Garcia')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'First name and initial' }));
    expect(await screen.findByText('Printed as: Maria G.')).toBeInTheDocument();
    expect(requestsTo(spy, 'PUT', '/api/me/certificates/preferences')).toHaveLength(1);
  });

  it('marks a revoked certificate and offers no PDF for it, while the others keep theirs', async () => {
    const revoked: TCertificate = {
      ...payout,
      id: '66666666-6666-4666-8666-666666666666',
      kind: 'funded',
      code: 'ZYXWVTSRQPNMKJHG',
      amountMinor: null,
      revokedAt: Date.UTC(2026, 10, 25),
    };
    const spy = stubApi({ 'GET /api/me/certificates': { body: pageOf([revoked, payout]) } });
    renderWithApi(<CertificatesPage />, { path: '/certificates' });

    const [revokedRow, validRow] = await screen.findAllByTestId('certificate-row');
    if (revokedRow === undefined || validRow === undefined) throw new Error('two rows expected');
    expect(within(revokedRow).getByText('Funded trader')).toBeInTheDocument();
    expect(within(revokedRow).getByText('Revoked')).toBeInTheDocument();
    expect(
      within(revokedRow).getByText(/^Revoked by your firm on .+: it can no longer be downloaded\.$/),
    ).toBeInTheDocument();
    expect(within(revokedRow).queryByRole('button')).not.toBeInTheDocument();

    expect(within(validRow).queryByText('Revoked')).not.toBeInTheDocument();
    expect(
      within(validRow).getByRole('button', { name: 'Download PDF: Payout received' }),
    ).toBeInTheDocument();
    expect(within(validRow).getByRole('button', { name: 'Preview: Payout received' })).toBeInTheDocument();
    expect(requestsTo(spy, 'GET', `/api/me/certificates/${revoked.id}/pdf`)).toHaveLength(0);
  });

  it('offers a retry when the list cannot be loaded', async () => {
    stubApi({ 'GET /api/me/certificates': { status: 500, body: { error: { code: 'INTERNAL' } } } });
    renderWithApi(<CertificatesPage />, { path: '/certificates' });
    expect(await screen.findByText('Your certificates could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
