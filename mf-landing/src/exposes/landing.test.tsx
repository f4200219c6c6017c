import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { setLanguage } from '@propdesk/shared/i18n';
import { renderWithProviders, stubFetch } from '@propdesk/shared/testing';
import { publicOrganization } from '../testing/api-answers.ts';
import Landing from './landing.tsx';

const API = 'http://api.test';

describe('./Landing (a tenant landing embedded by its own site)', () => {
  it("shows the tenant's name, fetched from the api", async () => {
    stubFetch({ '/api/public/organizations/nova': { body: publicOrganization('nova', 'Nova Traders') } });
    renderWithProviders(<Landing organizationSlug="nova" apiBaseUrl={API} />);
    expect(await screen.findByRole('link', { name: 'Nova Traders' })).toBeInTheDocument();
  });

  it('follows the language the host page passes', async () => {
    stubFetch({ '/api/public/organizations/nova': { body: publicOrganization('nova', 'Nova Traders') } });
    renderWithProviders(<Landing organizationSlug="nova" apiBaseUrl={API} language="es" />);
    expect(await screen.findAllByRole('link', { name: 'Empezar' })).not.toHaveLength(0);
    await act(() => setLanguage('en'));
  });
});
