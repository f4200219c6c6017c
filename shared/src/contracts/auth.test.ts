import { describe, expect, it } from '@jest/globals';
import {
  ZAdminBootstrapRequest,
  ZEmail,
  ZMfaSignInRequest,
  ZRecoveryCode,
  ZSignInRequest,
  ZSignUpRequest,
  ZTotpCode,
} from './auth.ts';

const SIGN_UP = {
  email: 'Tess@Firm.TEST',
  password: 'correct horse battery staple',
  firstName: 'Tess',
  lastName: 'Trader',
  country: 'IT',
};

describe('auth contracts', () => {
  it('keeps an email address in lower case', () => {
    expect(ZEmail.parse('Tess@Firm.TEST')).toBe('tess@firm.test');
    expect(ZEmail.safeParse('not an address').success).toBe(false);
  });

  it('takes a sign-up with an empty phone as none and refuses a short password', () => {
    expect(ZSignUpRequest.parse({ ...SIGN_UP, phone: '' })).toMatchObject({
      email: 'tess@firm.test',
      phone: '',
    });
    expect(ZSignUpRequest.safeParse({ ...SIGN_UP, password: 'short' }).success).toBe(false);
    expect(ZSignUpRequest.safeParse({ ...SIGN_UP, phone: 'call me' }).success).toBe(false);
  });

  it('accepts any two-letter country at sign-up, so a restricted one gets its own refusal', () => {
    expect(ZSignUpRequest.safeParse({ ...SIGN_UP, country: 'KP' }).success).toBe(true);
    expect(ZSignUpRequest.safeParse({ ...SIGN_UP, country: 'Italy' }).success).toBe(false);
  });

  it('drops what a client may not choose for itself at sign-up', () => {
    const parsed = ZSignUpRequest.parse({ ...SIGN_UP, role: 'admin', organizationId: 'org-1' });
    expect(parsed).not.toHaveProperty('role');
    expect(parsed).not.toHaveProperty('organizationId');
  });

  it('lets an old short password through sign-in but only to a known portal', () => {
    expect(ZSignInRequest.safeParse({ email: 'a@b.test', password: 'abc', portal: 'client' }).success).toBe(
      true,
    );
    expect(ZSignInRequest.safeParse({ email: 'a@b.test', password: 'abc', portal: 'root' }).success).toBe(
      false,
    );
  });

  it('reads a recovery code however it is typed and a one-time code only as six digits', () => {
    expect(ZRecoveryCode.parse('abcde-23456')).toBe('ABCDE23456');
    expect(ZRecoveryCode.parse(' ABCDE 23456 ')).toBe('ABCDE23456');
    expect(ZRecoveryCode.safeParse('ABCDE-1').success).toBe(false);
    expect(ZTotpCode.parse(' 123456 ')).toBe('123456');
    expect(ZTotpCode.safeParse('12345a').success).toBe(false);
  });

  it('completes a second-factor sign-in with a code or a recovery code, never both or neither', () => {
    expect(ZMfaSignInRequest.safeParse({ mfaToken: 't', code: '123456' }).success).toBe(true);
    expect(ZMfaSignInRequest.safeParse({ mfaToken: 't', recoveryCode: 'ABCDE-23456' }).success).toBe(true);
    expect(
      ZMfaSignInRequest.safeParse({ mfaToken: 't', code: '123456', recoveryCode: 'ABCDE-23456' }).success,
    ).toBe(false);
    expect(ZMfaSignInRequest.safeParse({ mfaToken: 't' }).success).toBe(false);
  });

  it('needs the bootstrap token to create the first admin', () => {
    const admin = {
      email: 'root@firm.test',
      password: SIGN_UP.password,
      firstName: 'Ada',
      lastName: 'Admin',
    };
    expect(ZAdminBootstrapRequest.safeParse(admin).success).toBe(false);
    expect(ZAdminBootstrapRequest.safeParse({ ...admin, bootstrapToken: ' ' }).success).toBe(false);
    expect(ZAdminBootstrapRequest.safeParse({ ...admin, bootstrapToken: 'secret' }).success).toBe(true);
  });
});
