import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
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
});
