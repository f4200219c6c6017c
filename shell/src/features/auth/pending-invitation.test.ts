import { beforeEach, describe, expect, it } from '@jest/globals';
import {
  forgetPendingInvitation,
  pendingInvitationPath,
  readPendingInvitation,
  storePendingInvitation,
} from './pending-invitation.ts';

describe('pending invitation', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('keeps a well-formed token until it is forgotten, and leads sign-in back to its page', () => {
    const token = 'abcDEF123_-'.repeat(4);
    storePendingInvitation(token);
    expect(readPendingInvitation()).toBe(token);
    expect(pendingInvitationPath()).toBe(`/invitations/${token}`);
    forgetPendingInvitation();
    expect(readPendingInvitation()).toBeNull();
    expect(pendingInvitationPath()).toBeNull();
  });

  it('ignores anything that is not a token', () => {
    storePendingInvitation('../../admin');
    expect(readPendingInvitation()).toBeNull();
    localStorage.setItem('pending_invitation', 'javascript:alert(1)');
    expect(pendingInvitationPath()).toBeNull();
  });
});
