import { useQuery } from '@tanstack/react-query';
import type { TOutboxMail } from '@propdesk/shared/contracts';
import { useApiClient } from '../../lib/shell-api.tsx';

/**
 * The development mailbox (GET /api/dev/outbox). The api does not register the route in production,
 * so there it answers 404 and the pages using this show the 404 page.
 */
export function useOutbox() {
  const api = useApiClient();
  return useQuery({
    queryKey: ['dev', 'outbox'],
    queryFn: async () => (await api.get('api/dev/outbox').json<{ mails: TOutboxMail[] }>()).mails,
    retry: false,
    staleTime: 0,
  });
}

const RESET_LINK = /https?:\/\/\S+\/reset-password\?\S+/;

/** The newest reset link mailed to an address, as the mail shows it. */
export function latestResetLink(mails: TOutboxMail[], email: string): string | null {
  const mail = mails.find(
    (entry) => entry.to.toLowerCase() === email.toLowerCase() && RESET_LINK.test(entry.text),
  );
  return mail?.text.match(RESET_LINK)?.[0] ?? null;
}
