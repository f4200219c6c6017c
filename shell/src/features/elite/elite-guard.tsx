import type { ReactNode } from 'react';
import { Navigate } from '@propdesk/shared/router';
import { Center, Loader } from '@mantine/core';
import { useTranslation } from '@propdesk/shared/i18n';
import { useEliteAccess } from './elite-access.ts';

/**
 * The elite area opens only with the access code, else /elite/auth. The server decides
 * (the pass cookie); the elite api checks the same pass on every request.
 */
export function EliteGuard({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const access = useEliteAccess();
  if (access.isPending) {
    return (
      <Center mih="40vh" aria-busy="true">
        <Loader aria-label={t('app.loading')} />
      </Center>
    );
  }
  if (!access.data?.granted) return <Navigate to="/elite/auth" replace />;
  return children;
}
