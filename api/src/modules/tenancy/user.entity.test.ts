import { describe, expect, it } from '@jest/globals';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { Organization } from './organization.entity.ts';
import { Profile } from './profile.entity.ts';
import { User } from './user.entity.ts';

describe.each(TEST_DRIVERS)('User and Profile entities (%s)', (driver) => {
  const handle = useTestApp(driver, 'users');

  it('stores emails lowercased, so one address is one account whatever its case', async () => {
    const em = handle.database().orm.em.fork();
    em.create(User, { email: '  Ann.Trader@Example.COM ' });
    await em.flush();

    const stored = await handle
      .database()
      .orm.em.fork()
      .findOneOrFail(User, { email: 'ann.trader@example.com' });
    expect(stored.email).toBe('ann.trader@example.com');

    const duplicate = handle.database().orm.em.fork();
    duplicate.create(User, { email: 'ANN.TRADER@example.com' });
    await expect(duplicate.flush()).rejects.toBeInstanceOf(UniqueConstraintViolationException);
  });

  it('links a profile to its user and organization, defaulting the role to client', async () => {
    const em = handle.database().orm.em.fork();
    const organization = em.create(Organization, { slug: 'profile-firm', name: 'Profile Firm' });
    const user = em.create(User, { email: 'bob@example.com' });
    em.create(Profile, {
      user,
      organization,
      firstName: 'Bob',
      lastName: 'Builder',
      email: 'bob@example.com',
      country: 'IT',
      portalType: 'client',
      clientOrganizationSlug: 'profile-firm',
    });
    await em.flush();

    const profile = await handle
      .database()
      .orm.em.fork()
      .findOneOrFail(Profile, { user: user.id }, { populate: ['organization'] });
    expect(profile.role).toBe('client');
    expect(profile.organization?.slug).toBe('profile-firm');
    expect(profile.phone).toBeNull();
  });
});
