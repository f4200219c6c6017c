import { afterEach, describe, expect, it } from '@jest/globals';
import { act, waitFor } from '@testing-library/react';
import { sessionStore } from '@propdesk/shared/session';
import { sessionFixture, stubFetch } from '@propdesk/shared/testing';
import { renderShell } from '../../testing/render-shell.tsx';
import { OrganizationBranding } from './organization-branding.tsx';

const CONFIG = {
  productName: 'PropDesk',
  languages: ['en'],
  defaultLanguage: 'en',
  defaultOrganizationSlug: 'default',
};

function organization(slug: string, backgroundColor: string, customCss: string | null) {
  return {
    name: slug,
    slug,
    theme: {
      primaryColor: '#2563eb',
      secondaryColor: '#0f172a',
      accentColor: '#f59e0b',
      backgroundColor,
      textColor: '#0f172a',
      fontFamily: null,
      logoUrl: null,
      customCss,
    },
    tracking: { analyticsScriptUrl: null, marketingPixelUrl: null },
    contact: {
      legalName: null,
      registeredAddress: null,
      supportEmail: null,
      supportPhone: null,
      supportHours: null,
    },
  };
}

const ANSWERS = {
  '/api/public/config': { body: CONFIG },
  '/api/public/organizations/default': { body: organization('default', '#ffffff', null) },
  '/api/public/organizations/vega': {
    body: organization('vega', '#fdf4ff', '[data-organization-content] h1 { color: #7c3aed; }'),
  },
  '/api/me/organizations': {
    body: {
      organizations: [
        {
          id: 'org-v',
          name: 'Vega',
          slug: 'vega',
          status: 'active',
          role: 'owner',
          createdAt: '2026-01-01T00:00:00.000Z',
        },
      ],
    },
  },
};

const stylesheet = () => document.head.querySelector('link[rel="stylesheet"][data-organization-stylesheet]');
const pageBackground = () => document.documentElement.style.getPropertyValue('--pd-color-body');

afterEach(() => {
  act(() => sessionStore.getState().clearSession());
});

describe('OrganizationBranding', () => {
  it('dresses a tenant trader’s dashboard in the firm’s colours and links its custom CSS from the api', async () => {
    stubFetch(ANSWERS);
    act(() => sessionStore.getState().setSession(sessionFixture({ clientOrganizationSlug: 'vega' })));
    renderShell(<OrganizationBranding>page</OrganizationBranding>, { path: '/dashboard' });
    await waitFor(() => expect(pageBackground()).toBe('#fdf4ff'));
    await waitFor(() => expect(stylesheet()).not.toBeNull());
    expect(stylesheet()?.parentElement).toBe(document.head);
    expect(stylesheet()).toHaveAttribute('href', 'http://api.test/api/public/organizations/vega/custom.css');
  });

  it('takes the firm’s stylesheet away when the page leaves the firm’s context', async () => {
    stubFetch(ANSWERS);
    act(() => sessionStore.getState().setSession(sessionFixture({ clientOrganizationSlug: 'vega' })));
    const { unmount } = renderShell(<OrganizationBranding>page</OrganizationBranding>, {
      path: '/dashboard',
    });
    await waitFor(() => expect(stylesheet()).not.toBeNull());
    unmount();
    expect(stylesheet()).toBeNull();
  });

  it('dresses the staff pages in the organization being run', async () => {
    stubFetch(ANSWERS);
    act(() =>
      sessionStore
        .getState()
        .setSession(sessionFixture({ role: 'manager', portalType: 'organization', organizationId: 'org-v' })),
    );
    renderShell(<OrganizationBranding>page</OrganizationBranding>, { path: '/organization/clients' });
    await waitFor(() => expect(pageBackground()).toBe('#fdf4ff'));
  });

  it('keeps the admin area in the platform’s look, without any organization’s stylesheet', async () => {
    const fetchSpy = stubFetch(ANSWERS);
    act(() => sessionStore.getState().setSession(sessionFixture({ clientOrganizationSlug: 'vega' })));
    renderShell(<OrganizationBranding>page</OrganizationBranding>, { path: '/admin/org-clients' });
    await waitFor(() => expect(fetchSpy).toHaveBeenCalled());
    expect(stylesheet()).toBeNull();
    expect(
      fetchSpy.mock.calls.some(([input]) => String((input as Request).url).includes('/organizations/')),
    ).toBe(false);
  });
});
