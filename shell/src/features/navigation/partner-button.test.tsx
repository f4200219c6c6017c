import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { sessionStore } from '@propdesk/shared/session';
import { renderWithProviders, sessionFixture } from '@propdesk/shared/testing';
import { PartnerButton } from './partner-button.tsx';

function signIn() {
  sessionStore.getState().setSession(sessionFixture());
}

describe('PartnerButton', () => {
  afterEach(() => {
    act(() => sessionStore.getState().clearSession());
  });

  it('offers Become Partner in the trader area, Affiliate Dashboard to approved partners', () => {
    signIn();
    const first = renderWithProviders(<PartnerButton />, { path: '/dashboard' });
    expect(screen.getByRole('link', { name: 'Become Partner' })).toHaveAttribute(
      'href',
      '/affiliate-registration',
    );
    first.unmount();
    renderWithProviders(<PartnerButton isApprovedPartner />, { path: '/dashboard' });
    expect(screen.getByRole('link', { name: 'Affiliate Dashboard' })).toHaveAttribute(
      'href',
      '/affiliate-program',
    );
  });

  it('is hidden in the admin, organization and support agent areas', () => {
    signIn();
    const admin = renderWithProviders(<PartnerButton />, { path: '/admin/users' });
    expect(screen.queryByRole('link')).toBeNull();
    admin.unmount();
    const organization = renderWithProviders(<PartnerButton />, { path: '/organization/members' });
    expect(screen.queryByRole('link')).toBeNull();
    organization.unmount();
    renderWithProviders(<PartnerButton />, { path: '/support-agent/dashboard' });
    expect(screen.queryByRole('link')).toBeNull();
  });
});
