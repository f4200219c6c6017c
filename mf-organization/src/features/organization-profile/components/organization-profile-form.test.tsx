import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TMyOrganization, TOrganizationProfile } from '@propdesk/shared/contracts';
import { setLanguage } from '@propdesk/shared/i18n';
import { ApiProvider, sessionStore, useCurrentOrganizationChoice } from '@propdesk/shared/session';
import { renderWithProviders, requestsTo, sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { OrganizationProfileForm } from './organization-profile-form.tsx';

const FIRM = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';

function membership(id: string, name: string, role: TMyOrganization['role']): TMyOrganization {
  return {
    id,
    name,
    slug: id === FIRM ? 'default' : 'other',
    status: 'active',
    role,
    createdAt: '2026-11-01',
  };
}

function profile(organizationId: string, name: string): TOrganizationProfile {
  return {
    organizationId,
    name,
    legalName: `${name} Ltd`,
    registeredAddress: '1 Market Street\nLondon',
    supportEmail: 'help@firm.example',
    supportPhone: null,
    supportHours: null,
    updatedAt: '2026-11-20T10:00:00.000Z',
  };
}

function renderForm(role: TMyOrganization['role'], others: TMyOrganization[] = [], sent: unknown[] = []) {
  act(() => sessionStore.getState().setSession(sessionFixture({}, { id: `user-${role}` })));
  const fetchSpy = stubFetch({
    '/api/me/organizations': { body: { organizations: [membership(FIRM, 'Acme', role), ...others] } },
    [`GET /api/organizations/${FIRM}/profile`]: { body: profile(FIRM, 'Acme') },
    [`GET /api/organizations/${OTHER}/profile`]: { body: profile(OTHER, 'Zeta') },
    [`PUT /api/organizations/${FIRM}/profile`]: async (request) => {
      const body = (await request.json()) as object;
      sent.push(body);
      return { body: { ...profile(FIRM, 'Acme'), ...body } };
    },
  });
  renderWithProviders(
    <ApiProvider apiBaseUrl="http://api.test">
      <OrganizationProfileForm />
    </ApiProvider>,
  );
  return fetchSpy;
}

/** Replaces what a field holds, pasted at once (typing key by key through Mantine is slow in jsdom). */
async function fill(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, value: string) {
  await user.clear(input);
  if (value === '') return;
  await user.click(input);
  await user.paste(value);
}

describe('OrganizationProfileForm', () => {
  afterEach(async () => {
    act(() => sessionStore.getState().clearSession());
    localStorage.clear();
    await act(() => setLanguage('en'));
  });

  it('lets an owner fix what is wrong before saving, then saves the whole profile', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderForm('owner', [], sent);
    const email = await screen.findByRole('textbox', { name: 'Support e-mail' });
    expect(screen.getByRole('textbox', { name: /Legal name/ })).toHaveValue('Acme Ltd');
    const phone = screen.getByRole('textbox', { name: /Support phone/ });
    const name = screen.getByRole('textbox', { name: /Display name/ });

    await fill(user, email, 'help-at-firm');
    await fill(user, phone, '06 1234 5678');
    await fill(user, name, '');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(screen.getByText('Enter an e-mail address, such as support@yourfirm.com.')).toBeInTheDocument();
    expect(
      screen.getByText('Enter the number with its country code, such as +39 06 1234 5678.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Enter at least 2 characters.')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await fill(user, name, 'Acme Funding');
    await fill(user, email, 'care@acme.example');
    await fill(user, phone, '+39 06 1234 5678');
    await user.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Profile saved.');
    expect(sent).toEqual([
      {
        name: 'Acme Funding',
        legalName: 'Acme Ltd',
        registeredAddress: '1 Market Street\nLondon',
        supportEmail: 'care@acme.example',
        supportPhone: '+39 06 1234 5678',
        supportHours: '',
      },
    ]);
  });

  it('shows a manager the profile read-only, without a way to save', async () => {
    renderForm('manager');
    expect(await screen.findByRole('textbox', { name: 'Support e-mail' })).toHaveAttribute('readonly');
    expect(screen.getByTestId('organization-profile-read-only')).toHaveTextContent(
      'Only owners and admins of the organization can change its profile.',
    );
    expect(screen.queryByRole('button', { name: 'Save profile' })).toBeNull();
  });

  it('reads the profile of the organization chosen in the switcher, again when the choice changes', async () => {
    const fetchSpy = renderForm('admin', [membership(OTHER, 'Zeta', 'admin')]);
    expect(await screen.findByDisplayValue('Acme Ltd')).toBeInTheDocument();
    act(() => useCurrentOrganizationChoice.getState().choose(OTHER));
    expect(await screen.findByDisplayValue('Zeta Ltd')).toBeInTheDocument();
    expect(requestsTo(fetchSpy, 'GET', `/api/organizations/${OTHER}/profile`)).toHaveLength(1);
  });

  it('explains in Italian what a field needs', async () => {
    await act(() => setLanguage('it'));
    const user = userEvent.setup();
    renderForm('owner');
    const phone = await screen.findByRole('textbox', { name: /Telefono di assistenza/ });
    await fill(user, phone, '+39 12');
    await user.click(screen.getByRole('button', { name: 'Salva profilo' }));
    await waitFor(() =>
      expect(
        screen.getByText('Inserisci il numero con il prefisso internazionale, ad esempio +39 06 1234 5678.'),
      ).toBeInTheDocument(),
    );
  });
});
