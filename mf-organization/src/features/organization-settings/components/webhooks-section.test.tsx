import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TCreateWebhookInput, TWebhookDelivery, TWebhookEndpoint } from '@propdesk/shared/contracts';
import { sessionStore } from '@propdesk/shared/session';
import { requestsTo } from '@propdesk/shared/testing';
import { renderAsMember, TEST_FIRM_ID } from './render-as-member.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

const ENDPOINT: TWebhookEndpoint = {
  id: '66666666-6666-4666-8666-666666666666',
  url: 'https://hooks.acme.example/in',
  description: 'Back office',
  eventTypes: ['payout.requested'],
  isActive: true,
  disabledReason: null,
  consecutiveFailures: 0,
  createdAt: '2026-11-27T10:00:00.000Z',
};
const DELIVERY: TWebhookDelivery = {
  id: '77777777-7777-4777-8777-777777777777',
  eventId: '88888888-8888-4888-8888-888888888888',
  eventType: 'payout.requested',
  status: 'pending',
  attempts: 1,
  nextAttemptAt: '2026-11-27T10:01:00.000Z',
  lastAttemptAt: '2026-11-27T10:00:30.000Z',
  lastStatusCode: 500,
  lastError: 'The receiver answered 500',
  lastDurationMs: 42,
  deliveredAt: null,
  createdAt: '2026-11-27T10:00:29.000Z',
};

function renderSection(sent: TCreateWebhookInput[] = []) {
  const path = `/api/organizations/${TEST_FIRM_ID}/webhooks`;
  let endpoints: TWebhookEndpoint[] = [];
  return renderAsMember('owner', <WebhooksSection organizationId={TEST_FIRM_ID} canEdit />, {
    [`GET ${path}`]: () => ({ body: { endpoints } }),
    [`POST ${path}`]: async (request) => {
      const input = (await request.json()) as TCreateWebhookInput;
      sent.push(input);
      endpoints = [{ ...ENDPOINT, url: input.url, eventTypes: input.eventTypes }];
      return { status: 201, body: { endpoint: endpoints[0], secret: `whsec_${'w'.repeat(43)}` } };
    },
    [`GET ${path}/${ENDPOINT.id}/deliveries`]: {
      body: { deliveries: [DELIVERY], total: 1, page: 1, pageSize: 10 },
    },
    [`POST /api/organizations/${TEST_FIRM_ID}/webhook-deliveries/${DELIVERY.id}/replay`]: { body: DELIVERY },
  });
}

describe('WebhooksSection', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
  });

  it('adds an endpoint with its events, shows its secret once, and opens its delivery log to replay', async () => {
    const user = userEvent.setup();
    const sent: TCreateWebhookInput[] = [];
    const fetchSpy = renderSection(sent);
    expect(await screen.findByText('No webhook yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add the webhook' }));
    expect(screen.getByText('Choose at least one event.')).toBeTruthy();
    expect(screen.getByText(/Enter an address such as/)).toBeTruthy();

    await user.type(screen.getByRole('textbox', { name: 'Address' }), ENDPOINT.url);
    await user.click(screen.getByRole('checkbox', { name: 'Payout requested' }));
    await user.click(screen.getByRole('button', { name: 'Add the webhook' }));
    expect(
      within(await screen.findByTestId('webhook-secret')).getByText(`whsec_${'w'.repeat(43)}`),
    ).toBeTruthy();
    expect(sent).toEqual([{ url: ENDPOINT.url, eventTypes: ['payout.requested'] }]);

    const card = await screen.findByTestId('webhook-card');
    await user.click(within(card).getByRole('button', { name: 'Deliveries' }));
    const log = await within(card).findByTestId('webhook-deliveries');
    expect(within(log).getByText('The receiver answered 500')).toBeTruthy();
    await user.click(within(log).getByRole('button', { name: 'Send again' }));
    expect(
      requestsTo(
        fetchSpy,
        'POST',
        `/api/organizations/${TEST_FIRM_ID}/webhook-deliveries/${DELIVERY.id}/replay`,
      ),
    ).toHaveLength(1);
  });
});
