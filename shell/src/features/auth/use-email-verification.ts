import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@propdesk/shared/router';
import { notify } from '@propdesk/shared/notify';
import { useApiClient } from '../../lib/shell-api.tsx';
import { authTexts } from './i18n/index.ts';
import { useLazyTranslation } from '@propdesk/shared/i18n';
import { readEmailLink, withoutEmailLink } from './email-link.ts';

/**
 * Confirms the address when the page was opened from the verification mail
 * (`/auth?token_hash=…&type=signup`), says how it went, and drops the token from the address bar.
 */
export function useEmailVerification(onVerified: () => void): void {
  const { t } = useLazyTranslation(authTexts);
  const { search, hash, pathname } = useLocation();
  const navigate = useNavigate();
  const api = useApiClient();
  const handled = useRef<string | null>(null);
  const link = readEmailLink(search, hash);

  useEffect(() => {
    if (!link || link.type !== 'signup' || handled.current === link.tokenHash) return;
    handled.current = link.tokenHash;
    // Out of the address bar at once; the request below carries the token from memory.
    void navigate({ pathname, ...withoutEmailLink(search, hash) }, { replace: true });
    api
      .post('api/auth/verify-email', { json: { tokenHash: link.tokenHash } })
      .then(() => {
        void notify({
          color: 'green',
          title: t('verify.verifiedTitle'),
          message: t('verify.verifiedMessage'),
        });
        onVerified();
      })
      .catch(() => {
        void notify({ color: 'red', title: t('verify.invalidTitle'), message: t('verify.invalidMessage') });
      });
  }, [api, link, navigate, onVerified, pathname, search, hash, t]);
}
