import { describe, expect, it } from '@jest/globals';
import type { TMyOrganization } from '@propdesk/shared/contracts';
import { sessionFixture } from '@propdesk/shared/testing';
import { remoteViewerOf } from './remote-viewer.ts';

const organization = (role: TMyOrganization['role']): TMyOrganization => ({
  id: 'o1',
  name: 'VegaFunded',
  slug: 'default',
  status: 'active',
  role,
  createdAt: '2026-11-22T00:00:00.000Z',
});

describe('remoteViewerOf', () => {
  const userWith = (role: 'admin' | 'manager' | 'client') => sessionFixture({ role }).user;

  it('hands platform admins and managers the organization chosen in the switcher', () => {
    expect(remoteViewerOf(userWith('admin'), organization('owner'))).toEqual({
      viewer: 'platform-admin',
      organizationId: 'o1',
    });
    expect(remoteViewerOf(userWith('manager'), null)).toEqual({
      viewer: 'platform-admin',
      organizationId: null,
    });
  });

  it('hands a firm’s staff the organization they work for', () => {
    expect(remoteViewerOf(userWith('client'), organization('agent'))).toEqual({
      viewer: 'member',
      organizationId: 'o1',
    });
  });

  it('hands traders and visitors no organization', () => {
    expect(remoteViewerOf(userWith('client'), organization('user'))).toEqual({
      viewer: 'trader',
      organizationId: null,
    });
    expect(remoteViewerOf(null, null)).toEqual({ viewer: 'visitor', organizationId: null });
  });
});
