import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { openApiComponents, pruneUnreferencedSchemas } from '../http/openapi-components.ts';

export const API_DOCS_PREFIX = '/api/docs';

export type TSwaggerPluginOptions = { productName: string };

/**
 * OpenAPI document generated from the routes' zod schemas (JSON at /api/docs/json, UI at /api/docs).
 * Must be registered before any route: @fastify/swagger collects routes as they are added.
 */
export const swaggerPlugin = fp<TSwaggerPluginOptions>(
  async (app, { productName }) => {
    const addComponents = createJsonSchemaTransformObject({ schemaRegistry: openApiComponents });
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: `${productName} API`,
          description:
            'White-label prop-trading portal. Every 4xx and 5xx answer carries the same error body.',
          version: '0.1.0',
        },
        tags: [
          { name: 'platform', description: 'Health and product-wide settings' },
          { name: 'organizations', description: 'Tenant organizations and their branding' },
          { name: 'auth', description: 'Sign-up, sign-in, refresh-token rotation and sessions' },
        ],
      },
      transform: createJsonSchemaTransform({ schemaRegistry: openApiComponents }),
      transformObject: (documentObject) => pruneUnreferencedSchemas(addComponents(documentObject)),
    });
    await app.register(swaggerUi, {
      routePrefix: API_DOCS_PREFIX,
      // Replaces helmet's CSP on the docs pages with one that allows the UI's own inline assets.
      staticCSP: true,
    });
  },
  { name: 'swagger', fastify: '5.x', dependencies: ['zod'] },
);
