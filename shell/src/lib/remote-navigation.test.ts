import { describe, expect, it, jest } from '@jest/globals';
import type { TRemoteNavigation } from '@propdesk/shared/federation';
import { fetchRemoteNavigation, resolveRemote, type RemoteDeclaration } from './remote-navigation.ts';

const declared = (remote: RemoteDeclaration['remote'], paths: string[]): RemoteDeclaration => ({
  remote,
  status: 'success',
  navigation: { paths, menus: [] },
});

const TRADER = declared('mf_trader', ['/dashboard', '/accounts/:accountId', '/client/:orgSlug/dashboard']);
const ADMIN = declared('mf_admin', ['/admin', '/admin/dashboard']);
const ORGANIZATION = declared('mf_organization', ['/organization/clients', '/admin/org-clients']);

describe('resolveRemote', () => {
  it('gives a path to the remote that declares it, patterns included', () => {
    const all = [TRADER, ADMIN, ORGANIZATION];
    expect(resolveRemote('/accounts/42', all)).toEqual({ kind: 'remote', remote: 'mf_trader' });
    expect(resolveRemote('/client/acme/dashboard', all)).toEqual({ kind: 'remote', remote: 'mf_trader' });
    expect(resolveRemote('/admin/org-clients', all)).toEqual({ kind: 'remote', remote: 'mf_organization' });
    expect(resolveRemote('/admin/dashboard', all)).toEqual({ kind: 'remote', remote: 'mf_admin' });
  });

  it('answers not found for a path no remote declares, once all have answered', () => {
    expect(resolveRemote('/admin/unknown', [TRADER, ADMIN, ORGANIZATION])).toEqual({ kind: 'not-found' });
    expect(resolveRemote('/accounts/42/extra', [TRADER, ADMIN])).toEqual({ kind: 'not-found' });
  });

  it('waits for the remotes listed before the one that claims the path, not for those after', () => {
    const pending: RemoteDeclaration = { remote: 'mf_organization', status: 'pending' };
    expect(resolveRemote('/admin/dashboard', [TRADER, ADMIN, pending])).toEqual({
      kind: 'remote',
      remote: 'mf_admin',
    });
    expect(resolveRemote('/admin/dashboard', [TRADER, pending, ADMIN])).toEqual({ kind: 'waiting' });
  });

  it('gives a path two remotes claim to the first listed, on every load alike', () => {
    const rival = declared('mf_elite', ['/dashboard']);
    expect(resolveRemote('/dashboard', [TRADER, rival])).toEqual({ kind: 'remote', remote: 'mf_trader' });
  });

  it('says unavailable when no remote that answered declares the path and one did not answer', () => {
    const failed: RemoteDeclaration = { remote: 'mf_organization', status: 'error' };
    expect(resolveRemote('/admin/org-clients', [TRADER, ADMIN, failed])).toEqual({ kind: 'unavailable' });
    // The others' pages keep working meanwhile.
    expect(resolveRemote('/admin/dashboard', [TRADER, ADMIN, failed])).toEqual({
      kind: 'remote',
      remote: 'mf_admin',
    });
  });
});

describe('fetchRemoteNavigation', () => {
  const NAVIGATION: TRemoteNavigation = { paths: ['/dashboard'], menus: [] };
  const answering = (response: Response) => jest.fn<typeof fetch>(async () => response);

  it('reads navigation.json beside the manifest, revalidated on every page load', async () => {
    const fetchImpl = answering(Response.json(NAVIGATION));
    await expect(
      fetchRemoteNavigation('https://cdn.test/trader/v42/mf-manifest.json', fetchImpl),
    ).resolves.toEqual(NAVIGATION);
    const [url, init] = fetchImpl.mock.calls[0]!;
    expect(url).toBe('https://cdn.test/trader/v42/navigation.json');
    expect(init?.cache).toBe('no-cache');
  });

  it('refuses a declaration that is not one, naming the field', async () => {
    const fetchImpl = answering(Response.json({ paths: ['dashboard'], menus: [] }));
    await expect(fetchRemoteNavigation('https://cdn.test/mf-manifest.json', fetchImpl)).rejects.toThrow(
      'navigation.json: paths.0',
    );
  });

  it('fails on an error answer', async () => {
    const fetchImpl = answering(new Response('down', { status: 502 }));
    await expect(fetchRemoteNavigation('https://cdn.test/mf-manifest.json', fetchImpl)).rejects.toThrow(
      'answered 502',
    );
  });
});
