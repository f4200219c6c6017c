import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TApiKey, TCreateApiKeyInput, TMyOrganization } from '@propdesk/shared/contracts';
import { sessionStore } from '@propdesk/shared/session';
import { requestsTo } from '@propdesk/shared/testing';
import { ApiKeysSection } from './api-keys-section.tsx';
import { renderAsMember, TEST_FIRM_ID } from './render-as-member.tsx';

const KEY: TApiKey = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Reporting job',
  prefix: 'AbCdEfGhIjKl',
  scopes: ['clients:read'],
  expiresAt: null,
  lastUsedAt: null,
  revokedAt: null,
  status: 'active',
  createdAt: '2026-11-27T10:00:00.000Z',
  createdBy: 'owner@acme.example',
};

function renderSection(role: TMyOrganization['role'], sent: TCreateApiKeyInput[] = []) {
  let keys: TApiKey[] = [];
  const path = `/api/organizations/${TEST_FIRM_ID}/api-keys`;
  return renderAsMember(role, <ApiKeysSection organizationId={TEST_FIRM_ID} canEdit={role !== 'manager'} />, {
    [`GET ${path}`]: () => ({ body: { keys } }),
    [`POST ${path}`]: async (request) => {
      const input = (await request.json()) as TCreateApiKeyInput;
      sent.push(input);
      keys = [{ ...KEY, name: input.name, scopes: input.scopes }];
      return { status: 201, body: { key: keys[0], secret: `pdkey_${KEY.prefix}.${'s'.repeat(43)}` } };
    },
    [`POST ${path}/${KEY.id}/revoke`]: () => {
      keys = keys.map((key) => ({
        ...key,
        revokedAt: '2026-11-27T11:00:00.000Z',
        status: 'revoked' as const,
      }));
      return { body: keys[0] };
    },
  });
}

describe('ApiKeysSection', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
  });

  it('creates a key with its scopes and expiry, shows it once, lists it, and revokes it after asking', async () => {
    const user = userEvent.setup();
    const sent: TCreateApiKeyInput[] = [];
    const fetchSpy = renderSection('owner', sent);
    expect(await screen.findByText('No API key yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Create the key' }));
    expect(screen.getByText('Choose at least one scope.')).toBeTruthy();
    expect(requestsTo(fetchSpy, 'POST', `/api/organizations/${TEST_FIRM_ID}/api-keys`)).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Reporting job');
    await user.click(screen.getByRole('checkbox', { name: 'Read clients' }));
    await user.click(screen.getByRole('button', { name: 'Create the key' }));
    const secret = await screen.findByTestId('api-key-secret');
    expect(within(secret).getByText(`pdkey_${KEY.prefix}.${'s'.repeat(43)}`)).toBeTruthy();
    expect(sent).toEqual([{ name: 'Reporting job', scopes: ['clients:read'], expiresInDays: 90 }]);

    const table = await screen.findByTestId('api-keys');
    expect(within(table).getByText(`pdkey_${KEY.prefix}…`)).toBeTruthy();
    await user.click(within(table).getByRole('button', { name: 'Revoke' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revoke the key' }));
    expect(await within(table).findByText('Revoked')).toBeTruthy();
  });

  it('shows a manager the keys without the form', async () => {
    renderSection('manager');
    expect(await screen.findByText('No API key yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Create the key' })).toBeNull();
  });
});
