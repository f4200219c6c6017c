import { describe, expect, it } from '@jest/globals';
import { createTestAccount } from '../../test/auth-fixtures.ts';
import { TEST_DRIVERS } from '../../test/databases.ts';
import { useTestApp } from '../../test/use-test-app.ts';
import { EmailToken } from './email-token.entity.ts';
import { MfaChallenge } from './mfa/mfa-challenge.entity.ts';
import { IDENTITY_RETENTION, purgeStaleIdentityRecords } from './identity-cleanup.ts';
import { RetiredRefreshToken } from './retired-refresh-token.entity.ts';
import { Session } from './session.entity.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(TEST_DRIVERS)('identity cleanup (%s)', (driver) => {
  const handle = useTestApp(driver, 'identity_cleanup');

  it('purges long-ended sessions with their retired tokens and spent links, and keeps everything recent', async () => {
    const em = handle.database().orm.em.fork();
    const user = await createTestAccount(em, { email: 'cleanup@example.com' });
    const now = new Date('2026-11-23T12:00:00Z');
    const longAgo = new Date(now.getTime() - IDENTITY_RETENTION.endedSessionsMs - DAY_MS);
    const recently = new Date(now.getTime() - DAY_MS);
    const session = (hash: string, fields: { revokedAt?: Date; expiresAt: Date }) =>
      em.create(Session, { user, refreshTokenHash: hash.padEnd(64, '0'), lastUsedAt: recently, ...fields });

    const oldRevoked = session('a', { revokedAt: longAgo, expiresAt: new Date(now.getTime() + DAY_MS) });
    session('b', { expiresAt: longAgo });
    const recentRevoked = session('c', { revokedAt: recently, expiresAt: new Date(now.getTime() + DAY_MS) });
    const live = session('d', { expiresAt: new Date(now.getTime() + 10 * DAY_MS) });
    em.create(RetiredRefreshToken, { session: oldRevoked, tokenHash: 'e'.padEnd(64, '0') });
    em.create(RetiredRefreshToken, { session: live, tokenHash: 'f'.padEnd(64, '0') });
    const token = (hash: string, fields: { usedAt?: Date; expiresAt: Date }) =>
      em.create(EmailToken, { user, purpose: 'verify', tokenHash: hash.padEnd(64, '1'), ...fields });
    token('g', {
      usedAt: new Date(now.getTime() - 8 * DAY_MS),
      expiresAt: new Date(now.getTime() - 8 * DAY_MS),
    });
    token('h', { expiresAt: new Date(now.getTime() + DAY_MS) });
    const challenge = (hash: string, expiresAt: Date) =>
      em.create(MfaChallenge, {
        user,
        tokenHash: hash.padEnd(64, '2'),
        portal: 'admin',
        challenge: 'required',
        expiresAt,
      });
    challenge('i', new Date(now.getTime() - 1000));
    const pendingChallenge = challenge('j', new Date(now.getTime() + 60_000));
    await em.flush();

    expect(await purgeStaleIdentityRecords({ em: handle.database().orm.em.fork(), now })).toEqual({
      sessions: 2,
      emailTokens: 1,
      mfaChallenges: 1,
    });

    const check = handle.database().orm.em.fork();
    const remaining = await check.find(Session, { user: user.id }, { orderBy: { refreshTokenHash: 'asc' } });
    expect(remaining.map((kept) => kept.id)).toEqual([recentRevoked.id, live.id]);
    expect(await check.count(RetiredRefreshToken, {})).toBe(1);
    expect(await check.count(EmailToken, { user: user.id })).toBe(1);
    expect((await check.find(MfaChallenge, {})).map((kept) => kept.id)).toEqual([pendingChallenge.id]);
    expect(await purgeStaleIdentityRecords({ em: check, now })).toEqual({
      sessions: 0,
      emailTokens: 0,
      mfaChallenges: 0,
    });
  });
});
