import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { setLanguage } from '@propdesk/shared/i18n';
import { renderShell } from '../testing/render-shell.tsx';
import { findShellPath, ShellPage } from './shell-page.tsx';

describe('shell-owned pages', () => {
  afterEach(async () => {
    await act(() => setLanguage('en'));
  });

  it("shows a sign-in page in the reader's language on a first visit", async () => {
    await act(() => setLanguage('it'));
    renderShell(<ShellPage path="/admin/auth" pathname="/admin/auth" />);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Accesso amministratore' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Accedi con il tuo account del personale.')).toBeInTheDocument();
  });

  it.each([
    ['/auth', '/auth'],
    ['/login', '/login'],
    ['/admin/auth', '/admin/auth'],
    ['/organization-auth', '/organization-auth'],
    ['/client/acme/auth', '/client/:orgSlug/auth'],
  ])('%s is the shell page %s', (pathname, pattern) => {
    expect(findShellPath(pathname)).toBe(pattern);
  });

  it('leaves remote paths to the remotes', () => {
    expect(findShellPath('/admin/dashboard')).toBeNull();
    expect(findShellPath('/client/acme')).toBeNull();
  });

  it('shows the admin sign-in page at /admin/auth', async () => {
    renderShell(<ShellPage path="/admin/auth" pathname="/admin/auth" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Admin sign in' })).toBeInTheDocument();
  });
});
