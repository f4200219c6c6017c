import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TOwnKyc } from '@propdesk/shared/contracts';
import { ApiProvider, sessionStore } from '@propdesk/shared/session';
import { renderWithProviders, requestsTo, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { VerificationSection } from './verification-section.tsx';

const NOT_STARTED: TOwnKyc = {
  status: 'not_started',
  legalName: null,
  dateOfBirth: null,
  country: null,
  rejectionReason: null,
  submittedAt: null,
  reviewedAt: null,
  documents: [],
};
const kycDocument = (kind: 'id_front' | 'id_back' | 'proof_of_residence') => ({
  id: `00000000-0000-4000-8000-00000000000${kind.length % 10}`,
  kind,
  contentType: 'application/pdf' as const,
  sizeBytes: 100,
  uploadedAt: '2026-11-20T10:00:00.000Z',
});
const ALL_DOCUMENTS = [kycDocument('id_back'), kycDocument('id_front'), kycDocument('proof_of_residence')];

function renderSection() {
  return renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <VerificationSection />
    </ApiProvider>,
    { path: '/profile' },
  );
}

function eighteenYearsAgoPlus(days: number): string {
  const today = new Date();
  return new Date(Date.UTC(today.getUTCFullYear() - 18, today.getUTCMonth(), today.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

describe('VerificationSection', () => {
  beforeEach(() => {
    sessionStore.getState().setSession(sessionFixture());
  });
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('uploads each document as bytes and sends the check', async () => {
    const user = userEvent.setup();
    let kyc: TOwnKyc = NOT_STARTED;
    let sentBody: unknown = null;
    const fetchSpy = stubFetch({
      'GET /api/me/kyc': () => ({ body: kyc }),
      'PUT /api/me/kyc/documents/id_front': () => {
        kyc = { ...kyc, documents: ALL_DOCUMENTS };
        return { body: kycDocument('id_front') };
      },
      'POST /api/me/kyc': async (request) => {
        sentBody = await request.json();
        kyc = { ...kyc, status: 'submitted', submittedAt: '2026-11-27T10:00:00.000Z' };
        return { body: kyc };
      },
    });
    renderSection();

    expect(await screen.findByText('Not started')).toBeInTheDocument();
    const file = new File(['%PDF-1.4'], 'id.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Government ID, front'), file);
    expect(await screen.findAllByText('Uploaded')).toHaveLength(3);
    const [uploadRequest] = requestsTo(fetchSpy, 'PUT', '/api/me/kyc/documents/id_front');
    expect(uploadRequest?.headers.get('content-type')).toBe('application/octet-stream');

    await user.type(screen.getByRole('textbox', { name: /Legal name/ }), 'Giulia Trader');
    await user.type(screen.getByLabelText(/Date of birth/), '1990-05-17');
    await user.click(screen.getByRole('combobox', { name: /Country of residence/ }));
    await user.click(await screen.findByRole('option', { name: 'Italy' }));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByText('Under review')).toBeInTheDocument();
    expect(sentBody).toEqual({ legalName: 'Giulia Trader', dateOfBirth: '1990-05-17', country: 'IT' });
  });

  it('refuses someone under 18 and a restricted country before anything is sent', async () => {
    const user = userEvent.setup();
    const fetchSpy = stubFetch({ 'GET /api/me/kyc': { body: { ...NOT_STARTED, documents: ALL_DOCUMENTS } } });
    renderSection();

    await user.type(await screen.findByRole('textbox', { name: /Legal name/ }), 'Young Trader');
    await user.type(screen.getByLabelText(/Date of birth/), eighteenYearsAgoPlus(1));
    await user.click(screen.getByRole('combobox', { name: /Country of residence/ }));
    await user.click(await screen.findByRole('option', { name: 'United States' }));
    await user.click(screen.getByRole('button', { name: 'Send for review' }));

    expect(await screen.findByText('You must be 18 or older to be verified')).toBeInTheDocument();
    expect(screen.getByText('We cannot accept residents of United States')).toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'POST', '/api/me/kyc')).toHaveLength(0);
  });

  it('shows the api’s refusal of a file beside it', async () => {
    const user = userEvent.setup();
    stubFetch({
      'GET /api/me/kyc': { body: NOT_STARTED },
      'PUT /api/me/kyc/documents/id_back': {
        status: 400,
        body: {
          error: { code: 'KYC_FILE_TYPE', message: 'The file must be a PDF, JPEG or PNG' },
          requestId: 'r',
        },
      },
    });
    renderSection();

    const input = await screen.findByLabelText('Government ID, back');
    await user.upload(input, new File(['not an image'], 'id.png', { type: 'image/png' }));
    expect(await screen.findByText('The file must be a PDF, JPEG or PNG')).toBeInTheDocument();
  });

  it('shows the reason of a rejection and lets the trader send again', async () => {
    stubFetch({
      'GET /api/me/kyc': {
        body: {
          ...NOT_STARTED,
          status: 'rejected',
          legalName: 'Giulia Trader',
          dateOfBirth: '1990-05-17',
          country: 'IT',
          rejectionReason: 'The photo of the ID is blurred.',
          documents: ALL_DOCUMENTS,
        },
      },
    });
    renderSection();

    expect(await screen.findByText('Rejected')).toBeInTheDocument();
    expect(screen.getByText('Your verification was rejected')).toBeInTheDocument();
    expect(screen.getByText('The photo of the ID is blurred.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Legal name/ })).toHaveValue('Giulia Trader');
    expect(screen.getByRole('button', { name: 'Send for review' })).toBeEnabled();
  });
});
