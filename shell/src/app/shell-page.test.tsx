import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import { renderShell } from '../testing/render-shell.tsx';
import { findShellPath, ShellPage } from './shell-page.tsx';

describe('shell-owned pages', () => {
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
