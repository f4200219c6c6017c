import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMyOrganization, TOrganizationDomain } from '@propdesk/shared/contracts';
import { sessionStore } from '@propdesk/shared/session';
import { requestsTo } from '@propdesk/shared/testing';
import { renderAsMember, TEST_FIRM_ID } from './render-as-member.tsx';
import { DomainsManager } from './domains-manager.tsx';

const FIRM = TEST_FIRM_ID;
const DOMAIN_ID = '44444444-4444-4444-8444-444444444444';

function domainOf(overrides: Partial<TOrganizationDomain> = {}): TOrganizationDomain {
  return {
    id: DOMAIN_ID,
    domain: 'portal.acme.example',
    status: 'pending',
    record: {
      type: 'TXT',
      name: '_propdesk-verification.portal.acme.example',
      value: 'propdesk-verification=abc',
    },
    verifiedAt: null,
    lastCheckedAt: null,
    lastCheckFailure: null,
    expiresAt: '2026-11-27T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

function renderManager(role: TMyOrganization['role'], domains: TOrganizationDomain[], added: string[] = []) {
  let listed = domains;
  return renderAsMember(role, <DomainsManager />, {
    [`GET /api/organizations/${FIRM}/domains`]: () => ({ body: { domains: listed } }),
    [`POST /api/organizations/${FIRM}/domains`]: async (request) => {
      const { domain } = (await request.json()) as { domain: string };
      added.push(domain);
      if (domain === 'taken.example.com')
        return { status: 409, body: { error: { code: 'CONFLICT', message: 'taken' } } };
      listed = [domainOf({ domain })];
      return { status: 201, body: listed[0] };
    },
    [`POST /api/organizations/${FIRM}/domains/${DOMAIN_ID}/verify`]: () => {
      listed = [
        domainOf({
          status: 'failed',
          lastCheckFailure: 'record_missing',
          lastCheckedAt: '2026-11-27T10:00:00.000Z',
        }),
      ];
      return { body: listed[0] };
    },
  });
}

describe('DomainsManager', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
  });

  it('adds a domain as typed (normalized), shows the record to create, and says why a check failed', async () => {
    const user = userEvent.setup();
    const added: string[] = [];
    const fetchSpy = renderManager('owner', [], added);
    expect(await screen.findByText('No domain yet.')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Domain' }), 'https://portal.acme.example/');
    await user.click(screen.getByRole('button', { name: 'Add the domain' }));
    expect(screen.getByText(/Enter a domain such as/)).toBeTruthy();
    expect(requestsTo(fetchSpy, 'POST', `/api/organizations/${FIRM}/domains`)).toHaveLength(0);

    await user.clear(screen.getByRole('textbox', { name: 'Domain' }));
    await user.type(screen.getByRole('textbox', { name: 'Domain' }), ' Portal.Acme.Example. ');
    await user.click(screen.getByRole('button', { name: 'Add the domain' }));
    const card = await screen.findByTestId('domain-card');
    expect(added).toEqual(['portal.acme.example']);
    expect(within(card).getByText('_propdesk-verification.portal.acme.example')).toBeTruthy();
    expect(within(card).getByText('Waiting for the record')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: 'Check now' }));
    expect(await within(card).findByText(/No TXT record was found/)).toBeTruthy();
    expect(within(card).getByText('Not verified')).toBeTruthy();
  });

  it('says when a domain is taken', async () => {
    const user = userEvent.setup();
    renderManager('admin', []);
    await user.type(await screen.findByRole('textbox', { name: 'Domain' }), 'taken.example.com');
    await user.click(screen.getByRole('button', { name: 'Add the domain' }));
    expect(await screen.findByText(/This domain is already in use/)).toBeTruthy();
  });

  it('says by when a claim must be verified, and that another firm verified the domain first', async () => {
    const user = userEvent.setup();
    renderAsMember('owner', <DomainsManager />, {
      [`GET /api/organizations/${FIRM}/domains`]: () => ({ body: { domains: [domainOf()] } }),
      [`POST /api/organizations/${FIRM}/domains/${DOMAIN_ID}/verify`]: () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'This domain is already in use' } },
      }),
    });
    const card = await screen.findByTestId('domain-card');
    expect(
      within(card).getByText(/^Check the record by .*2026.*the claim lapses at that time\.$/),
    ).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'Check now' }));
    expect(await within(card).findByRole('alert')).toHaveProperty(
      'textContent',
      'Another firm has verified this domain: it can no longer be yours here.',
    );
  });

  it('shows a manager the domains read-only', async () => {
    renderManager('manager', [
      domainOf({ status: 'verified', verifiedAt: '2026-11-21T10:00:00.000Z', expiresAt: null }),
    ]);
    expect(await screen.findByTestId('domains-read-only')).toBeTruthy();
    expect(await screen.findByText('Verified')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Check now' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Domain' })).toBeNull();
  });
});
