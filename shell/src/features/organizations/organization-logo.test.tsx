import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { stubFetch } from '@propdesk/shared/testing';
import { renderShell } from '../../testing/render-shell.tsx';
import { OrganizationLogo } from './organization-logo.tsx';

const CONFIG = {
  productName: 'PropDesk',
  languages: ['en'],
  defaultLanguage: 'en',
  defaultOrganizationSlug: 'default',
};
const BRANDING = {
  name: 'VegaFunded',
  slug: 'default',
  theme: {
    primaryColor: '#2563eb',
    secondaryColor: '#0f172a',
    accentColor: '#f59e0b',
    backgroundColor: '#ffffff',
    textColor: '#0f172a',
    fontFamily: null,
    logoUrl: 'https://cdn.firm.test/logo.png',
    customCss: null,
  },
};

describe('OrganizationLogo', () => {
  it('shows the organization logo and hides it when it fails to load', async () => {
    stubFetch({
      '/api/public/config': { body: CONFIG },
      '/api/public/organizations/default': { body: BRANDING },
    });
    renderShell(<OrganizationLogo />, { path: '/dashboard' });
    const logo = await screen.findByRole('img', { name: 'VegaFunded' });
    expect(logo).toHaveAttribute('src', 'https://cdn.firm.test/logo.png');
    fireEvent.error(logo);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows no organization logo under /admin', async () => {
    const fetchSpy = stubFetch({ '/api/public/config': { body: CONFIG } });
    renderShell(<OrganizationLogo />, { path: '/admin/users' });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(screen.queryByRole('img')).toBeNull();
    expect(
      fetchSpy.mock.calls.some(([input]) => String((input as Request).url).includes('/organizations/')),
    ).toBe(false);
  });
});
