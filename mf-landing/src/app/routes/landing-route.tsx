import { useParams } from '@propdesk/shared/router';
import type { RemoteAppProps } from '@propdesk/shared/federation';
import { LandingPage } from '../../features/landing/index.ts';

/** `/client/{orgSlug}` shows the tenant's landing; `/` and `/landing` the default organization's. */
export function LandingRoute({ apiBaseUrl }: RemoteAppProps) {
  const { orgSlug } = useParams();
  return <LandingPage apiBaseUrl={apiBaseUrl} {...(orgSlug ? { organizationSlug: orgSlug } : {})} />;
}
