import { useEffect } from 'react';
import { useLocation } from '@propdesk/shared/router';

/** A `?ref=CODE` seen on any page waits in localStorage until sign-up. */
export const PENDING_REFERRAL_KEY = 'pending_referral';
const REFERRAL_CODE = /^[A-Za-z0-9_-]{1,64}$/;

export function readPendingReferral(): string {
  try {
    return globalThis.localStorage?.getItem(PENDING_REFERRAL_KEY) ?? '';
  } catch {
    return '';
  }
}

/** Keeps a well-formed `ref` from the address; anything else is ignored rather than stored. */
export function storeReferralFromSearch(search: string): void {
  const code = new URLSearchParams(search).get('ref')?.trim();
  if (!code || !REFERRAL_CODE.test(code)) return;
  try {
    globalThis.localStorage?.setItem(PENDING_REFERRAL_KEY, code);
  } catch {
    // Storage blocked: the visitor can still type the code at sign-up.
  }
}

export function useReferralCapture(): void {
  const { search } = useLocation();
  useEffect(() => storeReferralFromSearch(search), [search]);
}
