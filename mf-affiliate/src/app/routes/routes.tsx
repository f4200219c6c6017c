import type { AffiliatePath } from '../../navigation.ts';
import type { RouteTarget } from '@propdesk/shared/ui-plain';
import { AffiliatePage } from './affiliate-page.tsx';

/** Every affiliate path; the compiler refuses a path of AFFILIATE_PATHS (navigation.ts) left out here. */
export const affiliateRoutes: Record<AffiliatePath, RouteTarget> = {
  '/affiliate-program': <AffiliatePage page="program" />,
  '/affiliate-registration': <AffiliatePage page="registration" />,
};
