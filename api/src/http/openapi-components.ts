import {
  ZApiErrorBody,
  ZLiveness,
  ZOrganizationTheme,
  ZPublicConfig,
  ZPublicOrganization,
  ZReadiness,
} from '@propdesk/shared/contracts';
import { z } from 'zod';

/**
 * Shared contracts that appear in the OpenAPI document as named components ($ref) instead of being
 * inlined in every route, so generated clients get one type per contract. A registry of our own keeps
 * zod's global registry untouched.
 */
export const openApiComponents = z.registry<{ id?: string }>();

openApiComponents.add(ZApiErrorBody, { id: 'ApiErrorBody' });
openApiComponents.add(ZOrganizationTheme, { id: 'OrganizationTheme' });
openApiComponents.add(ZPublicOrganization, { id: 'PublicOrganization' });
openApiComponents.add(ZPublicConfig, { id: 'PublicConfig' });
openApiComponents.add(ZLiveness, { id: 'Liveness' });
openApiComponents.add(ZReadiness, { id: 'Readiness' });

type TDocumentWithSchemas = { components?: { schemas?: Record<string, unknown> } };

/**
 * The zod transform emits an input and an output variant of every registered contract
 * ("PublicConfigInput" next to "PublicConfig"); drop the ones no route or kept schema refers to,
 * so generated clients do not get duplicate types.
 */
export function pruneUnreferencedSchemas<TDocument extends object>(document: TDocument): TDocument {
  const withSchemas = document as TDocument & TDocumentWithSchemas;
  const schemas = withSchemas.components?.schemas;
  if (schemas === undefined) return document;

  let kept = { ...schemas };
  for (;;) {
    const { components, ...rest } = withSchemas;
    const referencing = JSON.stringify({ ...rest, components: { ...components, schemas: kept } });
    const stillReferenced = Object.fromEntries(
      Object.entries(kept).filter(([name]) => referencing.includes(`"#/components/schemas/${name}"`)),
    );
    if (Object.keys(stillReferenced).length === Object.keys(kept).length) break;
    kept = stillReferenced;
  }
  return { ...withSchemas, components: { ...withSchemas.components, schemas: kept } };
}
