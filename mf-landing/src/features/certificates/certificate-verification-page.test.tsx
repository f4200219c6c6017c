import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import type { TCertificateVerification } from '@propdesk/shared/contracts';
import { setLanguage } from '@propdesk/shared/i18n';
import { renderWithProviders, requestedUrls, stubFetch } from '@propdesk/shared/testing';
import LandingApp from '../../exposes/app.tsx';
import { DEFAULT_ORGANIZATION_ANSWERS } from '../../testing/api-answers.ts';

const API = 'http://api.test';
const CODE = 'ABCDEFGHJKMNPQRS';

function verifyAt(code: string, answer: TCertificateVerification | { status: number; body: unknown }) {
  const fetchSpy = stubFetch({
    ...DEFAULT_ORGANIZATION_ANSWERS,
    [`/api/public/certificates/${code}`]:
      'status' in answer && typeof answer.status === 'number' ? answer : { body: answer },
  });
  renderWithProviders(<LandingApp apiBaseUrl={API} />, { path: `/certificates/verify/${code}` });
  return fetchSpy;
}

describe('certificate verification page', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it('confirms a genuine certificate with its holder, achievement, amounts, date and firm', async () => {
    const fetchSpy = verifyAt(CODE, {
      status: 'valid',
      certificate: {
        kind: 'payout',
        holderName: 'Maria G.',
        organizationName: 'Acme Funding',
        accountSizeMinor: 10_000_000,
        amountMinor: 123_456,
        currency: 'USD',
        issuedAt: Date.UTC(2026, 10, 20, 12),
      },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This certificate is genuine' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Certificate verification' })).toBeInTheDocument();
    expect(screen.getByText('Code ABCD-EFGH-JKMN-PQRS')).toBeInTheDocument();
    expect(screen.getByText('Maria G.')).toBeInTheDocument();
    expect(screen.getByText('Profit split payout')).toBeInTheDocument();
    expect(screen.getByText('$100,000.00')).toBeInTheDocument();
    expect(screen.getByText('$1,234.56')).toBeInTheDocument();
    expect(screen.getByText('November 20, 2026')).toBeInTheDocument();
    expect(requestedUrls(fetchSpy)).toContain(`${API}/api/public/certificates/${CODE}`);
  });

  it('says when a certificate was revoked, without its facts', async () => {
    verifyAt(CODE, { status: 'revoked', revokedAt: Date.UTC(2026, 0, 2, 12) });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'This certificate was revoked' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/withdrew it on January 2, 2026/)).toBeInTheDocument();
    expect(screen.queryByText('Awarded to')).toBeNull();
  });

  it('says no certificate has an unknown code', async () => {
    verifyAt(CODE, { status: 'unknown' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No certificate has this code' }),
    ).toBeInTheDocument();
  });

  it('treats a malformed code as unknown', async () => {
    verifyAt('nonsense', {
      status: 400,
      body: { error: { code: 'VALIDATION_ERROR', message: 'Must be a certificate code' }, requestId: 'r' },
    });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'No certificate has this code' }),
    ).toBeInTheDocument();
  });

  it('offers to try again when the check fails', async () => {
    verifyAt(CODE, {
      status: 503,
      body: { error: { code: 'UNAVAILABLE', message: 'down' }, requestId: 'r' },
    });
    expect(await screen.findByText('The certificate could not be checked just now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reads in Spanish', async () => {
    await act(() => setLanguage('es'));
    verifyAt(CODE, { status: 'unknown' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Ningún certificado tiene este código' }),
    ).toBeInTheDocument();
  });
});
