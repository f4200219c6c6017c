import { describe, expect, it } from '@jest/globals';
import { latestResetLink } from './outbox-query.ts';

const mail = (to: string, text: string) => ({
  id: text,
  to,
  subject: 's',
  text,
  purpose: 'recovery',
  createdAt: '2026-11-22T00:00:00.000Z',
});

describe('latestResetLink', () => {
  it('finds the newest reset link mailed to the address', () => {
    const mails = [
      mail(
        'ADA@firm.test',
        'Open http://localhost:3000/reset-password?token_hash=new&type=recovery to reset.',
      ),
      mail('ada@firm.test', 'Old http://localhost:3000/reset-password?token_hash=old&type=recovery'),
    ];
    expect(latestResetLink(mails, 'ada@firm.test')).toBe(
      'http://localhost:3000/reset-password?token_hash=new&type=recovery',
    );
  });

  it('has nothing for another address or another kind of mail', () => {
    expect(
      latestResetLink([mail('bob@firm.test', 'http://x/reset-password?t=1')], 'ada@firm.test'),
    ).toBeNull();
    expect(latestResetLink([mail('ada@firm.test', 'Welcome!')], 'ada@firm.test')).toBeNull();
  });
});
